/**
 * The campus data centre (spec 002 §2.9): the organisation's head (title, validity, gauges,
 * counters), the period, the active-users chart, and the sub-tabs. The tab and the period live
 * in the URL (?tab=, ?range=); a tab's charts load when it is first opened and stay cached, so
 * switching back asks nothing again. The tabs are the app's light TabStrip, not antd's Tabs, which
 * measured its tabs in a layout effect as it mounted: React drew it again inside the commit that
 * drew the page, with the page's effects (35-50 ms of that task at a phone's speed, issue 31).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import type { OrganizationAnalytics } from '@/types/analytics';
import { useOrganizationAnalytics } from '../api/organization';
import { CAMPUS_CHART_HEIGHT } from '../utils/campus-format';
import { ActiveUsersChart } from './activity-charts';
import { MemberData } from './member-data';
import { OrgCounters, OrgGauges } from './org-summary';
import { OverviewTab } from './overview-tab';
import { PeriodPicker } from './period-picker';
import { PersonnelTab } from './personnel-tab';
import { ProjectsTab } from './projects-tab';
import { TeamTab } from './team-tab';
import { usePeriod } from './use-period';
import { LoadFailed } from './load-failed';
import { useSettledOnce } from '@/lib/use-settled-once';
import { TabStrip } from '@/components/tab-strip';

export const CAMPUS_TABS = ['overview', 'team', 'staff', 'student', 'projects'] as const;
export type CampusTab = (typeof CAMPUS_TABS)[number];

function tabOf(raw: string | null): CampusTab {
  return (CAMPUS_TABS as readonly string[]).includes(raw ?? '') ? (raw as CampusTab) : 'overview';
}

/** What the page needs of the campus before its figures arrive (the signed-in user's organisation has it). */
export type CampusBasics = Pick<OrganizationAnalytics, 'id' | 'open_date' | 'start_date'>;

function CampusHead({ orgId }: { orgId: number }) {
  const analytics = useOrganizationAnalytics(orgId);
  if (analytics.isError) {
    return (
      <LoadFailed onRetry={() => void analytics.refetch()} />
    );
  }
  if (!analytics.data) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  return (
    <>
      <OrgGauges org={analytics.data} />
      <OrgCounters org={analytics.data} />
    </>
  );
}

export function CampusCentre({ org, userId }: { org: CampusBasics; userId: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { today, choice, query, setChoice } = usePeriod(org.open_date);
  const tab = tabOf(params.get('tab'));
  // The tabs below the fold load once the chart at the top has drawn: their calls (answered on this
  // thread by the demo's mock) and their charts would otherwise hold up the first one.
  const [headDrawn, setHeadDrawn] = useState(false);
  const settle = useCallback(() => setHeadDrawn(true), []);
  const chooseTab = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  // The campus's quotas and counters stand above the period and the charts, and are much taller
  // than any placeholder of theirs: until they answer, one placeholder holds the page, so nothing
  // is pushed down when they arrive (issue 31). (CampusHead reads the same cached answer.)
  // Once only: a failed answer asked again is pending again, and CampusHead (which shows the
  // failure and its retry) must stay mounted meanwhile (lib/use-settled-once).
  const analytics = useOrganizationAnalytics(org.id);
  const settled = useSettledOnce(analytics.isPending);
  if (!settled) return <Skeleton active paragraph={{ rows: 12 }} title={false} />;

  const panes: Record<CampusTab, () => ReactNode> = {
    overview: () => <OverviewTab orgId={org.id} period={query} />,
    team: () => <TeamTab orgId={org.id} userId={userId} period={query} />,
    staff: () => <PersonnelTab org={org} period={query} today={today} />,
    student: () => <MemberData orgId={org.id} type="student" period={query} openDate={org.open_date} today={today} />,
    projects: () => <ProjectsTab orgId={org.id} today={today} />,
  };

  return (
    <>
      <section className="campus-head" aria-label={t('campusData.quotas')}>
        <CampusHead orgId={org.id} />
      </section>
      <div className="campus-period">
        <PeriodPicker choice={choice} onChange={setChoice} openDate={org.open_date} today={today} />
        <p className="campus-period__note">{t('campusData.refreshNote')}</p>
      </div>
      <div className="datacenter-grid" style={{ marginBottom: 16 }}>
        <ActiveUsersChart orgId={org.id} period={query} height={CAMPUS_CHART_HEIGHT} timing onSettled={settle} />
      </div>
      <TabStrip<CampusTab> items={CAMPUS_TABS.map((key) => ({ key, label: t(`campusData.tabs.${key}`) }))} activeKey={tab} onChange={chooseTab} label={t('campusData.tabs.label')}>
        {headDrawn ? panes[tab]() : <Skeleton active paragraph={{ rows: 8 }} title={false} />}
      </TabStrip>
    </>
  );
}

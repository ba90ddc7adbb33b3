/**
 * The frame of /manageCenter/{type} (spec 002 §2.8): the title with the campus, the tab strip
 * (teachers, teams, portfolios, students, the activity log, and the data centre's own page where
 * the campus has it: the route table's items of the 'centre' strip, src/lib/route-nav.ts), and
 * the campus's remaining quotas with thousands separators. The bar (title row and tabs) sticks below the app
 * header, so that its tabs stay at 96 px from the top of the window while the table scrolls (002 §9).
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useOrgQuota } from '@/api/org-quota';
import { useI18n } from '@/lib/i18n/i18n';
import { useNavItems } from '@/lib/route-nav';
import { formatCount } from '@/lib/format-count';
import { useCentre } from './use-centre';
import './manage-center.css';

/** The centre's tabs by their keys in the route table (the data centre is a page of its own, without this frame). */
export type CentreTab = 'employee' | 'team' | 'portfolio' | 'student' | 'activity';

/** spec 002 §9: "Admin page scroll tab sticks at 96 px from top" */
export const TAB_STICKY_TOP_PX = 96;

function QuotaSummary() {
  const { t } = useI18n();
  const quota = useOrgQuota();
  const items = [
    ['students', quota.data?.remaining_students],
    ['teams', quota.data?.remaining_team],
    ['portfolios', quota.data?.remaining_portfolio],
  ] as const;
  return (
    <dl className="mc-quota" aria-label={t('manageCenter.quota.title')} aria-busy={quota.isPending}>
      <span className="mc-quota__title" aria-hidden>
        {t('manageCenter.quota.title')}
      </span>
      {items.map(([key, value]) => (
        <div key={key} className="mc-quota__item">
          <dt>{t(`manageCenter.quota.${key}`)}</dt>
          <dd data-testid={`quota-${key}`}>{value === undefined ? '–' : formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CentreShell({ tab, children }: { tab: CentreTab; children: ReactNode }) {
  const { t } = useI18n();
  const { user, org } = useCentre();
  // Each tab of the centre is a page of its own (002 §2.8).
  const tabs = useNavItems('centre', user);
  return (
    <div className="mc-page">
      <div className="mc-bar" style={{ ['--mc-tab-top' as string]: `${TAB_STICKY_TOP_PX}px` }}>
        <div className="mc-head">
          <h1 className="mc-head__title">{t('manageCenter.title')}</h1>
          {org && <span className="mc-head__campus">{org.name}</span>}
        </div>
        <nav className="mc-tabs" aria-label={t('manageCenter.tabs')}>
          {tabs.map(({ key, href }) => (
            <NavLink key={key} to={href} className="mc-tabs__tab" aria-current={key === tab ? 'page' : undefined}>
              {t(`manageCenter.tab.${key}`)}
            </NavLink>
          ))}
        </nav>
        <QuotaSummary />
      </div>
      {children}
    </div>
  );
}

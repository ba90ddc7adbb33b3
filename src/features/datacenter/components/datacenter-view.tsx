/**
 * The data center of one user (spec 000 §2): title, range, stat bar and the sections their user
 * type shows. The range lives in ?range= so reloads and shared links keep it.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOUCH_TARGETS } from '@/components/touch-targets';
import { organizationOf } from '@/lib/access';
import { formatDate, isoDaysIn, today } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { PublicUser } from '@/types/user';
import { sectionsFor, worksSortOptions } from '../utils/permissions';
import { allowedChoice, parseRangeParam, rangeOfChoice, rangeParam, rangeQuery, type RangeChoice } from '../utils/range';
import { CourseRanking } from './course-ranking';
import { CoursesChart } from './courses-chart';
import { ExtensionRanking } from './extension-ranking';
import { ExtensionsGrid } from './extensions-grid';
import { OutstandingWorks } from './outstanding-works';
import { ProgressChart } from './progress-chart';
import { RangePicker } from './range-picker';
import { StatBar } from './stat-bar';
import { UsageHeatGrid } from './usage-heat-grid';
import { WorksRanking } from './works-ranking';
import './datacenter.css';

const displayName = (u: Pick<PublicUser, 'student_name' | 'name' | 'username'>) => u.student_name || u.name || u.username;

export function DataCenterView({ subject, own }: { subject: PublicUser; own: boolean }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const day = useMemo(() => today(), []);
  const openDate = organizationOf(subject)?.open_date;
  const choice = allowedChoice(parseRangeParam(params.get('range')), openDate, day);
  const range = rangeOfChoice(choice, day);
  const query = { userName: subject.username, ...rangeQuery(range) };
  const userQuery = { userName: subject.username };
  const sections = sectionsFor(subject);

  const choose = (next: RangeChoice) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('range', rangeParam(next));
        return out;
      },
      { replace: true },
    );

  return (
    <div className={`datacenter-page ${TOUCH_TARGETS}`}>
      <div className="datacenter-page__head">
        <h1>{own ? t('datacenter.title.own') : t('datacenter.title.other', { name: displayName(subject) })}</h1>
        <div className="datacenter-page__range">
          <RangePicker choice={choice} onChange={choose} openDate={openDate} today={day} />
          <span className="datacenter-page__period" aria-live="polite">
            {t('datacenter.range.current', { start: formatDate(range.start), end: formatDate(range.end) })}
          </span>
        </div>
      </div>
      <div className="datacenter-grid">
        <StatBar query={query} courseStats={sections.courseStats} />
        <UsageHeatGrid query={query} days={isoDaysIn(range)} />
        <ProgressChart query={query} />
        <CoursesChart query={query} />
        {sections.courseRanking ? <CourseRanking query={userQuery} /> : null}
        <WorksRanking key={sections.worksSeries} query={query} sortOptions={worksSortOptions(sections)} />
        {sections.outstandingWorks ? <OutstandingWorks query={query} /> : null}
        <ExtensionsGrid query={userQuery} />
        {sections.extensionRanking ? <ExtensionRanking query={userQuery} /> : null}
      </div>
    </div>
  );
}

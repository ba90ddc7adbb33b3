/**
 * The head of the campus data centre (spec 002 §2.9): the title (text mark or name) with the
 * service period coloured by how much of it is left and the first-opening tip; the four quota
 * gauges (used/max, percentage to one decimal); the three counters.
 */
import { Progress, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { formatDate, type DateInput } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { OrganizationAnalytics } from '@/types/analytics';
import { formatCount } from '@/lib/format-count';
import { gaugePercent, VALIDITY_COLOURS, validityTone } from '../utils/campus-format';

export function OrgTitle({ org, today, as: Heading = 'h1' }: { org: OrganizationAnalytics; today: DateInput; as?: 'h1' | 'h2' }) {
  const t = useT();
  const tone = validityTone(org.start_date, org.end_date, today);
  return (
    <div className="campus-title">
      <Heading className="campus-title__name">{t('campusData.title', { name: org.text_mark || org.name })}</Heading>
      <span className="campus-title__validity" data-tone={tone} style={{ color: VALIDITY_COLOURS[tone] }}>
        {t(`campusData.validity.${tone}`, { start: formatDate(org.start_date), end: formatDate(org.end_date) })}
      </span>
      {org.open_date ? (
        <Tooltip title={t('campusData.openDateTip', { date: formatDate(org.open_date) })}>
          <button type="button" className="campus-title__tip" aria-label={t('campusData.openDateTip', { date: formatDate(org.open_date) })}>
            <InfoCircleOutlined aria-hidden="true" />
          </button>
        </Tooltip>
      ) : null}
    </div>
  );
}

type GaugeKey = 'staff' | 'students' | 'teams' | 'portfolios';

function gauges(org: OrganizationAnalytics): [GaugeKey, number, number][] {
  return [
    ['staff', org.staff_nums, org.max_staff],
    ['students', org.org_real_used_student_nums, org.max_student],
    ['teams', org.org_real_team_nums, org.max_team],
    ['portfolios', org.org_real_used_team_studios_nums, org.max_team_studios_num],
  ];
}

export function OrgGauges({ org, size = 112 }: { org: OrganizationAnalytics; size?: number }) {
  const t = useT();
  return (
    <ul className="campus-gauges" aria-label={t('campusData.gauges.label')}>
      {gauges(org).map(([key, used, max]) => {
        const percent = gaugePercent(used, max);
        const label = t(`campusData.gauges.${key}`);
        const text = t('campusData.gauges.value', { used: formatCount(used), max: formatCount(max), percent: percent.toFixed(1) });
        return (
          <li key={key} className="campus-gauge" data-testid={`gauge-${key}`}>
            <Progress
              type="circle"
              size={size}
              percent={Math.min(100, percent)}
              status={percent >= 100 ? 'exception' : 'normal'}
              format={() => `${percent.toFixed(1)}%`}
              aria-label={`${label}: ${text}`}
            />
            <div className="campus-gauge__label">{label}</div>
            <div className="campus-gauge__value">
              {formatCount(used)} / {formatCount(max)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function OrgCounters({ org }: { org: OrganizationAnalytics }) {
  const t = useT();
  const items: [string, number][] = [
    ['projects', org.project_num],
    ['courses', org.all_course_num],
    ['extensions', org.all_extend_num],
  ];
  return (
    <dl className="campus-counters" data-testid="campus-counters">
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`campusData.counters.${key}`)}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Recently / last month / a picked month (spec 000 §4). */
import { Radio, Select } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { DateInput } from '@/lib/dates';
import { isLastMonthDisabled, pickableMonths, type RangeChoice } from '../utils/range';

export function RangePicker({
  choice,
  onChange,
  openDate,
  today,
  recentLabel,
  label,
}: {
  choice: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  openDate: string | null | undefined;
  today: DateInput;
  /** the "recently" button's text, when it means another window than the last 31 days */
  recentLabel?: string;
  /** the group's name, when the page has more than one period */
  label?: string;
}) {
  const t = useT();
  const lastMonthDisabled = isLastMonthDisabled(openDate, today);
  const months = pickableMonths(openDate, today);
  return (
    <div role="group" aria-label={label ?? t('datacenter.range.label')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={choice.kind === 'month' ? null : choice.kind}
        onChange={(e) => onChange({ kind: e.target.value as 'recently' | 'lastmonth' })}
        options={[
          { label: recentLabel ?? t('datacenter.range.recently'), value: 'recently' },
          {
            label: t('datacenter.range.lastmonth'),
            value: 'lastmonth',
            disabled: lastMonthDisabled,
            title: lastMonthDisabled ? t('datacenter.range.lastmonthDisabled') : undefined,
          },
        ]}
      />
      <Select
        aria-label={t('datacenter.range.month')}
        placeholder={t('datacenter.range.month')}
        style={{ width: 150 }}
        value={choice.kind === 'month' ? choice.month : undefined}
        options={months.map((m) => ({ value: m, label: m.replace('-', '/') }))}
        onChange={(month: string) => onChange({ kind: 'month', month })}
      />
    </div>
  );
}

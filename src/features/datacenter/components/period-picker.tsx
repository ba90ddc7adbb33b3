/**
 * The period of the campus data centre and the team report (spec 002 §4.5): four presets and a
 * custom range. Last week and last month are disabled, with the reason, when they end before the
 * organisation opened; the custom range's calendar offers only days between the open date and
 * today.
 */
import { DatePicker, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDate, type DateInput } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { ANALYTICS_RANGE_MAX_DAYS } from '@/lib/validators/dates';
import { isDayOutsideCampus, isPresetDisabled, PERIOD_PRESETS, periodRange, type PeriodChoice } from '../utils/period';

export function PeriodPicker({
  choice,
  onChange,
  openDate,
  today,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  openDate: string | null | undefined;
  today: DateInput;
}) {
  const t = useT();
  const range = periodRange(choice, today);
  const pickerValue: [Dayjs, Dayjs] | null = choice.kind === 'custom' ? [range.start, range.end] : null;
  return (
    <div className="period-picker" role="group" aria-label={t('campusData.period.label')}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={choice.kind === 'custom' ? null : choice.kind}
        onChange={(e) => onChange({ kind: e.target.value as (typeof PERIOD_PRESETS)[number] })}
        options={PERIOD_PRESETS.map((preset) => {
          const disabled = isPresetDisabled(preset, openDate, today);
          return {
            value: preset,
            label: t(`campusData.period.${preset}`),
            disabled,
            title: disabled ? t('campusData.period.beforeOpen', { date: formatDate(openDate) }) : undefined,
          };
        })}
      />
      <DatePicker.RangePicker
        aria-label={t('campusData.period.custom')}
        placeholder={[t('campusData.period.start'), t('campusData.period.end')]}
        format="YYYY/MM/DD"
        allowClear={false}
        value={pickerValue}
        disabledDate={(day, info) => {
          if (isDayOutsideCampus(day, openDate, today)) return true;
          // Once one end is picked, the other stays within the longest period a call covers.
          const from = info.from;
          return Boolean(from) && Math.abs(day.diff(from, 'day')) >= ANALYTICS_RANGE_MAX_DAYS;
        }}
        onChange={(days) => {
          const [start, end] = days ?? [];
          if (start && end) onChange({ kind: 'custom', start: dayjs(start).format('YYYY-MM-DD'), end: dayjs(end).format('YYYY-MM-DD') });
        }}
      />
      <span className="period-picker__current" aria-live="polite">
        {t('campusData.period.current', { start: formatDate(range.start), end: formatDate(range.end) })}
      </span>
    </div>
  );
}

/**
 * Teaching teachers (spec 002 §4.2, §5): 1 to 3 of the campus's teachers; once three are chosen
 * the others are disabled, so a fourth cannot be picked.
 */
import { Select } from 'antd';
import { TEAM_TEACHERS_MAX } from '@/lib/validators/teams';
import { useTeacherOptions } from '@/api/teams';
import type { FieldControlProps } from '@/components/form-field';
import { useT } from '@/lib/i18n/i18n';

export function TeacherPicker({ value, onChange, control, placeholder }: { value: number[]; onChange: (ids: number[]) => void; control: FieldControlProps; placeholder: string }) {
  const t = useT();
  const options = useTeacherOptions();
  const full = value.length >= TEAM_TEACHERS_MAX;
  return (
    <Select<number[]>
      mode="multiple"
      {...control}
      value={value}
      onChange={onChange}
      loading={options.isPending}
      placeholder={placeholder}
      optionFilterProp="label"
      style={{ width: '100%' }}
      options={(options.data?.results ?? []).map((o) => ({
        value: o.user,
        label: o.name === o.username ? o.name : t('common.withDetail', { text: o.name, detail: o.username }),
        disabled: full && !value.includes(o.user),
      }))}
    />
  );
}

/** The filter by kind (beyond the spec): all, comments, studio activity, campus and role changes, system. */
import { Segmented } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/types/notification';

const ALL = 'all';
type Choice = NotificationKind | typeof ALL;

export function KindFilter({ value, onChange }: { value: NotificationKind | null; onChange: (kind: NotificationKind | null) => void }) {
  const t = useT();
  const choices: Choice[] = [ALL, ...NOTIFICATION_KINDS];
  return (
    <Segmented<Choice>
      aria-label={t('notification.kind.label')}
      value={value ?? ALL}
      onChange={(choice) => onChange(choice === ALL ? null : choice)}
      options={choices.map((choice) => ({ value: choice, label: t(`notification.kind.${choice}`) }))}
      style={{ maxWidth: '100%', overflowX: 'auto' }}
    />
  );
}

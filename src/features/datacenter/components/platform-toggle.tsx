/** The platform toggle of the usage charts (spec 000 §4, 002 §4.5): the teaching cloud or the creative platform. */
import { Radio } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { UsagePlatform } from '@/types/analytics';

export function PlatformToggle({ value, onChange }: { value: UsagePlatform; onChange: (platform: UsagePlatform) => void }) {
  const t = useT();
  return (
    <Radio.Group
      aria-label={t('datacenter.heat.platform')}
      optionType="button"
      value={value}
      onChange={(e) => onChange(e.target.value as UsagePlatform)}
      options={[
        { label: t('datacenter.heat.teach'), value: 'teach' },
        { label: t('datacenter.heat.creative'), value: 'creative' },
      ]}
    />
  );
}

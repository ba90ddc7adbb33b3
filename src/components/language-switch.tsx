/** Switches between zh-CN and en-US; the choice persists (localStorage) and antd/dayjs follow it. */
import { Segmented } from 'antd';
import { LOCALES, useI18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/types/api';

export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'middle' }) {
  const { locale, setLocale, t } = useI18n();
  return (
    <Segmented<Locale>
      size={size}
      aria-label={t('common.language')}
      value={locale}
      onChange={setLocale}
      options={LOCALES.map((value) => ({ value, label: t(`common.language.${value}`) }))}
    />
  );
}

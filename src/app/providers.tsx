/** Everything a screen needs around it: languages, antd theme and locale, the query cache. */
import { useCallback, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import antdZhCN from 'antd/locale/zh_CN';
import antdEnUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider, detectLocale } from '@/lib/i18n/i18n';
import type { Locale } from '@/types/api';
import { catalogue } from './i18n/catalogue';
import { theme } from './theme';

const antdLocales = { 'zh-CN': antdZhCN, 'en-US': antdEnUS } as const;
const dayjsLocales = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(() => {
    const detected = detectLocale();
    dayjs.locale(dayjsLocales[detected]);
    return detected;
  });
  const onLocaleChange = useCallback((next: Locale) => {
    dayjs.locale(dayjsLocales[next]);
    setLocale(next);
  }, []);

  return (
    <I18nProvider catalogue={catalogue} initialLocale={locale} onLocaleChange={onLocaleChange}>
      <ConfigProvider locale={antdLocales[locale]} theme={theme}>
        <AntApp message={{ maxCount: 1 }}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>
  );
}

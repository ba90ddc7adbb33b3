/** Everything a screen needs around it: languages, antd theme and locale, the query cache. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider, detectLocale } from '@/lib/i18n/i18n';
import { AppNoticesProvider } from '@/lib/app-notices';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import type { Locale } from '@/types/api';
import { applyDayjsLocale, loadedBundle, loadedCatalogue, loadLocaleBundle, type LocaleBundle } from './i18n/locale-bundle';
import { themeFor } from './theme';
import { styleCache } from './antd-style-cache';

/** Renders once the reader's language has loaded (main.tsx preloads it, so normally at once). */
/** How long after the app is up the message and dialog code loads (when idle): see AppNoticesProvider. */
export const NOTICES_PRELOAD_AFTER_MS = 1500;

export function AppProviders({
  queryClient,
  locale,
  preloadNotices = false,
  children,
}: {
  queryClient: QueryClient;
  locale?: Locale;
  /** load the message and dialog code once the app is idle (the app does; tests need not) */
  preloadNotices?: boolean;
  children: ReactNode;
}) {
  const [initialLocale] = useState<Locale>(() => locale ?? detectLocale());
  const [bundle, setBundle] = useState<LocaleBundle | undefined>(() => loadedBundle(initialLocale));

  useEffect(() => {
    if (!bundle) void loadLocaleBundle(initialLocale).then(setBundle);
    else applyDayjsLocale(bundle);
  }, [bundle, initialLocale]);

  const onLocaleChange = useCallback((next: Locale) => setBundle(loadedBundle(next)), []);
  // Read once, as the app starts (hydrating the prerendered sign-in page too): antd puts its
  // motion switch around the whole tree only when it is off, so turning it off later would
  // mount every screen again and lose what was typed. A change of the system setting applies
  // from the next load (the charts follow it at once).
  const [theme] = useState(() => themeFor({ reduceMotion: prefersReducedMotion() }));

  if (!bundle) return null;
  return (
    <I18nProvider
      catalogue={loadedCatalogue}
      initialLocale={initialLocale}
      ensureLocale={loadLocaleBundle}
      onLocaleChange={onLocaleChange}
    >
      <StyleProvider cache={styleCache}>
        <ConfigProvider locale={bundle.antd} theme={theme}>
          <AppNoticesProvider preloadAfterMs={preloadNotices ? NOTICES_PRELOAD_AFTER_MS : undefined}>
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </AppNoticesProvider>
        </ConfigProvider>
      </StyleProvider>
    </I18nProvider>
  );
}

/**
 * A small message catalogue runtime: dotted keys, `{name}` placeholders and ICU-style plurals
 * (`{count, plural, one {# team} other {# teams}}`, format-message.ts), zh-CN and en-US.
 * Each area keeps its own catalogue files; app/ merges them and hands them to the provider.
 * `translate` also works outside React (the API client's global messages), through the
 * active catalogue the provider registers.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '@/types/api';
import { formatMessage } from './format-message';
import { detectLocale, LOCALE_STORAGE_KEY } from './pick-locale';

// The reader's language without React lives beside pickLocale (the demo's office viewer reads it too).
export { detectLocale };

export type Messages = Readonly<Record<string, string>>;
export type Catalogue = Readonly<Record<Locale, Messages>>;
export type Params = Readonly<Record<string, string | number>>;

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

let active: { locale: Locale; messages: Messages } = { locale: 'zh-CN', messages: {} };

/** Fills a message in a locale (the active one unless given): placeholders and plural forms. */
export function interpolate(template: string, params?: Params, locale: Locale = active.locale): string {
  return formatMessage(template, params, locale);
}

/** Translates with the active catalogue; an unknown key comes back as itself, so it shows up in review. */
export function translate(key: string, params?: Params): string {
  const template = active.messages[key];
  return template === undefined ? key : interpolate(template, params);
}

function setActiveCatalogue(locale: Locale, messages: Messages): void {
  active = { locale, messages };
}

export function activeLocale(): Locale {
  return active.locale;
}

export function persistLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // not persisted; the choice still holds for this page
  }
}

export type Translate = (key: string, params?: Params) => string;

interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);
const EMPTY: Messages = {};

export function I18nProvider({
  catalogue,
  initialLocale,
  onLocaleChange,
  ensureLocale,
  children,
}: {
  /** messages per locale; with `ensureLocale`, a locale's messages may arrive only when asked for */
  catalogue: Partial<Catalogue>;
  initialLocale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
  /** loads a locale's messages into `catalogue` before the switch happens */
  ensureLocale?: (locale: Locale) => Promise<unknown>;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? detectLocale());
  const messages = catalogue[locale] ?? EMPTY;
  useLayoutEffect(() => {
    setActiveCatalogue(locale, messages);
  }, [locale, messages]);

  useEffect(() => {
    // Written only when it differs (on a signed-in load the boot script's shell has set it already):
    // each write invalidates the whole page's language-dependent styles.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    onLocaleChange?.(locale);
  }, [locale, onLocaleChange]);

  const setLocale = useCallback(
    (next: Locale) => {
      persistLocale(next);
      if (!ensureLocale) return setLocaleState(next);
      void ensureLocale(next).then(() => setLocaleState(next));
    },
    [ensureLocale],
  );

  // Read at call time: a route area merged into the catalogue after this render (its page's
  // messages, loaded with the page) is found without re-rendering the whole tree.
  const t = useCallback<Translate>(
    (key, params) => {
      const template = messages[key] ?? catalogue[locale]?.[key];
      return template === undefined ? key : interpolate(template, params, locale);
    },
    [messages, catalogue, locale],
  );

  const value = useMemo(() => ({ locale, setLocale, t }), [locale, setLocale, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** The translate function alone, for components that do not switch the language. */
export function useT(): Translate {
  return useI18n().t;
}

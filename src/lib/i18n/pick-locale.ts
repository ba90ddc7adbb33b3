/**
 * The reader's language from a stored choice and the browser's languages. No React and no
 * imports: the prerendered sign-in page's inline script runs this same function
 * (src/app/prerendered-login.ts), and the tiny entry reads it before the app loads.
 */
import type { Locale } from '@/types/api';

export const LOCALE_STORAGE_KEY = 'tc.locale';

export function pickLocale(stored: string | null, languages: readonly string[]): Locale {
  if (stored === 'zh-CN' || stored === 'en-US') return stored;
  const first = languages.find(Boolean) ?? 'zh-CN';
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** The reader's language in this browser: the stored choice, else the browser's languages. */
export function detectLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // storage can be unavailable (private mode); fall back to the browser language
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLocale(stored, languages);
}

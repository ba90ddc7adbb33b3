/**
 * GET /docs/termsOfService.md (spec 001 §7): the terms-of-service dialog's document, a static
 * file of public/docs. The spec's file is the Chinese text; the English one sits beside it as
 * termsOfService.en-US.md. Not an API call: no token, no global response policy.
 */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import type { Locale } from '@/types/api';

export const termsKeys = {
  all: ['docs', 'termsOfService'] as const,
  one: (locale: Locale) => [...termsKeys.all, locale] as const,
};

export function termsUrl(locale: Locale): string {
  return `${import.meta.env.BASE_URL}docs/${locale === 'zh-CN' ? 'termsOfService.md' : 'termsOfService.en-US.md'}`;
}

export async function getTermsOfService(locale: Locale): Promise<string> {
  const response = await fetch(termsUrl(locale));
  // A dev or preview server answers unknown files with the app's index.html: not a document.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('text/html')) throw new Error(`termsOfService (${locale}) unavailable (${response.status})`);
  return response.text();
}

export function useTermsOfService(locale: Locale, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: termsKeys.one(locale), queryFn: () => getTermsOfService(locale), staleTime: Infinity, enabled }),
  );
}

/**
 * The static documents in public/docs/<name>.<locale>.md (spec 000 §2: "documents fetched
 * from static files"). They are not API calls: no token, no global response policy.
 */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import type { Locale } from '@/types/api';

export type DocumentName = 'agreement' | 'privacy' | 'note';

export const documentKeys = {
  all: ['docs'] as const,
  one: (name: DocumentName, locale: Locale) => [...documentKeys.all, name, locale] as const,
};

export function documentUrl(name: DocumentName, locale: Locale): string {
  return `${import.meta.env.BASE_URL}docs/${name}.${locale}.md`;
}

export async function getDocument(name: DocumentName, locale: Locale): Promise<string> {
  const response = await fetch(documentUrl(name, locale));
  // A dev or preview server answers unknown files with the app's index.html: not a document.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('text/html')) throw new Error(`document ${name}.${locale} unavailable (${response.status})`);
  return response.text();
}

export function documentQueryOptions(name: DocumentName, locale: Locale) {
  return queryOptions({
    queryKey: documentKeys.one(name, locale),
    queryFn: () => getDocument(name, locale),
    // The files change only with a deployment.
    staleTime: Infinity,
  });
}

export function useDocument(name: DocumentName, locale: Locale) {
  return useQuery(documentQueryOptions(name, locale));
}

/**
 * Slide decks: what a unit's or project's `ppt_furl` points at in this product (a manifest of
 * slide pictures, static files next to the app). Not API calls: no token, no global policy.
 */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import type { SlideDeck } from '@/types/content';

export const slideDeckKeys = {
  all: ['slide-decks'] as const,
  one: (url: string) => [...slideDeckKeys.all, url] as const,
};

export async function getSlideDeck(url: string): Promise<SlideDeck> {
  const response = await fetch(url);
  // A static host answers an unknown file with the app's index.html: not a deck.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('text/html')) throw new Error(`slide deck ${url} unavailable (${response.status})`);
  const deck = (await response.json()) as SlideDeck;
  if (!Array.isArray(deck.slides)) throw new Error(`slide deck ${url} has no slides`);
  return deck;
}

export function slideDeckQueryOptions(url: string) {
  // Decks change only with a deployment.
  return queryOptions({ queryKey: slideDeckKeys.one(url), queryFn: () => getSlideDeck(url), staleTime: Infinity, enabled: url !== '' });
}

export function useSlideDeck(url: string) {
  return useQuery(slideDeckQueryOptions(url));
}

/**
 * antd's style cache for the whole app, started from the build's seed on a signed-in full load
 * (issue 31). antd derives its theme's tokens and each component type's CSS variables the first
 * time they render, and inserts each set of variables as a style; the build's stylesheet already
 * holds them all, and the build has computed the cache's entries once for each of the app's two
 * themes, with and without motion (scripts/antd-static-style.ts, `virtual:antd-style-seed-…`).
 * With them in the cache, antd finds them instead of computing and inserting them. An entry the
 * seed does not have (a component type the build does not render) is computed as before.
 */
import { createCache } from '@ant-design/cssinjs';

export type StyleSeed = readonly (readonly [path: string, value: unknown[]])[];

/** The cache the app's StyleProvider gives antd (src/app/providers.tsx). */
export const styleCache = createCache();

/**
 * Puts the seed's entries into the cache, each held once for good: a component type's entry stays
 * when the last of its kind leaves the page, instead of being dropped and computed again on the
 * next one. An entry already computed is left as it is. Returns how many it added.
 */
export function seedStyleCache(seed: StyleSeed, cache = styleCache): number {
  let added = 0;
  for (const [path, value] of seed) {
    if (cache.opGet(path)) continue;
    cache.opUpdate(path, () => [1, value]);
    added++;
  }
  return added;
}

/**
 * Loads the seed of the theme the app renders with (src/app/providers.tsx: with or without motion)
 * and puts it in the cache: a chunk of its own, which the sign-in page's first visit does without.
 * A seed that fails to load leaves antd computing its tokens, as without one.
 */
export function loadStyleSeed(reduceMotion: boolean): Promise<void> {
  const chunk = reduceMotion ? import('virtual:antd-style-seed-reduced-motion') : import('virtual:antd-style-seed-motion');
  return chunk.then(
    ({ default: seed }) => void seedStyleCache(seed),
    () => undefined,
  );
}

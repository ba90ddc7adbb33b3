import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVATAR_PATHS, CARD_PATHS, COVER_PATHS } from '../mocks/db/content-people';

describe('demo pictures', () => {
  it('every cover of the demo world is a file under public/, next to the SVG it was rendered from (npm run covers)', () => {
    for (const path of COVER_PATHS) {
      expect(existsSync(`public${path}`), path).toBe(true);
      expect(existsSync(`public${path.replace(/\.jpg$/, '.svg')}`), path).toBe(true);
    }
  });

  it('every avatar and login card of the demo world is a file under public/', () => {
    for (const path of [...AVATAR_PATHS, ...CARD_PATHS]) expect(existsSync(`public${path}`), path).toBe(true);
  });
});

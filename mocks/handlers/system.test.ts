import { describe, expect, it } from 'vitest';
import { COVER_PATHS } from '../db/content-people';

describe('GET /api/v1/covers/', () => {
  it('answers a random cover of the demo world, which exists', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await fetch('http://localhost/api/v1/covers/');
      expect(res.status).toBe(200);
      const { image } = (await res.json()) as { image: string };
      expect(COVER_PATHS).toContain(image);
      seen.add(image);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

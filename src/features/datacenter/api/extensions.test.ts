import { describe, expect, it } from 'vitest';
import { extensionsQueryOptions } from './extensions';

describe('extension list', () => {
  it('refreshes every 30 minutes (1,800,000 ms, spec 000 §7)', () => {
    const options = extensionsQueryOptions({ userName: 'someone' });
    expect(options.refetchInterval).toBe(30 * 60 * 1000);
    expect(options.queryKey).toEqual(['datacenter', 'someone', 'extend', {}]);
  });
});

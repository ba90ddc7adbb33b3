import { describe, expect, it } from 'vitest';
import { stripCoverPrefix } from './covers';

describe('stripCoverPrefix', () => {
  it('strips the covers/ storage prefix only at the start', () => {
    expect(stripCoverPrefix('covers/https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(stripCoverPrefix('/covers/game.svg')).toBe('/covers/game.svg');
    expect(stripCoverPrefix(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { HISTORY_TITLE_MAX, truncateTitle } from './history-title';

describe('truncateTitle', () => {
  it('keeps titles of at most 30 characters whole', () => {
    expect(truncateTitle('')).toEqual({ text: '', truncated: false });
    const thirty = 'a'.repeat(HISTORY_TITLE_MAX);
    expect(truncateTitle(thirty)).toEqual({ text: thirty, truncated: false });
  });

  it('cuts longer ones after 30 characters with an ellipsis', () => {
    expect(truncateTitle('b'.repeat(31))).toEqual({ text: `${'b'.repeat(30)}…`, truncated: true });
  });

  it('counts characters, not UTF-16 units', () => {
    const cjk = '编程入门第一课'.repeat(5); // 35 characters
    const { text, truncated } = truncateTitle(cjk);
    expect(truncated).toBe(true);
    expect(Array.from(text)).toHaveLength(31);
    expect(truncateTitle('😀'.repeat(30)).truncated).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml, hoursOf, progressAxisMax, shortDay, truncateTitle } from './format';

describe('hours', () => {
  it.each([
    [0, 0], [3600, 1], [5400, 1.5], [1799, 0.5], [179, 0], [180, 0.1], [86400, 24], [45 * 60, 0.8],
  ])('%i seconds is %d hours', (seconds, hours) => {
    expect(hoursOf(seconds)).toBe(hours);
  });
});

describe('course titles', () => {
  it('keeps titles of up to 30 characters', () => {
    expect(truncateTitle('a'.repeat(30))).toBe('a'.repeat(30));
  });
  it('cuts longer ones at 30 with an ellipsis', () => {
    expect(truncateTitle('b'.repeat(31))).toBe(`${'b'.repeat(30)}…`);
  });
  it('counts Chinese characters as one each', () => {
    const title = '编程'.repeat(16);
    expect(truncateTitle(title)).toBe(`${'编程'.repeat(15)}…`);
  });
});

describe('progress axis', () => {
  it.each([
    [[], 1], [[0, 0], 1], [[0.4], 1], [[2.1, 3], 3], [[2.1], 3], [[23.5], 24], [[30], 24], [[5, Number.NaN], 5],
  ])('%j tops out at %i hours', (hours, max) => {
    expect(progressAxisMax(hours)).toBe(max);
  });
});

it('short day', () => {
  expect(shortDay('2026-03-07')).toBe('03/07');
});

it('escapes user text for the HTML tooltips', () => {
  expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
});

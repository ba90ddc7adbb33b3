import { describe, expect, it } from 'vitest';
import { pageAfterRemoval, readChoice, readListState, searchState, writeChoice, writeListState } from './list-params';

describe('readListState', () => {
  it.each([
    ['', { page: 1, search: '' }],
    ['page=3', { page: 3, search: '' }],
    ['page=0', { page: 1, search: '' }],
    ['page=-2', { page: 1, search: '' }],
    ['page=abc', { page: 1, search: '' }],
    ['page=2&search=%20games%20', { page: 2, search: 'games' }],
  ])('%s', (query, expected) => {
    expect(readListState(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('writeListState', () => {
  it('keeps other parameters and leaves out page 1 and a blank search', () => {
    const base = new URLSearchParams('user=student&page=4&search=x');
    expect(writeListState(base, { page: 1, search: '  ' }).toString()).toBe('user=student');
    expect(writeListState(base, { page: 2, search: ' cats ' }).toString()).toBe('user=student&page=2&search=cats');
    expect(base.toString()).toBe('user=student&page=4&search=x');
  });

  it('a search trims and resets to page 1', () => {
    expect(searchState('  space  ')).toEqual({ page: 1, search: 'space' });
  });
});

describe('pageAfterRemoval', () => {
  it.each([
    [3, 10, 21, 3],
    [3, 10, 20, 2],
    [1, 10, 0, 1],
    [2, 8, 9, 2],
    [2, 8, 8, 1],
  ])('page %i of size %i with %i left: %i', (page, size, count, expected) => {
    expect(pageAfterRemoval(page, size, count)).toBe(expected);
  });
});

describe('extra list parameters', () => {
  const allowed = ['a', 'b'] as const;
  it.each([
    ['?order=b', 'b'],
    ['?order=c', 'a'],
    ['', 'a'],
  ])('%s reads %s', (search, expected) => {
    expect(readChoice(new URLSearchParams(search), 'order', allowed, 'a')).toBe(expected);
  });

  it('writes a value, drops the default, keeps the rest', () => {
    expect(writeChoice(new URLSearchParams('page=2'), 'order', 'b', 'a').toString()).toBe('page=2&order=b');
    expect(writeChoice(new URLSearchParams('page=2&order=b'), 'order', 'a', 'a').toString()).toBe('page=2');
  });
});

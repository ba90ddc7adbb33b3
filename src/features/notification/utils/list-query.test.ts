import { describe, expect, it } from 'vitest';
import { offsetLimit, readListQuery, writeListQuery } from './list-query';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('list query', () => {
  it('defaults to page 1 of 50, all kinds', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 50, kind: null });
  });

  it('reads valid values and ignores others', () => {
    expect(read('page=3&page_size=150&kind=studio')).toEqual({ page: 3, pageSize: 150, kind: 'studio' });
    expect(read('page=0&page_size=60&kind=likes')).toEqual({ page: 1, pageSize: 50, kind: null });
    expect(read('page=2.5&page_size=abc')).toEqual({ page: 1, pageSize: 50, kind: null });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeListQuery({ page: 1, pageSize: 50, kind: null }).toString()).toBe('');
    const q = { page: 2, pageSize: 200, kind: 'campus' as const };
    expect(readListQuery(writeListQuery(q))).toEqual(q);
  });

  it('turns a page into offset and limit', () => {
    expect(offsetLimit({ page: 3, pageSize: 100 })).toEqual({ offset: 200, limit: 100 });
  });
});

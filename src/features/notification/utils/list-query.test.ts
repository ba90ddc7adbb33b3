import { describe, expect, it } from 'vitest';
import { offsetLimit, readListQuery, writeListQuery } from './list-query';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('list query', () => {
  it('defaults to page 1 of 50, all kinds', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 50, kind: null, unread: false });
  });

  it('reads valid values and ignores others', () => {
    expect(read('page=3&page_size=150&kind=studio')).toEqual({ page: 3, pageSize: 150, kind: 'studio', unread: false });
    expect(read('page=0&page_size=60&kind=likes')).toEqual({ page: 1, pageSize: 50, kind: null, unread: false });
    expect(read('page=2.5&page_size=abc')).toEqual({ page: 1, pageSize: 50, kind: null, unread: false });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeListQuery({ page: 1, pageSize: 50, kind: null, unread: false }).toString()).toBe('');
    const q = { page: 2, pageSize: 200, kind: 'campus' as const, unread: true };
    expect(readListQuery(writeListQuery(q))).toEqual(q);
  });

  it('reads unread=true, and takes the remembered filters only when the address names none', () => {
    const remembered = { kind: 'system' as const, unread: true };
    expect(read('unread=true')).toMatchObject({ kind: null, unread: true });
    expect(readListQuery(new URLSearchParams('page=2'), remembered)).toMatchObject({ page: 2, kind: 'system', unread: true });
    expect(readListQuery(new URLSearchParams('kind=studio'), remembered)).toMatchObject({ kind: 'studio', unread: false });
    expect(writeListQuery({ page: 1, pageSize: 50, kind: null, unread: true }).toString()).toBe('unread=true');
  });

  it('turns a page into offset and limit', () => {
    expect(offsetLimit({ page: 3, pageSize: 100 })).toEqual({ offset: 200, limit: 100 });
  });
});

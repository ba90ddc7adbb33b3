import { describe, expect, it } from 'vitest';
import {
  columnSortOrder,
  orderFor,
  projectListParams,
  readProjectListState,
  withFilter,
  writeProjectListState,
} from './project-list-state';

const read = (query: string) => readProjectListState(new URLSearchParams(query));

describe('project list state', () => {
  it('reads leniently', () => {
    expect(read('')).toEqual({ page: 1, search: '', status: 'all', platform: 'all', order: '' });
    expect(read('page=3&search=%20cat%20&status=public&platform=snap&order=-created_at')).toEqual({
      page: 3, search: 'cat', status: 'public', platform: 'snap', order: '-created_at',
    });
    expect(read('page=-2&status=secret&platform=flash&order=views')).toEqual({ page: 1, search: '', status: 'all', platform: 'all', order: '' });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeProjectListState(read('')).toString()).toBe('');
    const state = read('page=2&search=cat&status=private&platform=scratch&order=title');
    expect(read(writeProjectListState(state).toString())).toEqual(state);
  });

  it('starts filters from page 1', () => {
    expect(withFilter(read('page=4'), { status: 'public' })).toMatchObject({ page: 1, status: 'public' });
  });

  it('turns the state into the list call', () => {
    expect(projectListParams(read(''))).toEqual({ page: 1, page_size: 8, q: '' });
    expect(projectListParams(read('status=private&platform=snap&order=-updated_at&search=x'))).toEqual({
      page: 1, page_size: 8, q: 'x', lms_public: false, platform: 'snap', order_str: '-updated_at',
    });
    expect(projectListParams(read('status=public')).lms_public).toBe(true);
  });

  it('maps sort orders to and from the table', () => {
    expect(columnSortOrder('title', 'title')).toBe('ascend');
    expect(columnSortOrder('-title', 'title')).toBe('descend');
    expect(columnSortOrder('-title', 'created_at')).toBeNull();
    expect(orderFor('created_at', 'descend')).toBe('-created_at');
    expect(orderFor('created_at', 'ascend')).toBe('created_at');
    expect(orderFor('created_at', null)).toBe('');
  });
});

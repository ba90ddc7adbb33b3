import { describe, expect, it } from 'vitest';
import { courseProjectListQuery } from '@/api/course-projects';
import type { ProjectTagField, SearchListGroup } from '@/types/content';
import { chosenTags, clearTags, hasActiveFilters, knownTags, readExploreState, toggleTag, toProjectListParams, writeExploreState } from './explore-query';

const read = (query: string) => readExploreState(new URLSearchParams(query));
const SEARCH_LIST: SearchListGroup<ProjectTagField>[] = [
  { field: 'difficult_tags', values: ['primary', 'mid', 'high'] },
  { field: 'knowledge_tags', values: ['logic', 'strings'] },
  { field: 'key_tags', values: ['AI'] },
  { field: 'result_tags', values: ['game'] },
  { field: 'hardware_tags', values: ['none', 'camera'] },
];

describe('the explore page in the address', () => {
  it('defaults to all types, no tags, page 1', () => {
    const state = read('');
    expect(state).toMatchObject({ page: 1, search: '', type: 'all' });
    expect(chosenTags(state.tags)).toEqual([]);
    expect(writeExploreState(state).toString()).toBe('');
    expect(hasActiveFilters(state)).toBe(false);
  });

  it('reads and writes type, tags, search and page', () => {
    const state = read('type=space&difficulty=high&knowledge=logic&knowledge=strings&hardware=camera&search=+robot+&page=2');
    expect(state).toEqual({
      page: 2,
      search: 'robot',
      type: 'space',
      tags: { difficult_tags: ['high'], knowledge_tags: ['logic', 'strings'], key_tags: [], result_tags: [], hardware_tags: ['camera'] },
    });
    expect(read(writeExploreState(state).toString())).toEqual(state);
    expect(chosenTags(state.tags).map((c) => c.value)).toEqual(['high', 'logic', 'strings', 'camera']);
  });

  it('reads unknown types and bad pages as the defaults, and drops tags the server does not offer', () => {
    expect(read('type=hardware&page=-1')).toMatchObject({ type: 'all', page: 1 });
    const state = read('knowledge=logic&knowledge=teleporting&key=AI');
    expect(knownTags(state.tags, SEARCH_LIST)).toMatchObject({ knowledge_tags: ['logic'], key_tags: ['AI'] });
  });

  it('toggles and clears tags, back to page 1', () => {
    const state = read('key=AI&page=3');
    const added = toggleTag(state, 'difficult_tags', 'mid');
    expect(added).toMatchObject({ page: 1, tags: { difficult_tags: ['mid'], key_tags: ['AI'] } });
    expect(toggleTag(added, 'key_tags', 'AI').tags.key_tags).toEqual([]);
    expect(chosenTags(clearTags(added).tags)).toEqual([]);
    expect(clearTags(added, 'key_tags').tags).toMatchObject({ key_tags: [], difficult_tags: ['mid'] });
  });
});

describe('from the address to the list call', () => {
  it('sends the category, q and each family joined by | in a stable order', () => {
    expect(courseProjectListQuery(toProjectListParams(read('type=software&knowledge=strings&knowledge=logic&search=game&page=2')))).toEqual({
      page: 2,
      page_size: 15,
      category: 'software',
      q: 'game',
      knowledge_tags: 'logic|strings',
    });
    expect(courseProjectListQuery(toProjectListParams(read('')))).toEqual({ page: 1, page_size: 15 });
  });
});

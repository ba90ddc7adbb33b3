import { describe, expect, it } from 'vitest';
import { courseListQuery } from '@/api/courses';
import type { CourseFilterField, SearchListGroup } from '@/types/content';
import { clearAll, clearFilter, hasActiveFilters, knownFilters, readCatalogueState, toCourseListParams, toggleFilter, writeCatalogueState } from './catalogue-query';

const read = (query: string) => readCatalogueState(new URLSearchParams(query));
const SEARCH_LIST: SearchListGroup<CourseFilterField>[] = [
  { field: 'new_program_platform', values: ['Scratch', 'Python', 'C++'] },
  { field: 'new_teaching_aid', values: ['No kit', 'micro:bit'] },
  { field: 'new_course_type', values: ['Python'] },
  { field: 'new_suit_tags', values: ['Grade 3-4', 'Junior High'] },
];

describe('the catalogue in the address', () => {
  it('defaults every filter to all, page 1, no search', () => {
    const state = read('');
    expect(state).toEqual({ page: 1, search: '', type: 'all', filters: { new_program_platform: [], new_teaching_aid: [], new_course_type: [], new_suit_tags: [] } });
    expect(writeCatalogueState(state).toString()).toBe('');
    expect(hasActiveFilters(state)).toBe(false);
  });

  it('reads and writes every part, repeated values for several of a filter', () => {
    const state = read('platform=Scratch&platform=C%2B%2B&aid=micro%3Abit&course_type=Python&stage=Grade+3-4&type=series&search=+robot+&page=3');
    expect(state).toEqual({
      page: 3,
      search: 'robot',
      type: 'series',
      filters: { new_program_platform: ['Scratch', 'C++'], new_teaching_aid: ['micro:bit'], new_course_type: ['Python'], new_suit_tags: ['Grade 3-4'] },
    });
    expect(read(writeCatalogueState(state).toString())).toEqual(state);
    expect(hasActiveFilters(state)).toBe(true);
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=9999999'])('reads a bad page (%s) as page 1', (query) => {
    expect(read(query).page).toBe(1);
  });

  it('ignores an unknown type and empty or repeated values', () => {
    expect(read('type=everything').type).toBe('all');
    expect(read('platform=&platform=Scratch&platform=Scratch&platform=+').filters.new_program_platform).toEqual(['Scratch']);
  });

  it('drops values the server does not offer, keeps the rest', () => {
    const state = read('platform=Scratch&platform=Teleporter&aid=micro%3Abit&stage=Nursery');
    expect(knownFilters(state.filters, SEARCH_LIST)).toEqual({ new_program_platform: ['Scratch'], new_teaching_aid: ['micro:bit'], new_course_type: [], new_suit_tags: [] });
    expect(knownFilters(state.filters, undefined)).toBe(state.filters);
  });

  it('toggles values and clears filters, back to page 1 each time', () => {
    const state = read('platform=Scratch&page=4');
    const added = toggleFilter(state, 'new_program_platform', 'Python');
    expect(added.filters.new_program_platform).toEqual(['Scratch', 'Python']);
    expect(added.page).toBe(1);
    expect(toggleFilter(added, 'new_program_platform', 'Scratch').filters.new_program_platform).toEqual(['Python']);
    expect(clearFilter({ ...added, page: 2 }, 'new_program_platform')).toMatchObject({ page: 1, filters: { new_program_platform: [] } });
    expect(writeCatalogueState(clearAll(read('platform=Scratch&search=x&type=single&page=2'))).toString()).toBe('');
  });
});

describe('from the address to the list call', () => {
  it('joins several values of a filter with | as patterns, escaped, in a stable order', () => {
    const params = toCourseListParams(read('platform=Scratch&platform=C%2B%2B&stage=Grade+3-4&type=single&search=robot&page=2'));
    expect(courseListQuery(params)).toEqual({
      page: 2,
      page_size: 15,
      q: 'robot',
      is_series: false,
      new_program_platform__iregex: 'C\\+\\+|Scratch',
      new_suit_tags__iregex: 'Grade 3-4',
    });
    const reordered = toCourseListParams(read('platform=C%2B%2B&platform=Scratch&stage=Grade+3-4&type=single&search=robot&page=2'));
    expect(courseListQuery(reordered)).toEqual(courseListQuery(params));
  });

  it('sends nothing for filters at all', () => {
    expect(courseListQuery(toCourseListParams(read('')))).toEqual({ page: 1, page_size: 15 });
    expect(courseListQuery(toCourseListParams(read('type=series')))).toEqual({ page: 1, page_size: 15, is_series: true });
  });
});

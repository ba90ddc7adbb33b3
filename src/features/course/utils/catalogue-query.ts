/**
 * The catalogue's state in the address (spec 000 §2, 001 §2: page, search, type and the four
 * filters, each defaulting to all), so a link or a reload restores the view, and its mapping to
 * the list call. Several values of a filter are repeated parameters (`?platform=Scratch&platform=Snap`);
 * the call joins them with `|` (src/api/courses.ts). Values the server does not offer are
 * dropped, not an error page.
 */
import { COURSE_FILTER_FIELDS, type CourseListParams } from '@/api/courses';
import type { CourseFilterField, SearchListGroup } from '@/types/content';

/** all courses, series only, single courses only */
export const COURSE_TYPES = ['all', 'series', 'single'] as const;
export type CourseKind = (typeof COURSE_TYPES)[number];

/** The address's name of each filter. */
export const FILTER_PARAMS: Readonly<Record<CourseFilterField, string>> = {
  new_program_platform: 'platform',
  new_teaching_aid: 'aid',
  new_course_type: 'course_type',
  new_suit_tags: 'stage',
};

export type CourseFilters = Readonly<Record<CourseFilterField, readonly string[]>>;

export interface CatalogueState {
  page: number;
  search: string;
  type: CourseKind;
  filters: CourseFilters;
}

const NO_FILTERS: CourseFilters = { new_program_platform: [], new_teaching_aid: [], new_course_type: [], new_suit_tags: [] };

function pageOf(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const type = params.get('type');
  const filters = { ...NO_FILTERS };
  for (const field of COURSE_FILTER_FIELDS) {
    filters[field] = [...new Set(params.getAll(FILTER_PARAMS[field]).map((v) => v.trim()).filter(Boolean))];
  }
  return {
    page: pageOf(params.get('page')),
    search: (params.get('search') ?? '').trim(),
    type: COURSE_TYPES.find((t) => t === type) ?? 'all',
    filters,
  };
}

/** The address of a state: defaults are left out, so the plain catalogue is just /course. */
export function writeCatalogueState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of COURSE_FILTER_FIELDS) for (const value of state.filters[field]) params.append(FILTER_PARAMS[field], value);
  if (state.type !== 'all') params.set('type', state.type);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Only the values the server offers (its `search_list`); without a list yet, everything stays. */
export function knownFilters(filters: CourseFilters, searchList: readonly SearchListGroup<CourseFilterField>[] | undefined): CourseFilters {
  if (!searchList) return filters;
  const out = { ...NO_FILTERS };
  for (const field of COURSE_FILTER_FIELDS) {
    const offered = new Set(searchList.find((g) => g.field === field)?.values ?? []);
    out[field] = filters[field].filter((v) => offered.has(v));
  }
  return out;
}

export function hasActiveFilters(state: Pick<CatalogueState, 'filters' | 'type' | 'search'>): boolean {
  return state.type !== 'all' || state.search !== '' || COURSE_FILTER_FIELDS.some((f) => state.filters[f].length > 0);
}

/** Adds or removes one value of a filter; back to page 1. */
export function toggleFilter(state: CatalogueState, field: CourseFilterField, value: string): CatalogueState {
  const current = state.filters[field];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 1, filters: { ...state.filters, [field]: next } };
}

/** "All" of a filter; back to page 1. */
export function clearFilter(state: CatalogueState, field: CourseFilterField): CatalogueState {
  return { ...state, page: 1, filters: { ...state.filters, [field]: [] } };
}

export function clearAll(state: CatalogueState): CatalogueState {
  return { ...state, page: 1, search: '', type: 'all', filters: NO_FILTERS };
}

/** The list call of a state. */
export function toCourseListParams(state: CatalogueState): CourseListParams {
  return {
    page: state.page,
    q: state.search,
    is_series: state.type === 'all' ? undefined : state.type === 'series',
    filters: state.filters,
  };
}

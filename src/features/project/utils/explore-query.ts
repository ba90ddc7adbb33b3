/**
 * The explore page's state in the address (spec 001 §2: type, search, page and the tag
 * filters), so a link or a reload restores the view, and its mapping to the list call. Several
 * tags of a family are repeated parameters; the call joins them with `|`. Values the server does
 * not offer are dropped, not an error page.
 */
import { PROJECT_TAG_FIELDS, type CourseProjectListParams } from '@/api/course-projects';
import type { ProjectCategory, ProjectTagField, SearchListGroup } from '@/types/content';

export const PROJECT_TYPES = ['all', 'space', 'software'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The address's name of each tag family. */
export const TAG_PARAMS: Readonly<Record<ProjectTagField, string>> = {
  difficult_tags: 'difficulty',
  knowledge_tags: 'knowledge',
  key_tags: 'key',
  result_tags: 'result',
  hardware_tags: 'hardware',
};

export type ProjectTags = Readonly<Record<ProjectTagField, readonly string[]>>;

export interface ExploreState {
  page: number;
  search: string;
  type: ProjectType;
  tags: ProjectTags;
}

export const NO_TAGS: ProjectTags = { difficult_tags: [], knowledge_tags: [], key_tags: [], result_tags: [], hardware_tags: [] };

export function readExploreState(params: URLSearchParams): ExploreState {
  const rawPage = params.get('page');
  const type = params.get('type');
  const tags = { ...NO_TAGS };
  for (const field of PROJECT_TAG_FIELDS) tags[field] = [...new Set(params.getAll(TAG_PARAMS[field]).map((v) => v.trim()).filter(Boolean))];
  return {
    page: rawPage !== null && /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1,
    search: (params.get('search') ?? '').trim(),
    type: PROJECT_TYPES.find((t) => t === type) ?? 'all',
    tags,
  };
}

export function writeExploreState(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type !== 'all') params.set('type', state.type);
  for (const field of PROJECT_TAG_FIELDS) for (const value of state.tags[field]) params.append(TAG_PARAMS[field], value);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function knownTags(tags: ProjectTags, searchList: readonly SearchListGroup<ProjectTagField>[] | undefined): ProjectTags {
  if (!searchList) return tags;
  const out = { ...NO_TAGS };
  for (const field of PROJECT_TAG_FIELDS) {
    const offered = new Set(searchList.find((g) => g.field === field)?.values ?? []);
    out[field] = tags[field].filter((v) => offered.has(v));
  }
  return out;
}

/** Every chosen tag, family by family, for the "chosen" summary. */
export function chosenTags(tags: ProjectTags): { field: ProjectTagField; value: string }[] {
  return PROJECT_TAG_FIELDS.flatMap((field) => tags[field].map((value) => ({ field, value })));
}

export function toggleTag(state: ExploreState, field: ProjectTagField, value: string): ExploreState {
  const current = state.tags[field];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 1, tags: { ...state.tags, [field]: next } };
}

export function clearTags(state: ExploreState, field?: ProjectTagField): ExploreState {
  return { ...state, page: 1, tags: field ? { ...state.tags, [field]: [] } : NO_TAGS };
}

export function hasActiveFilters(state: ExploreState): boolean {
  return state.search !== '' || chosenTags(state.tags).length > 0;
}

export function toProjectListParams(state: ExploreState): CourseProjectListParams {
  const category: ProjectCategory | undefined = state.type === 'all' ? undefined : state.type;
  return { page: state.page, q: state.search, category, tags: state.tags };
}

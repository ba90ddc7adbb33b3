/**
 * Community (explore) projects (spec 001 §2 "/project", §3 "Project", §7 "Courses and projects"):
 * - GET /api/v1/courseprojects/ (path chosen): paged, `category` (space, software), `q` and the
 *   tag families (difficult_tags, knowledge_tags, key_tags, result_tags, hardware_tags; several
 *   values joined by `|`); answers `search_list` with every tag family's values;
 * - GET /api/v1/courseprojects/{id}/ and
 *   GET /api/v1/courseprojects/{id}/courseproject_detail/: a project and its document.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { CourseProject, CourseProjectCard, FilteredPage, ProjectCategory, ProjectDocument, ProjectTagField } from '@/types/content';

/** Explore page size (spec 001 §9). */
export const PROJECT_PAGE_SIZE = 15;

/** The tag families in the order the explore page shows them. */
export const PROJECT_TAG_FIELDS: readonly ProjectTagField[] = ['difficult_tags', 'knowledge_tags', 'key_tags', 'result_tags', 'hardware_tags'];

export interface CourseProjectListParams {
  page?: number;
  page_size?: number;
  /** undefined: all types */
  category?: ProjectCategory;
  q?: string;
  tags?: Partial<Record<ProjectTagField, readonly string[]>>;
}

/** The query string of an explore request, filled in the same way for equal lists. */
export function courseProjectListQuery(params: CourseProjectListParams): Record<string, string | number> {
  const out: Record<string, string | number> = { page: params.page ?? 1, page_size: params.page_size ?? PROJECT_PAGE_SIZE };
  if (params.category) out.category = params.category;
  const q = (params.q ?? '').trim();
  if (q) out.q = q;
  for (const field of PROJECT_TAG_FIELDS) {
    const values = [...new Set((params.tags?.[field] ?? []).map((v) => v.trim()).filter(Boolean))].sort();
    if (values.length > 0) out[field] = values.join('|');
  }
  return out;
}

export const courseProjectKeys = {
  all: ['course-projects'] as const,
  lists: () => [...courseProjectKeys.all, 'list'] as const,
  list: (params: CourseProjectListParams) => [...courseProjectKeys.lists(), courseProjectListQuery(params)] as const,
  detail: (id: number) => [...courseProjectKeys.all, 'detail', id] as const,
  document: (id: number, search: string) => [...courseProjectKeys.detail(id), 'document', search] as const,
};

export function getCourseProjects(params: CourseProjectListParams = {}): Promise<FilteredPage<CourseProjectCard, ProjectTagField>> {
  return apiGet('/api/v1/courseprojects/', { params: courseProjectListQuery(params) });
}

export function courseProjectsQueryOptions(params: CourseProjectListParams = {}) {
  return queryOptions({ queryKey: courseProjectKeys.list(params), queryFn: () => getCourseProjects(params), placeholderData: keepPreviousData });
}

export function useCourseProjects(params: CourseProjectListParams = {}) {
  return useQuery(courseProjectsQueryOptions(params));
}

export function getCourseProject(id: number): Promise<CourseProject> {
  return apiGet(`/api/v1/courseprojects/${id}/`);
}

/** null: a malformed id in the address, nothing to ask for (the page shows 404). */
export function useCourseProject(id: number | null) {
  return useQuery({ queryKey: courseProjectKeys.detail(id ?? 0), queryFn: () => getCourseProject(id ?? 0), retry: false, enabled: id !== null });
}

/** The project's document; `search` is the page's query string (spec 001 §7 `courseproject_detail/{search}`). */
export function getProjectDocument(id: number, search = ''): Promise<ProjectDocument> {
  const query = new URLSearchParams(search).toString();
  return apiGet(`/api/v1/courseprojects/${id}/courseproject_detail/${query ? `?${query}` : ''}`);
}

export function useProjectDocument(id: number, search = '') {
  return useQuery({ queryKey: courseProjectKeys.document(id, search), queryFn: () => getProjectDocument(id, search), retry: false });
}

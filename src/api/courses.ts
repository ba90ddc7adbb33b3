/**
 * Courses (spec 001 §2 "Catalogue and content", §7 "Courses and projects"):
 * - GET /api/v1/courses/ (path chosen): the catalogue a caller may open, paged, with the
 *   four `__iregex` filters (values joined by `|`), `is_series`, `q`; answers `search_list`;
 * - GET /api/v1/courses/hot/: the six hot courses;
 * - GET /api/v1/courses/{id}/ and GET /api/v1/courses/{id}/course_detail/?unit_id=: a course and
 *   one unit of it (document URL, slides, video, teacher part, service code);
 * - GET /api/v1/course_bags/ (path chosen) and GET /api/v1/course_bags/{id}/: course bags;
 * - GET /api/v1/get_token_info/ and GET /api/v1/refresh_token_info/: office preview tokens, and
 *   GET /api/v1/office_preview/ (chosen): what the office viewer shows for a token;
 * - POST /api/v1/courses/{id}/feedback/ and POST /api/v1/courses/{id}/grade/.
 *
 * One key factory for every list of courses: the team and campus course lists of other areas
 * add their keys under `courseKeys.lists()` with `courseKeys.scopedList(scope, …)`, so a change
 * to which courses a team or teacher has refreshes the catalogue and every other list at once.
 */
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import type {
  Course,
  CourseBag,
  CourseBagCard,
  CourseCard,
  CourseFilterField,
  CourseGrade,
  FilteredPage,
  OfficeTokenInfo,
  SuccessAnswer,
  UnitDetail,
} from '@/types/content';

/** Catalogue page size (spec 001 §9). */
export const COURSE_PAGE_SIZE = 15;
/** The hot-courses block (spec 001 §9). */
export const HOT_COURSE_COUNT = 6;

/** The catalogue's filters in the order the page shows them. */
export const COURSE_FILTER_FIELDS: readonly CourseFilterField[] = [
  'new_program_platform',
  'new_teaching_aid',
  'new_course_type',
  'new_suit_tags',
];

export interface CourseListParams {
  page?: number;
  page_size?: number;
  /** title search, trimmed before sending */
  q?: string;
  /** true: series only; false: single courses only; undefined: both */
  is_series?: boolean;
  /** each filter: no values (or none given) means all */
  filters?: Partial<Record<CourseFilterField, readonly string[]>>;
}

/** Regular-expression characters of a value, escaped: `__iregex` is a pattern, values are text ("C++"). */
export function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The query string of a catalogue request: every parameter filled in the same way, so equal
 * lists share one cache entry (filter values sorted, empty ones left out).
 */
export function courseListQuery(params: CourseListParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = { page: params.page ?? 1, page_size: params.page_size ?? COURSE_PAGE_SIZE };
  const q = (params.q ?? '').trim();
  if (q) out.q = q;
  if (params.is_series !== undefined) out.is_series = params.is_series;
  for (const field of COURSE_FILTER_FIELDS) {
    const values = [...new Set((params.filters?.[field] ?? []).map((v) => v.trim()).filter(Boolean))].sort();
    if (values.length > 0) out[`${field}__iregex`] = values.map(escapeRegex).join('|');
  }
  return out;
}

export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (params: CourseListParams) => [...courseKeys.lists(), 'catalogue', courseListQuery(params)] as const,
  /** another area's list of courses (a team's, a campus's), refreshed with the catalogue */
  scopedList: (scope: string, ...parts: readonly unknown[]) => [...courseKeys.lists(), scope, ...parts] as const,
  hot: () => [...courseKeys.lists(), 'hot'] as const,
  bags: () => [...courseKeys.lists(), 'bags'] as const,
  bag: (id: number) => [...courseKeys.all, 'bag', id] as const,
  detail: (id: number) => [...courseKeys.all, 'detail', id] as const,
  unit: (id: number, unitId: number) => [...courseKeys.detail(id), 'unit', unitId] as const,
  officeToken: (unitId: number) => [...courseKeys.all, 'office-token', unitId] as const,
};

// --- lists -----------------------------------------------------------------------------------------

export function getCourses(params: CourseListParams = {}): Promise<FilteredPage<CourseCard, CourseFilterField>> {
  return apiGet('/api/v1/courses/', { params: courseListQuery(params) });
}

export function coursesQueryOptions(params: CourseListParams = {}) {
  return queryOptions({ queryKey: courseKeys.list(params), queryFn: () => getCourses(params), placeholderData: keepPreviousData });
}

export function useCourses(params: CourseListParams = {}) {
  return useQuery(coursesQueryOptions(params));
}

export function getHotCourses(): Promise<CourseCard[]> {
  return apiGet('/api/v1/courses/hot/');
}

export function useHotCourses() {
  return useQuery({ queryKey: courseKeys.hot(), queryFn: getHotCourses, staleTime: 5 * 60_000 });
}

/** The bags of the caller's organisation (or of a student's teams); empty when bags are off. */
export function getCourseBags(): Promise<CourseBagCard[]> {
  return apiGet('/api/v1/course_bags/');
}

export function useCourseBags(enabled: boolean) {
  return useQuery({ queryKey: courseKeys.bags(), queryFn: getCourseBags, enabled });
}

export function getCourseBag(id: number): Promise<CourseBag> {
  return apiGet(`/api/v1/course_bags/${id}/`);
}

export function useCourseBag(id: number | null) {
  return useQuery({ queryKey: courseKeys.bag(id ?? 0), queryFn: () => getCourseBag(id ?? 0), retry: false, enabled: id !== null });
}

// --- one course ----------------------------------------------------------------------------------

export function getCourse(id: number): Promise<Course> {
  return apiGet(`/api/v1/courses/${id}/`);
}

export function courseQueryOptions(id: number) {
  return queryOptions({ queryKey: courseKeys.detail(id), queryFn: () => getCourse(id), retry: false });
}

/** null: a malformed id in the address, nothing to ask for (the page shows 404). */
export function useCourse(id: number | null) {
  return useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * One unit of a course. `search` is the query string the page was opened with (a preview's
 * saved search string, spec 001 §2), passed on as the spec's `course_detail/{search}`.
 */
export function getUnitDetail(id: number, unitId: number, search = ''): Promise<UnitDetail> {
  const params = new URLSearchParams(search);
  params.set('unit_id', String(unitId));
  return apiGet(`/api/v1/courses/${id}/course_detail/?${params.toString()}`);
}

export function useUnitDetail(id: number, unitId: number, search = '', enabled = true) {
  return useQuery({ queryKey: [...courseKeys.unit(id, unitId), search], queryFn: () => getUnitDetail(id, unitId, search), enabled, retry: false });
}

// --- office preview (spec 001 §7, §8, §9) ----------------------------------------------------------

/** The office preview's access token lasts this long; it is refreshed before then (spec 001 §9). */
export const OFFICE_TOKEN_TIMEOUT_MS = 1_920_000;

/** Local: the preview shows its own states (the no-access picture). */
export function getOfficeToken(unitId: number): Promise<OfficeTokenInfo> {
  return apiGet('/api/v1/get_token_info/', { params: { unit_id: unitId }, policy: 'local' });
}

/** Tokens for a unit; `attempt` restarts the preview with fresh ones (never served from the cache). */
export function useOfficeToken(unitId: number, attempt: number, enabled = true) {
  return useQuery({ queryKey: [...courseKeys.officeToken(unitId), attempt], queryFn: () => getOfficeToken(unitId), retry: false, staleTime: Infinity, gcTime: 0, enabled });
}

export function refreshOfficeToken(courseId: number, unitId: number, accessToken: string): Promise<OfficeTokenInfo> {
  return apiGet('/api/v1/refresh_token_info/', { params: { course_id: courseId, AccessToken: accessToken, unit_id: unitId }, policy: 'local' });
}

// --- feedback and rating (spec 001 §4, §5, §8) ----------------------------------------------------

export interface CourseFeedbackInput {
  item: number;
  content: string;
  attachments: readonly File[];
}

/** Multipart: item, content and one `attachments` part per file. Local: the form says success or failure. */
export function sendCourseFeedback(courseId: number, input: CourseFeedbackInput): Promise<SuccessAnswer> {
  const form = new FormData();
  form.append('item', String(input.item));
  form.append('content', input.content);
  for (const file of input.attachments) form.append('attachments', file, file.name);
  return apiPost<SuccessAnswer>(`/api/v1/courses/${courseId}/feedback/`, form, { policy: 'local' });
}

export function useSendCourseFeedback(courseId: number) {
  return useMutation({ mutationFn: (input: CourseFeedbackInput) => sendCourseFeedback(courseId, input) });
}

export function sendCourseGrade(courseId: number, grade: CourseGrade): Promise<SuccessAnswer> {
  return apiPost<SuccessAnswer>(`/api/v1/courses/${courseId}/grade/`, grade, { policy: 'local' });
}

export function useSendCourseGrade(courseId: number) {
  return useMutation({ mutationFn: (grade: CourseGrade) => sendCourseGrade(courseId, grade) });
}

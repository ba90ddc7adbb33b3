/**
 * Teachers of the campus (spec 002 §2.8, §4.7, §7 "Employees"), for the management centre's
 * employee tab and its wizards: the paged list, the staff who are not teachers yet, the phone
 * lookup, the course/team check, create, modify, the three deletion calls, the SMS password
 * reset and the course and course-bag choices.
 *
 * A change to a teacher moves teams (teaching teachers, transfers on deletion), portfolios and
 * the campus's counts, so each mutation refreshes the employees, the teams, the portfolios and
 * the quotas.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import type { DetailAnswer, Paged } from '@/types/api';
import type { AssignableCourse, Employee, EmployeeCourseCheck, EmployeeCreateAnswer, EmployeeDeleteAnswer, EmployeePayload, EmployeeReset, EmployeeUpdate, EmployeeUpdateAnswer, OtherStaff, PhoneLookup } from '@/types/manage';
import { invalidateQuotas } from './org-quota';
import { studioKeys } from './studios';
import { FROM_MANAGE_CENTRE, teamKeys } from './teams';

/** spec 002 §9: the employee table shows 15 rows */
export const EMPLOYEE_PAGE_SIZE = 15;
/** spec 002 §7: the course choices are fetched at once ("page_size up to 9999") */
export const FETCH_ALL_PAGE_SIZE = 9999;

export type EmployeeOrder = 'user__name' | '-user__name' | 'created_at' | '-created_at';

export interface EmployeeListParams {
  page?: number;
  /** name, username or phone; trimmed before sending (sent as the spec's `seach_str`) */
  search?: string;
  order_str?: EmployeeOrder | '';
}

function normalise(p: EmployeeListParams) {
  const out: Record<string, string | number> = { page: p.page ?? 1, page_size: EMPLOYEE_PAGE_SIZE };
  const search = (p.search ?? '').trim();
  if (search) out.seach_str = search;
  if (p.order_str) out.order_str = p.order_str;
  return out;
}

export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (params: EmployeeListParams) => [...employeeKeys.lists(), normalise(params)] as const,
  otherStaff: () => [...employeeKeys.all, 'other-staff'] as const,
  courses: () => [...employeeKeys.all, 'courses'] as const,
  courseBags: () => [...employeeKeys.all, 'course-bags'] as const,
};

// --- reading -------------------------------------------------------------------------------------

export function getEmployees(params: EmployeeListParams): Promise<Paged<Employee>> {
  return apiGet<Paged<Employee>>('/api/v1/employee/', { params: normalise(params) });
}

export function employeesQueryOptions(params: EmployeeListParams) {
  return queryOptions({ queryKey: employeeKeys.list(params), queryFn: () => getEmployees(params), placeholderData: keepPreviousData });
}

export function useEmployees(params: EmployeeListParams) {
  return useQuery(employeesQueryOptions(params));
}

export function getOtherStaff(): Promise<OtherStaff[]> {
  return apiGet<OtherStaff[]>('/api/v1/employee/other_staff/');
}

export function useOtherStaff(enabled = true) {
  return useQuery({ queryKey: employeeKeys.otherStaff(), queryFn: getOtherStaff, enabled });
}

/** The courses the campus can assign (spec: from_type, page, page_size up to 9999). */
export function getEmployeeCourses(): Promise<Paged<AssignableCourse>> {
  return apiGet<Paged<AssignableCourse>>('/api/v1/employee/courses/', {
    params: { from_type: FROM_MANAGE_CENTRE, page: 1, page_size: FETCH_ALL_PAGE_SIZE },
  });
}

export function useEmployeeCourses(enabled = true) {
  return useQuery({ queryKey: employeeKeys.courses(), queryFn: getEmployeeCourses, enabled, staleTime: 5 * 60_000 });
}

/** The course bags of the campus (path chosen, in the manner of the course list). */
export function getEmployeeCourseBags(): Promise<Paged<AssignableCourse>> {
  return apiGet<Paged<AssignableCourse>>('/api/v1/employee/course_bags/', {
    params: { from_type: FROM_MANAGE_CENTRE, page: 1, page_size: FETCH_ALL_PAGE_SIZE },
  });
}

export function useEmployeeCourseBags(enabled = true) {
  return useQuery({ queryKey: employeeKeys.courseBags(), queryFn: getEmployeeCourseBags, enabled, staleTime: 5 * 60_000 });
}

/** Both choice lists of the teacher wizards; the bags only where the campus allows them. */
export function useCourseOptions(enabled: boolean, withBags: boolean) {
  const courses = useEmployeeCourses(enabled);
  const bags = useEmployeeCourseBags(enabled && withBags);
  return {
    courses: courses.data?.results ?? [],
    courseBags: bags.data?.results ?? [],
    loading: courses.isPending || (withBags && bags.isPending),
  };
}

/** The wizard shows the answer on the phone field itself. */
export function lookUpPhone(phone: string): Promise<PhoneLookup> {
  return apiGet<PhoneLookup>('/api/v1/employee/check_user_info/', { params: { phone: phone.trim() }, policy: 'local' });
}

/**
 * The courses the chosen teams teach that the chosen courses and bags do not cover; the wizard
 * lists them in its confirmation (they are granted while the person teaches those teams).
 */
export function checkTeamCourses(body: EmployeeCourseCheck): Promise<AssignableCourse[]> {
  return apiPost<AssignableCourse[]>('/api/v1/employee/check_team_course/', body, { policy: 'local' });
}

// --- writing -------------------------------------------------------------------------------------

/** What a change to a teacher can move: teachers, teams, portfolios and the campus's counts. */
function refreshAfterStaffChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
    queryClient.invalidateQueries({ queryKey: teamKeys.all }),
    queryClient.invalidateQueries({ queryKey: studioKeys.all }),
    invalidateQuotas(queryClient),
  ]);
}

/** 201 with a message: an invitation was sent; 200: the staff member is a teacher now. The wizard shows field errors itself. */
export function createEmployee(payload: EmployeePayload): Promise<EmployeeCreateAnswer> {
  return apiPost<EmployeeCreateAnswer>('/api/v1/employee/', payload, { policy: 'local' });
}

export function updateEmployee(id: number, payload: EmployeePayload): Promise<EmployeeUpdateAnswer> {
  const body: EmployeeUpdate = { ...payload, id };
  return apiPut<EmployeeUpdateAnswer>(`/api/v1/employee/${id}/`, body, { policy: 'local' });
}

export function deleteEmployee(id: number): Promise<EmployeeDeleteAnswer> {
  return apiDelete<EmployeeDeleteAnswer>(`/api/v1/employee/${id}/`, { policy: 'local' });
}

/** Moves a person who is left without a role out of the campus. */
export function removeToCampus(id: number): Promise<DetailAnswer> {
  return apiDelete<DetailAnswer>(`/api/v1/employee/${id}/remove_to_campus/`, { policy: 'local' });
}

/** Applies to delete the account of a person whose only campus this was. */
export function removeUser(id: number): Promise<DetailAnswer> {
  return apiDelete<DetailAnswer>(`/api/v1/employee/${id}/remove_user/`, { policy: 'local' });
}

/** A new password is sent to the teacher by SMS. */
export function resetEmployeePassword(employeeId: number): Promise<DetailAnswer> {
  return apiPost<DetailAnswer>('/api/v1/reset/', { employee_id: employeeId } satisfies EmployeeReset, { policy: 'local' });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEmployee, onSuccess: () => refreshAfterStaffChange(queryClient) });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: EmployeePayload }) => updateEmployee(id, payload),
    // settled: a refused save (409, changed elsewhere) also reloads what the wizard showed
    onSettled: () => refreshAfterStaffChange(queryClient),
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEmployee, onSuccess: () => refreshAfterStaffChange(queryClient) });
}

export function useRemoveToCampus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeToCampus, onSuccess: () => refreshAfterStaffChange(queryClient) });
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeUser, onSuccess: () => refreshAfterStaffChange(queryClient) });
}

export function useResetEmployeePassword() {
  return useMutation({ mutationFn: resetEmployeePassword });
}

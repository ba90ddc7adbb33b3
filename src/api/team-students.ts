/**
 * The students of a team and their login cards (spec 002 §2.5, §2.7, §4.3, §7 "Team"; paths
 * beside the spec's add_org_student, docs/api.md §9). A team's student table reads every member
 * at once (page 1, page_size 99999, as the spec's detail does) and pages them itself, with the
 * unsaved drafts on top. Every change refreshes the team's students and cards, the team lists
 * (their counters) and the signed-in user's quota counters. Failures are the caller's to show
 * (policy 'local'): each has its own message in the spec's catalogue.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type {
  BatchCreateReport,
  LoginCard,
  OrgStudentAddRequest,
  OrgStudentAdded,
  SecretType,
  SecretTypeChoice,
  StudentIds,
  StudentKeysChange,
  StudentKeysChanged,
  StudentMove,
  StudentMoveReport,
  StudentsMove,
  TeamStudent,
  TeamStudentCreate,
  TeamStudentDeleteAnswer,
  TeamStudentsDeleted,
} from '@/types/manage';
import { teamKeys } from './teams';
import { userKeys } from './users';

/** spec 002 §9 "fetch-all calls use 9999 or 99999" */
export const ALL_STUDENTS = 99999;
/** spec 002 §2.7, §9: 8 vertical and 9 horizontal cards a screen page, up to 999 for printing */
export const CARD_PAGE_SIZE = { vertical: 8, horizontal: 9, print: 999 } as const;

export interface CardPageParams {
  page: number;
  page_size: number;
  /** only these students (membership ids, comma-separated; beyond the spec) */
  ids?: string;
}

export const teamStudentKeys = {
  all: ['team-students'] as const,
  list: (code: string) => [...teamStudentKeys.all, 'list', code] as const,
  cardsOf: (team: string) => [...teamStudentKeys.all, 'cards', team] as const,
  cards: (team: string, params: CardPageParams) => [...teamStudentKeys.cardsOf(team), params] as const,
};

const base = (code: string) => `/api/v1/team/${encodeURIComponent(code)}/students/`;

// --- reading -------------------------------------------------------------------------------------

export function getTeamStudents(code: string): Promise<Paged<TeamStudent>> {
  return apiGet<Paged<TeamStudent>>(base(code), { params: { page: 1, page_size: ALL_STUDENTS }, policy: 'local' });
}

export function teamStudentsQueryOptions(code: string) {
  return queryOptions({ queryKey: teamStudentKeys.list(code), queryFn: () => getTeamStudents(code) });
}

export function useTeamStudents(code: string, enabled = true) {
  return useQuery({ ...teamStudentsQueryOptions(code), enabled });
}

/** Login cards by the team's id or code (the card page's URL carries it). */
export function getLoginCards(team: string, params: CardPageParams): Promise<Paged<LoginCard>> {
  return apiGet<Paged<LoginCard>>(`/api/v1/teams/${encodeURIComponent(team)}/login_cards/`, { params, policy: 'local' });
}

export function loginCardsQueryOptions(team: string, params: CardPageParams) {
  return queryOptions({ queryKey: teamStudentKeys.cards(team, params), queryFn: () => getLoginCards(team, params), placeholderData: keepPreviousData });
}

export function useLoginCards(team: string, params: CardPageParams, enabled = true) {
  return useQuery({ ...loginCardsQueryOptions(team, params), enabled });
}

// --- changes -------------------------------------------------------------------------------------

/** After any change of who is in which team: every student list and card page, the teams' counters, the quotas. */
export function refreshAfterStudentChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: teamStudentKeys.all });
  void queryClient.invalidateQueries({ queryKey: teamKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.me() });
}

function useStudentMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterStudentChange(queryClient) });
}

export function createStudent(code: string, name: string): Promise<TeamStudent> {
  return apiPost<TeamStudent>(base(code), { name } satisfies TeamStudentCreate, { policy: 'local' });
}

/** The created students and each refused name with its reason (beyond the spec's list of the created ones). */
export function batchCreateStudents(code: string, names: readonly string[]): Promise<BatchCreateReport> {
  return apiPost<BatchCreateReport>(`${base(code)}batch_create/`, names.map((name): TeamStudentCreate => ({ name })), { policy: 'local' });
}

export function addOrgStudent(code: string, username: string, fromType: string): Promise<OrgStudentAdded> {
  return apiPost<OrgStudentAdded>(`${base(code)}add_org_student/`, { username, from_type: fromType } satisfies OrgStudentAddRequest, { policy: 'local' });
}

/** Moves one student (spec 002 §7: "update with {name, team} against the old team code and student id"). */
export function moveStudent(code: string, student: Pick<TeamStudent, 'id' | 'name'>, team: string): Promise<TeamStudent> {
  return apiPut<TeamStudent>(`${base(code)}${student.id}/`, { name: student.name, team } satisfies StudentMove, { policy: 'local' });
}

/** Moves or copies several students at once (beyond the spec). */
export function moveStudents(code: string, studentIds: readonly number[], team: string, copy: boolean): Promise<StudentMoveReport> {
  return apiPost<StudentMoveReport>(`${base(code)}move/`, { student_ids: studentIds, team, copy } satisfies StudentsMove, { policy: 'local' });
}

export function deleteStudent(code: string, id: number): Promise<TeamStudentDeleteAnswer> {
  return apiDelete<TeamStudentDeleteAnswer>(`${base(code)}${id}/`, { policy: 'local' });
}

/** Removes several students from the team at once (beyond the spec). */
export function deleteStudents(code: string, ids: readonly number[]): Promise<TeamStudentsDeleted> {
  return apiPost<TeamStudentsDeleted>(`${base(code)}batch_delete/`, { student_ids: ids } satisfies StudentIds, { policy: 'local' });
}

/** New keys of one type for several students at once (beyond the spec). */
export function changeStudentKeys(code: string, ids: readonly number[], secretType: SecretType): Promise<StudentKeysChanged> {
  return apiPost<StudentKeysChanged>(`${base(code)}batch_change_key/`, { student_ids: ids, secret_type: secretType } satisfies StudentKeysChange, { policy: 'local' });
}

export function changeStudentKey(code: string, id: number, secretType: SecretType): Promise<TeamStudent> {
  return apiPost<TeamStudent>(`${base(code)}${id}/change_key/`, { secret_type: secretType } satisfies SecretTypeChoice, { policy: 'local' });
}

export const useCreateStudent = (code: string) => useStudentMutation((name: string) => createStudent(code, name));
export const useBatchCreateStudents = (code: string) => useStudentMutation((names: readonly string[]) => batchCreateStudents(code, names));
export const useAddOrgStudent = (code: string, fromType: string) => useStudentMutation((username: string) => addOrgStudent(code, username, fromType));
export const useMoveStudent = (code: string) =>
  useStudentMutation(({ student, team }: { student: Pick<TeamStudent, 'id' | 'name'>; team: string }) => moveStudent(code, student, team));
export const useMoveStudents = (code: string) =>
  useStudentMutation(({ ids, team, copy }: { ids: readonly number[]; team: string; copy: boolean }) => moveStudents(code, ids, team, copy));
export const useDeleteStudent = (code: string) => useStudentMutation((id: number) => deleteStudent(code, id));
export const useDeleteStudents = (code: string) => useStudentMutation((ids: readonly number[]) => deleteStudents(code, ids));
export const useChangeStudentKeys = (code: string) =>
  useStudentMutation(({ ids, type }: { ids: readonly number[]; type: SecretType }) => changeStudentKeys(code, ids, type));
export const useChangeStudentKey = (code: string) =>
  useStudentMutation(({ id, type }: { id: number; type: SecretType }) => changeStudentKey(code, id, type));

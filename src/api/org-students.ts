/**
 * Students of the campus (spec 002 §2.8, §4.8, §7 "Org students"), for the management centre's
 * student tab: the paged list with its status filter, create, update (info, keys, freeze, the
 * comment permission), delete, the key generator, the manager's password change, the .xlsx
 * import (parsed by the server) with its template, and the calls on several students at once
 * (freeze or comments, move to a team, delete; beyond the spec).
 *
 * A student belongs to teams and counts against the campus's quota, so each mutation refreshes
 * the student list, the teams (their student counts) and the quotas.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import type { DetailAnswer, Paged } from '@/types/api';
import type { FreshSecret, ImportReport, OrgStudent, OrgStudentBatchMove, OrgStudentBatchReport, OrgStudentBatchSwitch, OrgStudentBatchUpdate, OrgStudentPatch, OrgStudentPayload, OrgStudentStatusFilter, OrgStudentsDeleted, SecretType, SecretTypeChoice, StudentIds, StudentPasswordSet } from '@/types/manage';
import { invalidateQuotas } from './org-quota';
import { teamKeys } from './teams';

/** spec 002 §9: the org-student table shows 15 rows */
export const ORG_STUDENT_PAGE_SIZE = 15;

export type OrgStudentOrder = 'name' | '-name' | 'created_at' | '-created_at';

export interface OrgStudentListParams {
  page?: number;
  /** name, username or team name; trimmed before sending */
  search?: string;
  order_str?: OrgStudentOrder | '';
  role?: OrgStudentStatusFilter;
}

function normalise(p: OrgStudentListParams) {
  const out: Record<string, string | number> = { page: p.page ?? 1, page_size: ORG_STUDENT_PAGE_SIZE };
  const search = (p.search ?? '').trim();
  if (search) out.search_str = search;
  if (p.order_str) out.order_str = p.order_str;
  if (p.role && p.role !== 'all') out.role = p.role;
  return out;
}

export const orgStudentKeys = {
  all: ['org-students'] as const,
  lists: () => [...orgStudentKeys.all, 'list'] as const,
  list: (params: OrgStudentListParams) => [...orgStudentKeys.lists(), normalise(params)] as const,
};

export function getOrgStudents(params: OrgStudentListParams): Promise<Paged<OrgStudent>> {
  return apiGet<Paged<OrgStudent>>('/api/v1/org_students/', { params: normalise(params) });
}

/** spec 002 §9 "fetch-all calls use 9999 or 99999": every student the list's search and filter find, for the export. */
export function getAllOrgStudents(params: Omit<OrgStudentListParams, 'page'>): Promise<Paged<OrgStudent>> {
  return apiGet<Paged<OrgStudent>>('/api/v1/org_students/', { params: { ...normalise({ ...params, page: 1 }), page_size: 99999 }, policy: 'local' });
}

export function orgStudentsQueryOptions(params: OrgStudentListParams) {
  return queryOptions({ queryKey: orgStudentKeys.list(params), queryFn: () => getOrgStudents(params), placeholderData: keepPreviousData });
}

export function useOrgStudents(params: OrgStudentListParams) {
  return useQuery(orgStudentsQueryOptions(params));
}

function refreshAfterStudentChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orgStudentKeys.all }),
    queryClient.invalidateQueries({ queryKey: teamKeys.all }),
    invalidateQuotas(queryClient),
  ]);
}

// The dialogs show their failures themselves (field errors, the catalogue's messages).

export function createOrgStudent(payload: OrgStudentPayload): Promise<OrgStudent> {
  return apiPost<OrgStudent>('/api/v1/org_students/', payload, { policy: 'local' });
}

export function updateOrgStudent(id: number, patch: OrgStudentPatch): Promise<OrgStudent> {
  return apiPatch<OrgStudent>(`/api/v1/org_students/${id}/`, patch, { policy: 'local' });
}

export function deleteOrgStudent(id: number): Promise<DetailAnswer> {
  return apiDelete<DetailAnswer>(`/api/v1/org_students/${id}/`, { policy: 'local' });
}

/** A fresh key: a word, or a picture's path for the image type. */
export function generateSecret(secretType: SecretType): Promise<FreshSecret> {
  return apiPost<FreshSecret>('/api/v1/org_students/change_secret/', { secret_type: secretType } satisfies SecretTypeChoice, { policy: 'local' });
}

export function changeStudentPassword(body: StudentPasswordSet): Promise<DetailAnswer> {
  return apiPost<DetailAnswer>('/api/v1/change/password/', body, { policy: 'local' });
}

/** Freezes or unfreezes, or allows or forbids comments of, several students; each one's result. */
export function batchUpdateOrgStudents({ ids, change }: { ids: number[]; change: OrgStudentBatchSwitch }): Promise<OrgStudentBatchReport> {
  const body: OrgStudentBatchUpdate = { student_ids: ids, ...change };
  return apiPost<OrgStudentBatchReport>('/api/v1/org_students/batch_update/', body, { policy: 'local' });
}

/** Puts several students in one team of the campus (their only team there); each one's result. */
export function batchMoveOrgStudents({ ids, team }: { ids: number[]; team: number }): Promise<OrgStudentBatchReport> {
  return apiPost<OrgStudentBatchReport>('/api/v1/org_students/batch_move/', { student_ids: ids, team } satisfies OrgStudentBatchMove, { policy: 'local' });
}

/** Deletes several students as the one-student delete does. */
export function batchDeleteOrgStudents(ids: number[]): Promise<OrgStudentsDeleted> {
  return apiPost<OrgStudentsDeleted>('/api/v1/org_students/batch_delete/', { student_ids: ids } satisfies StudentIds, { policy: 'local' });
}

/** How the server is to take an import: a preview writes nothing; all-or-nothing writes only a file without a skipped row. */
export interface ImportOptions {
  preview?: boolean;
  allOrNothing?: boolean;
}

/**
 * Uploads the workbook (multipart field excel_file, and the flags preview and all_or_nothing
 * beyond the spec); `onProgress` gets the sent fraction (0-1). The server parses it and answers a
 * verdict per row.
 */
export function importOrgStudents(file: File, options: ImportOptions = {}, onProgress?: (fraction: number) => void): Promise<ImportReport> {
  const form = new FormData();
  form.append('excel_file', file);
  if (options.preview) form.append('preview', 'true');
  if (options.allOrNothing) form.append('all_or_nothing', 'true');
  return apiPost<ImportReport>('/api/v1/org_students/batch_add/', form, {
    policy: 'local',
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
}

/** The import template in the reader's language (path chosen), as a file to save. */
export function getImportTemplate(): Promise<Blob> {
  return apiGet<Blob>('/api/v1/org_students/import_template/', { responseType: 'blob', policy: 'local' });
}

export function useCreateOrgStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrgStudent, onSuccess: () => refreshAfterStudentChange(queryClient) });
}

export function useUpdateOrgStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: OrgStudentPatch }) => updateOrgStudent(id, patch),
    // settled: a refused save (409, changed elsewhere) also reloads what the dialog showed
    onSettled: () => refreshAfterStudentChange(queryClient),
  });
}

export function useDeleteOrgStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrgStudent, onSuccess: () => refreshAfterStudentChange(queryClient) });
}

// A batch may change some students even when it fails on the way: settled, the list is read again.

export function useBatchUpdateOrgStudents() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchUpdateOrgStudents, onSettled: () => refreshAfterStudentChange(queryClient) });
}

export function useBatchMoveOrgStudents() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchMoveOrgStudents, onSettled: () => refreshAfterStudentChange(queryClient) });
}

export function useBatchDeleteOrgStudents() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchDeleteOrgStudents, onSettled: () => refreshAfterStudentChange(queryClient) });
}

export function useChangeStudentPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStudentPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: orgStudentKeys.all }) });
}

export function useImportOrgStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, options, onProgress }: { file: File; options?: ImportOptions; onProgress?: (fraction: number) => void }) => importOrgStudents(file, options, onProgress),
    // Rows may be created even when the answer reports skipped ones (a preview changes nothing).
    onSettled: (_answer, _error, { options }) => {
      if (!options?.preview) refreshAfterStudentChange(queryClient);
    },
  });
}

/**
 * Student account settings (spec 001 §7): GET /api/v1/student_settings/ answers
 * {success, msg, data: {has_password, has_key_login}}; POST to the same path (chosen) with
 * type add | modify (old_password, password1, password2) or type change_key_login (is_enable).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import type { KeyLoginChange, PasswordChange, SettingsAnswer, StudentSettingsAnswer } from '@/types/content';

export const studentSettingsKeys = {
  all: ['studentSettings'] as const,
};

const local = { policy: 'local' } as const;

export function getStudentSettings(): Promise<StudentSettingsAnswer> {
  return apiGet('/api/v1/student_settings/', local);
}

export function studentSettingsQueryOptions() {
  return queryOptions({ queryKey: studentSettingsKeys.all, queryFn: getStudentSettings });
}

export function useStudentSettings() {
  return useQuery(studentSettingsQueryOptions());
}

export function changeStudentPassword(body: PasswordChange): Promise<SettingsAnswer> {
  return apiPost<SettingsAnswer>('/api/v1/student_settings/', body, local);
}

export function setKeyLogin(enable: boolean): Promise<SettingsAnswer> {
  return apiPost<SettingsAnswer>('/api/v1/student_settings/', { type: 'change_key_login', is_enable: enable ? '1' : '0' } satisfies KeyLoginChange, local);
}

/** An answer that carries the new settings puts them in place at once. */
function useSettingsMutation<V>(mutationFn: (variables: V) => Promise<SettingsAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      if (answer.data) queryClient.setQueryData(studentSettingsKeys.all, { success: true, msg: '', data: answer.data });
    },
  });
}

export function useChangeStudentPassword() {
  return useSettingsMutation(changeStudentPassword);
}

export function useSetKeyLogin() {
  return useSettingsMutation(setKeyLogin);
}

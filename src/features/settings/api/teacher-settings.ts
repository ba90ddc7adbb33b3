/**
 * Teacher account settings (spec 002 §7 "Account and player"; paths the spec does not show are in
 * docs/api.md §13): the one-time username reset, starting and undoing a WeChat link. Every call is
 * `policy: 'local'`: the page shows field errors under the field and other refusals as notices.
 * The invitation-code calls are shared with registration (src/api/invitation-codes.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/api/users';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import type { UsernameCheck } from '@/types/auth';
import type { User, UsernameChange, WechatAnswer, WechatBindStart } from '@/types/user';

const local = { policy: 'local' } as const;

export function changeUsername(username: string): Promise<UsernameChange> {
  return apiPut<UsernameChange>('/api/v1/users/change_username/', { username } satisfies UsernameCheck, local);
}

export function startWechatBind(userId: number): Promise<WechatBindStart> {
  return apiGet<WechatBindStart>('/api/v1/wechat_bind/', { ...local, params: { user_id: userId } });
}

export function unbindWechat(): Promise<WechatAnswer> {
  return apiPost<WechatAnswer>('/api/v1/wechat_unbind', undefined, local);
}

/** The new name is the user's at once; every cached user (by the old name too) is fetched again. */
export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUsername,
    onSuccess: (answer) => {
      queryClient.setQueryData<User>(userKeys.me(), (user) => (user ? { ...user, username: answer.username, changed_username: answer.changed_username } : user));
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export function useStartWechatBind() {
  return useMutation({ mutationFn: startWechatBind });
}

export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unbindWechat, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.me() }) });
}

/**
 * Profile save (spec 000 §7: PATCH /api/v1/users/me/, a multipart form of the fields to change
 * plus the avatar file; the answer is the user). The answer replaces the stored current user
 * (spec 000 §4 "Profile save").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { currentUserKeys } from '@/lib/current-user';
import type { User } from '@/types/user';
import type { ProfileChanges } from '../utils/profile-draft';

export function toProfileForm(changes: ProfileChanges): FormData {
  const form = new FormData();
  if (changes.name !== undefined) form.append('name', changes.name);
  if (changes.description !== undefined) form.append('description', changes.description);
  if (changes.avatar) form.append('avatar', changes.avatar, changes.avatar.name);
  return form;
}

/** The editor reports failures itself (field errors under the fields, its own message). */
export function saveProfile(changes: ProfileChanges): Promise<User> {
  return apiPatch<User>('/api/v1/users/me/', toProfileForm(changes), { policy: 'local' });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.all, user),
  });
}

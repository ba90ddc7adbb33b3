/**
 * The profile editor's draft logic (spec 000 §4, §5): what changed, whether Save is allowed and
 * which fields the save sends. Validation itself is the shared rule in lib/validators/profile.ts.
 */
import type { Check } from '@/lib/validators/check';
import { checkAvatarFile, type FileLike } from '@/lib/validators/files';
import { canSaveProfile } from '@/lib/validators/profile';

/** spec 000 §9: the profile save is debounced 500 ms. */
export const PROFILE_SAVE_DEBOUNCE_MS = 500;

export interface ProfileValues {
  /** the nickname (User.name); only teachers edit it */
  nickname: string;
  description: string;
}

export interface ProfileDraft extends ProfileValues {
  avatar: File | null;
}

/** The fields a save sends (PATCH /users/me/): only what changed. */
export interface ProfileChanges {
  name?: string;
  description?: string;
  avatar?: File;
}

const clean = (text: string | null | undefined) => (text ?? '').trim();

export function profileChanges(initial: ProfileValues, draft: ProfileDraft, canEditNickname: boolean): ProfileChanges {
  const changes: ProfileChanges = {};
  if (canEditNickname && clean(draft.nickname) !== clean(initial.nickname)) changes.name = clean(draft.nickname);
  if (clean(draft.description) !== clean(initial.description)) changes.description = clean(draft.description);
  if (draft.avatar) changes.avatar = draft.avatar;
  return changes;
}

export function hasProfileChanges(changes: ProfileChanges): boolean {
  return Object.keys(changes).length > 0;
}

/**
 * Save is disabled when nothing changed (name, description, avatar) or a field is invalid.
 * A nickname is checked once edited: an older name the rules did not exist for blocks nothing.
 */
export function canSaveDraft(initial: ProfileValues, draft: ProfileDraft, canEditNickname: boolean): boolean {
  const changes = profileChanges(initial, draft, canEditNickname);
  return (
    canSaveProfile({ changed: hasProfileChanges(changes), nickname: changes.name ?? null, description: draft.description }) &&
    (draft.avatar ? checkAvatarFile(draft.avatar) === null : true)
  );
}

/** The warning for a chosen avatar file ('upload cover failed' / 'image file too large'), or null. */
export function avatarProblem(file: FileLike): Check {
  return checkAvatarFile(file);
}

/** The profile save's multipart form: the fields to change, plus the avatar file. */
export function toProfileForm(changes: ProfileChanges): FormData {
  const form = new FormData();
  if (changes.name !== undefined) form.append('name', changes.name);
  if (changes.description !== undefined) form.append('description', changes.description);
  if (changes.avatar) form.append('avatar', changes.avatar, changes.avatar.name);
  return form;
}

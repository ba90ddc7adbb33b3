/**
 * Whose list a personal-area page shows (/favorites, /learnhistory with ?user=): null for the
 * viewer's own, else that user's username and the name their home shows (the username until
 * the profile arrives).
 */
import { useCurrentUser, useUser } from '@/api/users';
import { displayName } from '../utils/home-rules';
import { listOwnerOf } from '@/lib/list-params';

export function useListOwner(params: URLSearchParams): { username: string; name: string } | null {
  const viewer = useCurrentUser();
  const other = listOwnerOf(params, viewer.data?.username);
  const profile = useUser(other ?? '', other !== null);
  if (!other) return null;
  return { username: other, name: profile.data ? displayName(profile.data) : other };
}

/**
 * Keeps the campus state current for a signed-in user (spec 000 §4): the campus list is polled
 * every 30 seconds; a single campus that is not selected gets selected automatically; and when
 * the polled list disagrees with the user's selected campus (an invitation accepted or a
 * campus switched in another tab) the current user is fetched again, so the role, restricted
 * mode and service period follow.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { selectedCampus } from '@/lib/access';
import { userKeys } from '@/api/users';
import type { Campus, User } from '@/types/user';
import { useCampuses, useSelectCampus } from '@/api/campus';
import { campusToAutoSelect } from '../utils/campus-route';

function fingerprint(campuses: readonly Campus[]): string {
  const selected = selectedCampus({ campus_data: [...campuses] });
  return `${campuses.length}:${selected?.id ?? '-'}:${selected?.status ?? '-'}:${selected?.user_type ?? '-'}`;
}

export function CampusEffects({ user }: { user: Pick<User, 'id' | 'campus_data'> }) {
  const queryClient = useQueryClient();
  const { data: campuses, isPlaceholderData } = useCampuses(user.id, user.campus_data);
  const select = useSelectCampus(user.id);
  const attempted = useRef<number | null>(null);

  const toSelect = campusToAutoSelect(campuses)?.id ?? null;
  const { mutate } = select;
  useEffect(() => {
    if (toSelect === null || attempted.current === toSelect) return;
    attempted.current = toSelect;
    mutate(toSelect);
  }, [toSelect, mutate]);

  const polled = campuses && !isPlaceholderData ? fingerprint(campuses) : null;
  const known = fingerprint(user.campus_data ?? []);
  useEffect(() => {
    if (polled !== null && polled !== known) void queryClient.invalidateQueries({ queryKey: userKeys.me() });
  }, [polled, known, queryClient]);

  return null;
}

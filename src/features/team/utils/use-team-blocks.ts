/**
 * What blocks the signed-in user's team actions today, as tooltip texts (null: nothing blocks):
 * creating a team (role, service period, team quota), creating students (service period, student
 * quota), and every other change (the service period: row actions, deleting, moving, keys).
 */
import { createStudentBlock, createTeamBlock, isServiceBlocked, limitReachedAudience } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import { serviceBlockReason, serviceValidityOf } from '@/lib/service-validity';
import type { User } from '@/types/user';
import { blockText } from './block-text';

export interface TeamBlocks {
  createTeam: string | null;
  createStudent: string | null;
  /** the service period alone (002 §4.6: team row actions, delete, change key, move) */
  change: string | null;
  /** whether creating a team is not for this role at all (no button) */
  noCreateButton: boolean;
}

export function useTeamBlocks(user: User | undefined, today: Date = new Date()): TeamBlocks {
  const t = useT();
  if (!user) return { createTeam: null, createStudent: null, change: null, noCreateButton: true };
  const audience = limitReachedAudience(user);
  const phone = EXTERNAL_LINKS.support.salesPhone;
  const text = (found: ReturnType<typeof blockText>) => (found ? t(found.key, found.params) : null);
  const teamReason = createTeamBlock(user, today);
  return {
    createTeam: text(blockText(teamReason, audience, phone)),
    createStudent: text(blockText(createStudentBlock(user, today), audience, phone, 'student')),
    change: isServiceBlocked(user, today) ? text(blockText(serviceBlockReason(serviceValidityOf(user, today).category), audience, phone)) : null,
    noCreateButton: teamReason === 'role',
  };
}

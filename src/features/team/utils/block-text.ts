/**
 * The tooltip of a disabled team action (spec 002 §2.6, §4.6, §8; 000 §6): the service has not
 * started (please wait), has expired (managers and standalone teachers call sales, others tell
 * the campus administrator), or the quota is reached (the same two audiences). The catalogue key
 * and its values; null when nothing blocks.
 */
import type { CreateBlock } from '@/lib/access';

export type Audience = 'sales' | 'campus-admin';

export interface BlockText {
  key: string;
  params?: Record<string, string>;
}

export function blockText(reason: CreateBlock | null, audience: Audience, phone: string, what: 'team' | 'student' = 'team'): BlockText | null {
  switch (reason) {
    case null:
    case 'role':
      return null;
    case 'not-started':
      return { key: 'team.block.notStarted' };
    case 'expired':
      return audience === 'sales' ? { key: 'team.block.expired.sales', params: { phone } } : { key: 'team.block.expired.admin' };
    case 'quota':
      return audience === 'sales' ? { key: `team.block.${what}Quota.sales`, params: { phone } } : { key: `team.block.${what}Quota.admin` };
  }
}

/**
 * A member's role as people read it (002 §3): owner shown as creator, manager as manager, curator
 * as participant on regional and team-linked portfolios and as assistant on personal collections
 * (001 §4).
 */
import { StatusTag, type StatusTone } from '@/components/status-tag';
import { useT } from '@/lib/i18n/i18n';
import type { StudioKind, StudioMember } from '@/types/portfolio';

const TONE: Record<StudioMember['role'], StatusTone> = { owner: 'warning', manager: 'success', curator: 'neutral' };

export function roleKey(role: StudioMember['role'], kind: StudioKind): string {
  if (role === 'curator') return kind === 'personal' ? 'portfolio.role.assistant' : 'portfolio.role.participant';
  return `portfolio.role.${role}`;
}

export function RoleLabel({ role, kind }: { role: StudioMember['role']; kind: StudioKind }) {
  const t = useT();
  return <StatusTag tone={TONE[role]}>{t(roleKey(role, kind))}</StatusTag>;
}

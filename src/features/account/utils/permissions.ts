/**
 * What the viewer may do from the home page (spec 000 §4, §6, 002 §4.6), on the role, service and
 * quota rules of lib/access.ts that the management pages use too, and why an action is blocked:
 * the message key of its tooltip and the parameters.
 */
import { createPortfolioBlock, createTeamBlock, isServiceBlocked, limitReachedAudience, routeAccessRules, type RouteUser } from '@/lib/access';
import type { DateInput } from '@/lib/dates';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import type { User } from '@/types/user';

type Viewer = Pick<User, 'user_type' | 'organization_data' | 'team_data' | 'courses_server_start' | 'courses_server_end_date'>;

export interface BlockMessage {
  key: string;
  params?: Record<string, string>;
}

const sales = { phone: EXTERNAL_LINKS.support.salesPhone };

/**
 * The tooltip of a blocked create action: not started (please wait); expired and limit reached
 * by audience (managers and standalone teachers call the sales line {phone}; everyone else asks
 * the campus administrator, 000 §6, 002 §7).
 */
function blockMessage(viewer: Viewer, block: ReturnType<typeof createTeamBlock>, what: 'team' | 'portfolio'): BlockMessage | null {
  if (block === null || block === 'role') return null;
  if (block === 'not-started') return { key: 'home.block.notStarted' };
  const toSales = limitReachedAudience(viewer) === 'sales';
  if (block === 'expired') return toSales ? { key: 'home.block.expired.sales', params: sales } : { key: 'home.block.expired.admin' };
  return toSales ? { key: `home.block.quota.${what}.sales`, params: sales } : { key: `home.block.quota.${what}.admin` };
}

/** Creating a team from My Teams: null when allowed. */
export function createTeamBlockMessage(viewer: Viewer, today: DateInput): BlockMessage | null {
  return blockMessage(viewer, createTeamBlock(viewer, today), 'team');
}

/** Creating a team or regional portfolio (staff) from My Portfolios: null when allowed. */
export function createPortfolioBlockMessage(viewer: Viewer, today: DateInput): BlockMessage | null {
  return blockMessage(viewer, createPortfolioBlock(viewer, today), 'portfolio');
}

/** Opening team management (a team, its courses, its report): blocked while the service is not active. */
export function teamManagementBlockMessage(viewer: Viewer, today: DateInput): BlockMessage | null {
  if (!isServiceBlocked(viewer, today)) return null;
  return blockMessage(viewer, createTeamBlock(viewer, today), 'team');
}

/** Another user's data centre is a staff route (the route table's `staff` rule); one's own is for everyone. */
export function canOpenDataCenterRoute(viewer: RouteUser, own: boolean): boolean {
  return own || routeAccessRules.staff(viewer);
}

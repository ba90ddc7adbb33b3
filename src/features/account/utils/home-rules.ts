/**
 * The home page's rules (spec 000 §2 "Home page", §4, §9) as pure functions and named limits:
 * the display name, the horizontal sections (arrows, display cap, View More), covers, the
 * organisation badge, the data strip's View All, and the comment anchor.
 */
import { canViewDataCenterOf, isStaff, organizationOf, type Subject } from '@/lib/access';
import { daysBetween, type DateInput } from '@/lib/dates';
import type { PublicUser, User } from '@/types/user';
import { canOpenDataCenterRoute } from './permissions';

/** Home lists ask for one more than they show, to know whether to add the View More tile. */
export const HOME_LIST_PAGE_SIZE = 19;
/** A section shows at most this many items, then the View More tile. */
export const HOME_DISPLAY_CAP = 18;
/** Arrows appear above this many items (cards), or above RECT_ARROWS_ABOVE in rectangle mode. */
export const ARROWS_ABOVE = 6;
export const RECT_ARROWS_ABOVE = 5;
export const COMMENT_PAGE_SIZE = 10;

type Named = Pick<PublicUser, 'student_name' | 'name' | 'username'>;

/** student_name, else name, else username. */
export function displayName(user: Named): string {
  return user.student_name || user.name || user.username;
}

/** The username goes under the display name when that name is a student name. */
export function showsUsernameUnder(user: Pick<User, 'student_name'>): boolean {
  return Boolean(user.student_name);
}

export function needsArrows(itemCount: number, rectangle = false): boolean {
  return itemCount > (rectangle ? RECT_ARROWS_ABOVE : ARROWS_ABOVE);
}

/**
 * Whether a tile's cover loads at once rather than when it nears the viewport: the tiles of the
 * first row (as many as a row shows before its arrows) of a section that is on the first screen.
 * A cover the reader sees at once is often the page's largest picture; a lazy one waits for the
 * page's layout to ask for it (issue 31).
 */
export function coverLoadsAtOnce(index: number, rectangle: boolean, firstScreen: boolean): boolean {
  return firstScreen && index < (rectangle ? RECT_ARROWS_ABOVE : ARROWS_ABOVE);
}

/** The items a section shows and whether the View More tile follows them. */
export function sectionItems<T>(items: readonly T[], total: number): { shown: T[]; viewMore: boolean } {
  const shown = items.slice(0, HOME_DISPLAY_CAP);
  return { shown, viewMore: Math.max(total, items.length) > HOME_DISPLAY_CAP };
}

/**
 * My Teams (own home): the teams a teacher or manager runs. Students and null-type users have
 * none to manage, and the team list (GET /api/v1/teams/) refuses them.
 */
export function canSeeHomeTeams(viewer: Subject): boolean {
  return isStaff(viewer);
}

/** The organisation badge's logo: three variants by org_type ('0', '1', any other). */
export function orgLogoVariant(orgType: string | null | undefined): 'org-0' | 'org-1' | 'org-other' {
  if (orgType === '0') return 'org-0';
  if (orgType === '1') return 'org-1';
  return 'org-other';
}

/** The badge's text: the organisation's text mark, else its name. */
export function orgBadgeText(org: { text_mark?: string; name?: string }): string {
  return org.text_mark || org.name || '';
}

type StripViewer = Pick<User, 'user_type' | 'organization_data' | 'campus_data'>;

/**
 * The data strip shows for organisation members: the viewer belongs to an organisation and the
 * viewed user belongs to the same one (the server answers another campus's members with 403).
 */
export function showsDataStrip(viewer: Pick<User, 'organization_data'>, viewed: Pick<PublicUser, 'organization_data'>): boolean {
  const mine = organizationOf(viewer);
  const theirs = organizationOf(viewed);
  return mine !== null && theirs !== null && mine.id === theirs.id;
}

/** The service of the viewer's organisation has ended (end_date before today). */
export function isOrgServiceExpired(viewer: Pick<User, 'organization_data'>, today: DateInput): boolean {
  const end = organizationOf(viewer)?.end_date;
  return Boolean(end) && daysBetween(today, end!) < 0;
}

/**
 * The strip's View All: hidden without personal_data_center, when the viewer ranks below the
 * viewed user (student < teacher < manager), or when the data centre's route does not admit the
 * viewer (another user's is for teachers and managers: a student never lands on /403 from a
 * classmate's home); when allowed but the service has expired, an info dialog instead of the link.
 */
export function dataStripViewAll(viewer: StripViewer, viewed: Subject, today: DateInput, own: boolean): 'link' | 'expired' | null {
  if (!canOpenDataCenterRoute(viewer, own) || !canViewDataCenterOf(viewer, viewed)) return null;
  return isOrgServiceExpired(viewer, today) ? 'expired' : 'link';
}

/** Seconds as hours with one decimal (spec 000 §9). */
export function toHours(seconds: number): string {
  return (Math.round(((Number(seconds) || 0) / 3600) * 10) / 10).toFixed(1);
}

/** The comment id of a #comments-{id} anchor, or null. */
export function commentAnchorId(hash: string): number | null {
  const match = /^#comments-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** The comment page (1-based) holding the thread at this offset. */
export function commentPageOf(offset: number): number {
  return Math.floor(Math.max(0, offset) / COMMENT_PAGE_SIZE) + 1;
}

/**
 * Where a notification's parts link to (spec 001 §2 "Notification centre"): the actor's home
 * page; projects and their comments on the works community; comments left on a home page to
 * that home page's comment anchor; portfolios at /manage/portfolio/{id} (?type=area when the
 * portfolio belongs to an organisation, org_id not 0); a portfolio member invitation to the
 * member tab (toMember=1).
 */
import { communityProjectUrl } from '@/lib/external-links';
import type { Notification } from '@/types/notification';
import { paths, portfolioInvitationPath } from '@/lib/paths';

export interface LinkTarget {
  href: string;
  /** true: another site, opened in a new tab */
  external: boolean;
}

export function homeHref(username: string, commentId?: number | null): string {
  return `${paths.userHome.href(username)}${commentId ? `#comments-${commentId}` : ''}`;
}

/** The actor's home page; null for system notices (no actor). */
export function actorLink(n: Pick<Notification, 'actor_username'>): LinkTarget | null {
  return n.actor_username ? { href: homeHref(n.actor_username), external: false } : null;
}

const isAreaPortfolio = (orgId: number) => orgId !== 0;

/** A portfolio notice: /manage/portfolio/{id}, with ?type=area for an organisation's portfolio. */
export function portfolioHref(id: number, orgId: number): string {
  return paths.portfolio.href(id, { type: isAreaPortfolio(orgId) ? 'area' : undefined });
}

/** An invitation to become a member opens the member tab. */
export function portfolioMemberHref(id: number, orgId: number): string {
  return portfolioInvitationPath(id, isAreaPortfolio(orgId));
}

const internal = (href: string): LinkTarget => ({ href, external: false });
const external = (href: string): LinkTarget => ({ href, external: true });

/**
 * The object link of a notification: what the verb is about. Null when there is nothing to open
 * (system notices, a deleted portfolio, campus role changes).
 */
export function objectLink(n: Pick<Notification, 'verb' | 'obj_id' | 'obj_name' | 'tgt_id' | 'org_id'>): LinkTarget | null {
  const id = n.obj_id;
  switch (n.verb) {
    case 'up':
    case 'favorite':
    case 'comment':
      return id ? external(communityProjectUrl(id)) : null;
    case 'comment_reply':
    case 'project_comment_reply':
      return id ? external(communityProjectUrl(id, n.tgt_id)) : null;
    // Comments on a home page live on that home page (obj_name is its owner's username).
    case 'user_comment':
    case 'user_comment_reply':
    case 'has_user_comment_reply':
      return n.obj_name ? internal(homeHref(n.obj_name, n.tgt_id)) : null;
    case 'invited_user_in_studio':
      return id ? internal(portfolioMemberHref(id, n.org_id)) : null;
    case 'studioactivity':
    case 'studio_project_add':
    case 'studio_project_delete':
    case 'studio_bulk_add_project':
    case 'followed_studio_project_add':
    case 'promotion_user_in_studio':
      return id ? internal(portfolioHref(id, n.org_id)) : null;
    case 'delete_user_in_studio':
    case 'delete_studio':
    case 'welcome':
    case 'site_notification':
    case 'allow_comments':
    case 'invited_user_in_campus':
    case 'reply_to_invited_campus':
    case 'set_up_teacher':
    case 'set_up_manager':
    case 'delete_teacher':
    case 'delete_manager':
      return null;
  }
}

/** The work a portfolio notice is about (added or removed), on the works community. */
export function workLink(n: Pick<Notification, 'verb' | 'tgt_id'>): LinkTarget | null {
  if ((n.verb === 'studio_project_add' || n.verb === 'studio_project_delete') && n.tgt_id) return external(communityProjectUrl(n.tgt_id));
  return null;
}

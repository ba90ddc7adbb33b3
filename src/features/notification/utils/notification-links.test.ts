import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { NOTIFICATION_VERBS, type Notification, type NotificationVerb } from '@/types/notification';
import { actorLink, objectLink, portfolioHref, portfolioMemberHref, workLink } from './notification-links';

const community = EXTERNAL_LINKS.worksCommunity;
const note = (verb: NotificationVerb, over: Partial<Notification> = {}) => ({ verb, obj_id: 42, obj_name: 'kid_a', tgt_id: 7, org_id: 0, ...over });

describe('notification links', () => {
  it('links the actor to their home page, and nothing for a system notice', () => {
    expect(actorLink({ actor_username: 'li ming' })).toEqual({ href: '/account/home/li%20ming', external: false });
    expect(actorLink({ actor_username: '' })).toBeNull();
  });

  it('links portfolios with ?type=area when org_id is not 0, and member invitations to the member tab', () => {
    expect(portfolioHref(5, 0)).toBe('/manage/portfolio/5');
    expect(portfolioHref(5, 1)).toBe('/manage/portfolio/5?type=area');
    expect(portfolioMemberHref(5, 1)).toBe('/manage/portfolio/5/?type=area&toMember=1');
    expect(portfolioMemberHref(5, 0)).toBe('/manage/portfolio/5/?toMember=1');
  });

  it.each<[NotificationVerb, Partial<Notification>, string | null, boolean]>([
    ['up', {}, `${community}project/42/`, true],
    ['favorite', {}, `${community}project/42/`, true],
    ['comment', {}, `${community}project/42/`, true],
    ['comment_reply', {}, `${community}project/42/#comments-7`, true],
    ['project_comment_reply', { tgt_id: null }, `${community}project/42/`, true],
    ['user_comment', {}, '/account/home/kid_a#comments-7', false],
    ['user_comment_reply', {}, '/account/home/kid_a#comments-7', false],
    ['has_user_comment_reply', { tgt_id: null }, '/account/home/kid_a', false],
    ['invited_user_in_studio', { org_id: 1 }, '/manage/portfolio/42/?type=area&toMember=1', false],
    ['invited_user_in_studio', {}, '/manage/portfolio/42/?toMember=1', false],
    ['studioactivity', { org_id: 1 }, '/manage/portfolio/42?type=area', false],
    ['studio_project_add', {}, '/manage/portfolio/42', false],
    ['studio_project_delete', { org_id: 3 }, '/manage/portfolio/42?type=area', false],
    ['studio_bulk_add_project', {}, '/manage/portfolio/42', false],
    ['promotion_user_in_studio', { org_id: 1 }, '/manage/portfolio/42?type=area', false],
    ['delete_user_in_studio', { obj_id: null }, null, false],
    ['delete_studio', { obj_id: null }, null, false],
    ['up', { obj_id: null }, null, false],
  ])('%s %j links to %s', (verb, over, href, external) => {
    const link = objectLink(note(verb, over));
    expect(link).toEqual(href === null ? null : { href, external });
  });

  it('gives campus, role and system notices no object link', () => {
    const none: NotificationVerb[] = ['welcome', 'site_notification', 'allow_comments', 'invited_user_in_campus', 'reply_to_invited_campus', 'set_up_teacher', 'set_up_manager', 'delete_teacher', 'delete_manager'];
    for (const verb of none) expect(objectLink(note(verb))).toBeNull();
    // every verb is decided (the switch is exhaustive)
    for (const verb of NOTIFICATION_VERBS) expect(objectLink(note(verb)) === undefined).toBe(false);
  });

  it('links the work added to or removed from a portfolio on the community', () => {
    expect(workLink({ verb: 'studio_project_add', tgt_id: 9 })).toEqual({ href: `${community}project/9/`, external: true });
    expect(workLink({ verb: 'studio_project_delete', tgt_id: null })).toBeNull();
    expect(workLink({ verb: 'up', tgt_id: 9 })).toBeNull();
  });
});

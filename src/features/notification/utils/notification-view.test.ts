import { describe, expect, it } from 'vitest';
import { NOTIFICATION_VERBS, type Notification, type NotificationVerb } from '@/types/notification';
import { notificationZhCN } from '../i18n/zh-CN';
import { notificationEnUS } from '../i18n/en-US';
import { actorDisplayName, notificationView } from './notification-view';

const base: Notification = {
  id: 1, verb: 'up', unread: false, created_at: '2026-01-01T00:00:00Z', actor_username: 'emma', actor_nick: 'Emma', actor_name: 'Emma W',
  actor_regional_username: '', actor_avatar: '', obj_id: 3, obj_name: 'Maze', tgt_id: null, tgt_name: '', tgt_content: '', description: 'server words',
  platform: 'scratch', org_id: 0,
};
const view = (verb: NotificationVerb, over: Partial<Notification> = {}) => notificationView({ ...base, verb, ...over });

describe('notificationView', () => {
  it('has a sentence in both languages for every verb, with the actor slot for every verb that has an actor', () => {
    for (const verb of NOTIFICATION_VERBS) {
      const key = view(verb).messageKey as keyof typeof notificationZhCN;
      expect(notificationZhCN[key], verb).toBeTruthy();
      expect(notificationEnUS[key], verb).toBeTruthy();
      if (verb !== 'welcome' && verb !== 'site_notification' && verb !== 'followed_studio_project_add') expect(notificationEnUS[key]).toContain('{actor}');
    }
  });

  it('quotes comments and system notices, nothing else', () => {
    expect(view('comment', { tgt_content: 'Nice!' }).quote).toBe('Nice!');
    expect(view('user_comment_reply', { tgt_content: 'Thanks' }).quote).toBe('Thanks');
    expect(view('site_notification').quote).toBe('server words');
    expect(view('set_up_teacher').quote).toBe('');
  });

  it('picks the variant of allow_comments and of reply_to_invited_campus', () => {
    expect(view('allow_comments', { tgt_content: 'true' }).messageKey).toBe('notification.verb.allow_comments.on');
    expect(view('allow_comments', { tgt_content: 'false' }).messageKey).toBe('notification.verb.allow_comments.off');
    expect(view('reply_to_invited_campus', { tgt_content: '{"status":"True"}' }).messageKey).toBe('notification.verb.reply_to_invited_campus.agreed');
    expect(view('reply_to_invited_campus', { tgt_content: '{"status":"False"}' }).messageKey).toBe('notification.verb.reply_to_invited_campus.refused');
  });

  it('lists every work of a bulk add and names the one work of an add', () => {
    expect(view('studio_bulk_add_project', { tgt_name: 'A', tgt_content: 'B, C' }).works).toEqual(['A', 'B', 'C']);
    expect(view('studio_project_add', { tgt_id: 4, tgt_name: 'Rocket' }).work).toMatchObject({ label: 'Rocket', link: { external: true } });
    expect(view('up').works).toEqual([]);
    expect(view('studio_bulk_add_project', { tgt_name: 'A', tgt_content: 'B, C' }).count).toBe(3);
  });

  it('reads the day’s count of a followed portfolio’s news from tgt_content, and links the portfolio', () => {
    const news = view('followed_studio_project_add', { actor_username: '', tgt_content: '{"count":4}', obj_id: 9 });
    expect(news).toMatchObject({ count: 4, actor: null, object: { href: '/manage/portfolio/9', external: false }, works: [] });
    expect(view('followed_studio_project_add', { tgt_content: 'not json' }).count).toBe(0);
    expect(notificationEnUS['notification.verb.followed_studio_project_add']).toContain('{count, plural,');
  });

  it('calls the object of a comment on the own home page "your home page"', () => {
    expect(view('user_comment').objectLabel).toEqual({ key: 'notification.object.yourHome' });
    expect(view('user_comment_reply').objectLabel).toEqual({ text: 'Maze' });
  });

  it('marks campus invitations', () => {
    expect(view('invited_user_in_campus').isCampusInvitation).toBe(true);
    expect(view('reply_to_invited_campus').isCampusInvitation).toBe(false);
  });

  it('names the actor by real name, then nickname, then username', () => {
    expect(actorDisplayName(base)).toBe('Emma W');
    expect(actorDisplayName({ ...base, actor_name: '' })).toBe('Emma');
    expect(actorDisplayName({ ...base, actor_name: '', actor_nick: '' })).toBe('emma');
  });
});

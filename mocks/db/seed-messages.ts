/**
 * Notifications of the demo world: every verb for the demo teacher, manager and student (mixed
 * read and unread, enough for the teacher to page), the pending campus invitations, and the
 * pinned top notifications.
 */
import { db } from './db';
import { FOLLOW_NEWS_VERB, type FollowNewsContent, type NotificationVerb } from '@/types/notification';
import type { CommentRecord, NotificationRecord, OrganizationRecord, ProjectRecord, StudioRecord, UserRecord } from './schema';
import { COMMENT_TEXTS, REPLY_TEXTS } from './content-projects';
import { SITE_ANNOUNCEMENTS, TOP_NOTICES, WELCOME_TEXT } from './content-texts';
import type { DemoPeople } from './seed-campus';
import type { DemoWorks } from './seed-works';
import type { SeedContext } from './seed-context';
import { insertEmployee } from './seed-records';
import { invitationContentText } from '../rules/campus-invitation';

type NoteSpec = Partial<Omit<NotificationRecord, 'id' | 'recipient_id' | 'verb' | 'actor_id' | 'unread' | 'created_at'>> & {
  verb: NotificationVerb;
  actor: UserRecord | null;
  /** the newest and unread whatever else arrives (pending invitations) */
  pinned?: boolean;
  /** history that would puzzle as fresh news (a revoked role, an answered invitation): oldest, read */
  old?: boolean;
};

export function invitationContent(org: OrganizationRecord, status: string, employeeId: number): string {
  return invitationContentText(org, status, employeeId);
}

/** What a recipient's notifications can refer to. */
interface Recipient {
  user: UserRecord;
  org: OrganizationRecord;
  /** people who act on the recipient's things */
  friends: UserRecord[];
  orgManager: UserRecord;
  projects: ProjectRecord[];
  invitedStudio: StudioRecord;
  /** an earlier campus invitation and how it was answered ('True' agreed, 'False' refused) */
  campusInvite: { org: OrganizationRecord; by: UserRecord; status: string; employeeId: number };
}

const sample = <T>(items: readonly T[], i: number): T => items[i % items.length];

function everyVerb(ctx: SeedContext, r: Recipient): NoteSpec[] {
  const { rng } = ctx;
  const friend = () => rng.pick(r.friends);
  const project = () => rng.pick(r.projects);
  const ofProject = (p: ProjectRecord) => ({ obj_id: p.id, obj_name: p.title, platform: p.platform });
  const myStudios = db.studioMembers
    .findBy('user_id', r.user.id)
    .filter((m) => !m.invited)
    .map((m) => db.studios.get(m.studio_id)!);
  const studio = () => rng.pick(myStudios);
  const ofStudio = (s: StudioRecord) => ({ obj_id: s.id, obj_name: s.title, org_id: s.kind === 'area' ? (s.org_id ?? 0) : 0 });
  const ofOrg = { obj_id: r.org.id, obj_name: r.org.name, org_id: r.org.id };
  const otherProject = rng.pick(db.projects.filter((p) => p.lms_public && p.owner_id !== r.user.id));
  const onMyHome = db.comments.findBy('target_user_id', r.user.id).filter((c) => !c.deleted);
  const myTopComment = onMyHome.find((c) => c.parent_id === null && c.author_id !== r.user.id);
  const replyOnMyHome = onMyHome.find((c) => c.parent_id !== null && c.author_id !== r.user.id);
  const mine: CommentRecord | undefined = db.comments.filter((c) => c.author_id === r.user.id && c.target_user_id !== r.user.id && c.parent_id === null)[0];
  const homeOf = (c: CommentRecord | undefined) => db.users.get(c?.target_user_id) ?? r.user;
  const s1 = studio();
  const bulk = rng.sample(r.projects.filter((p) => p.lms_public), 3);
  const manager = r.orgManager;
  // Nobody is notified of their own action: in a portfolio of one's own, the campus's manager acts.
  const s1By = s1.owner_id === r.user.id ? manager : db.users.get(s1.owner_id)!;
  // The day's roll-up of a followed portfolio's new works (issue 32): the first portfolio followed.
  const followed = db.studios.get(db.studioFollows.findBy('user_id', r.user.id)[0]?.studio_id);
  // The reply to one's comment comes from the owner of the home page it is on, or (on one's own page) the campus's manager.
  const replyBy = homeOf(mine).id === r.user.id ? manager : homeOf(mine);

  return [
    { verb: 'up', actor: friend(), ...ofProject(project()) },
    { verb: 'favorite', actor: friend(), ...ofProject(project()) },
    { verb: 'comment', actor: friend(), ...ofProject(project()), tgt_content: rng.pick(COMMENT_TEXTS) },
    { verb: 'comment_reply', actor: db.users.get(otherProject.owner_id)!, ...ofProject(otherProject), tgt_content: rng.pick(REPLY_TEXTS) },
    { verb: 'project_comment_reply', actor: friend(), ...ofProject(project()), tgt_content: rng.pick(REPLY_TEXTS) },
    {
      verb: 'user_comment', actor: db.users.get(myTopComment?.author_id) ?? friend(), obj_id: r.user.id, obj_name: r.user.username,
      tgt_id: myTopComment?.id ?? null, tgt_content: myTopComment?.content ?? rng.pick(COMMENT_TEXTS),
    },
    {
      verb: 'user_comment_reply', actor: replyBy, obj_id: replyBy.id, obj_name: replyBy.username,
      tgt_id: mine?.id ?? null, tgt_content: rng.pick(REPLY_TEXTS),
    },
    {
      verb: 'has_user_comment_reply', actor: db.users.get(replyOnMyHome?.author_id) ?? friend(), obj_id: r.user.id, obj_name: r.user.username,
      tgt_id: replyOnMyHome?.id ?? null, tgt_content: replyOnMyHome?.content ?? rng.pick(REPLY_TEXTS),
    },
    { verb: 'welcome', actor: null, description: WELCOME_TEXT },
    { verb: 'site_notification', actor: null, description: sample(SITE_ANNOUNCEMENTS, r.user.id) },
    { verb: 'invited_user_in_studio', actor: db.users.get(r.invitedStudio.owner_id)!, ...ofStudio(r.invitedStudio) },
    { verb: 'studioactivity', actor: s1By, ...ofStudio(s1), description: 'updated the portfolio title and description' },
    { verb: 'allow_comments', old: true, actor: manager, tgt_content: 'true', description: 'Commenting has been turned on for your account.', org_id: r.org.id },
    {
      verb: 'invited_user_in_campus', old: true, actor: r.campusInvite.by, obj_id: r.campusInvite.org.id, obj_name: r.campusInvite.org.name,
      org_id: r.campusInvite.org.id, tgt_id: r.campusInvite.employeeId,
      tgt_content: invitationContent(r.campusInvite.org, r.campusInvite.status, r.campusInvite.employeeId),
    },
    { verb: 'reply_to_invited_campus', old: true, actor: friend(), ...ofOrg, tgt_content: invitationContent(r.org, 'True', 0), description: 'accepted the invitation to join the campus' },
    { verb: 'studio_project_add', actor: friend(), ...ofStudio(studio()), tgt_id: bulk[0]?.id ?? null, tgt_name: bulk[0]?.title ?? '' },
    { verb: 'studio_project_delete', actor: friend(), ...ofStudio(studio()), tgt_id: bulk[1]?.id ?? null, tgt_name: bulk[1]?.title ?? '' },
    { verb: 'promotion_user_in_studio', actor: s1By, ...ofStudio(s1), description: 'promoted you to manager' },
    { verb: 'delete_user_in_studio', old: true, actor: manager, obj_id: null, obj_name: 'Autumn Art Week', description: 'removed you from the portfolio' },
    { verb: 'delete_studio', old: true, actor: manager, obj_id: null, obj_name: 'Summer Holiday Projects', description: 'deleted the portfolio' },
    { verb: 'set_up_teacher', old: true, actor: manager, ...ofOrg, description: 'set you up as a teacher of the campus' },
    { verb: 'set_up_manager', old: true, actor: manager, ...ofOrg, description: 'set you up as a manager of the campus' },
    { verb: 'delete_teacher', old: true, actor: manager, ...ofOrg, description: 'revoked your teacher role; your usage data is kept' },
    { verb: 'delete_manager', old: true, actor: manager, ...ofOrg, description: 'revoked your manager role; course rights were cleared' },
    {
      verb: 'studio_bulk_add_project', actor: friend(), ...ofStudio(studio()),
      tgt_name: bulk[0]?.title ?? '', tgt_content: bulk.slice(1).map((p) => p.title).join(','),
    },
    ...(followed ? [{ verb: FOLLOW_NEWS_VERB, actor: null, ...ofStudio(followed), tgt_content: JSON.stringify({ count: 4 } satisfies FollowNewsContent) }] : []),
  ];
}

/** More of the everyday kinds (likes, favourites, comments, works added) from various people. */
function everyday(ctx: SeedContext, r: Recipient, count: number): NoteSpec[] {
  const { rng } = ctx;
  const studios = db.studioMembers.findBy('user_id', r.user.id).filter((m) => !m.invited).map((m) => db.studios.get(m.studio_id)!);
  const out: NoteSpec[] = [];
  for (let i = 0; i < count; i++) {
    const p = rng.pick(r.projects);
    const actor = rng.pick(r.friends);
    const kind = i % 5;
    if (kind === 0 || kind === 3) out.push({ verb: 'up', actor, obj_id: p.id, obj_name: p.title, platform: p.platform });
    else if (kind === 1) out.push({ verb: 'favorite', actor, obj_id: p.id, obj_name: p.title, platform: p.platform });
    else if (kind === 2) out.push({ verb: 'comment', actor, obj_id: p.id, obj_name: p.title, platform: p.platform, tgt_content: rng.pick(COMMENT_TEXTS) });
    else {
      const s = rng.pick(studios);
      const work = rng.pick(db.projects.findBy('owner_id', actor.id).filter((w) => w.lms_public).concat(p));
      out.push({ verb: 'studio_project_add', actor, obj_id: s.id, obj_name: s.title, org_id: s.kind === 'area' ? (s.org_id ?? 0) : 0, tgt_id: work.id, tgt_name: work.title });
    }
  }
  return out;
}

/**
 * Stores a recipient's notifications: pinned ones are the newest, then the rest in random order;
 * the newest `unread` (pinned ones included) are unread; welcome is the oldest.
 */
function deliver(ctx: SeedContext, recipient: UserRecord, specs: NoteSpec[], unread: number, spanDays: number): void {
  const { rng } = ctx;
  const ordered = [
    ...specs.filter((s) => s.pinned),
    ...rng.shuffle(specs.filter((s) => s.verb !== 'welcome' && !s.pinned && !s.old)),
    ...specs.filter((s) => s.old),
  ];
  const welcome = specs.find((s) => s.verb === 'welcome');
  const ages = ordered.map(() => rng.int(0, spanDays * 24 * 60)).sort((a, b) => a - b);
  const insert = (spec: NoteSpec, minutesAgo: number, isUnread: boolean) => {
    const { verb, actor, pinned: _pinned, old: _old, ...rest } = spec;
    // nobody is notified of their own action (a seeded reply on one's own home page included)
    if (actor && actor.id === recipient.id) return;
    db.notifications.insert({
      recipient_id: recipient.id, verb, unread: isUnread, actor_id: actor?.id ?? null,
      obj_id: null, obj_name: '', tgt_id: null, tgt_name: '', tgt_content: '', description: '', platform: '', org_id: 0,
      ...rest,
      created_at: ctx.ago(0, minutesAgo + 5),
    });
  };
  if (welcome) insert(welcome, (spanDays + 30) * 24 * 60, false);
  // Oldest first, so ids grow with time like a real server's.
  for (let i = ordered.length - 1; i >= 0; i--) insert(ordered[i], ages[i], i < unread && !ordered[i].old);
}

/**
 * The id of an invitation whose employee row no longer exists: refused (refusing removes the
 * row) or erased by the campus after it lapsed. The invitee's notification still refers to it.
 */
function withdrawnInvitation(ctx: SeedContext, user: UserRecord, org: OrganizationRecord, daysAgo: number): number {
  const row = insertEmployee(ctx, user, org, { status: 0, is_new: true, invite_expires_at: ctx.ago(daysAgo - 7), created_at: ctx.ago(daysAgo) });
  db.employees.delete(row.id);
  return row.id;
}

/** An old invitation in `multi`'s list, answered or lapsed. */
function pastInvitation(org: OrganizationRecord, by: UserRecord, status: string, employeeId: number): NoteSpec {
  return {
    verb: 'invited_user_in_campus', old: true, actor: by, obj_id: org.id, obj_name: org.name, org_id: org.id,
    tgt_id: employeeId, tgt_content: invitationContent(org, status, employeeId),
  };
}

export function seedMessages(ctx: SeedContext, people: DemoPeople, works: DemoWorks): void {
  const { rng } = ctx;
  const { demo, staff, orgs, roster, teams, invites } = people;
  const abc = roster.get(teams.ABCDEF.id)!;
  const sunshineEmployee = (u: UserRecord) => db.employees.findBy('user_id', u.id).find((e) => e.org_id === orgs.sunshine.id) ?? null;

  const teacher: Recipient = {
    user: demo.teacher, org: orgs.sunshine, friends: [...abc.slice(0, 12), demo.principal, staff.emma, staff.oliver],
    orgManager: demo.manager, projects: works.projectsOf(demo.teacher), invitedStudio: works.pendingInvites.teacher,
    campusInvite: { org: orgs.sunshine, by: demo.manager, status: 'True', employeeId: sunshineEmployee(demo.teacher)!.id },
  };
  deliver(ctx, demo.teacher, [...everyVerb(ctx, teacher), ...everyday(ctx, teacher, 50)], 14, 75);

  const manager: Recipient = {
    user: demo.manager, org: orgs.sunshine, friends: [demo.teacher, demo.principal, staff.emma, staff.sophie, ...rng.sample(people.sunshineStudents, 8)],
    orgManager: demo.principal, projects: works.projectsOf(demo.manager), invitedStudio: works.pendingInvites.manager,
    // An old invitation to another campus that the manager turned down.
    campusInvite: { org: orgs.riverside, by: demo.expiring, status: 'False', employeeId: withdrawnInvitation(ctx, demo.manager, orgs.riverside, 200) },
  };
  deliver(ctx, demo.manager, [...everyVerb(ctx, manager), ...everyday(ctx, manager, 15)], 8, 60);

  const student: Recipient = {
    user: demo.student, org: orgs.sunshine, friends: [...abc.slice(1, 14), demo.teacher],
    orgManager: demo.teacher, projects: works.projectsOf(demo.student), invitedStudio: works.pendingInvites.student,
    campusInvite: { org: orgs.sunshine, by: demo.teacher, status: 'True', employeeId: withdrawnInvitation(ctx, demo.student, orgs.sunshine, 300) },
  };
  deliver(ctx, demo.student, [...everyVerb(ctx, student), ...everyday(ctx, student, 12)], 6, 60);

  // A few for everyone else who signs in.
  const welcomeOnly = (u: UserRecord, extra: NoteSpec[] = [], unread = 1) =>
    deliver(ctx, u, [{ verb: 'welcome', actor: null, description: WELCOME_TEXT }, ...extra], unread, 30);
  const setUp = (org: OrganizationRecord, by: UserRecord, verb: NotificationVerb = 'set_up_teacher'): NoteSpec => ({
    verb, actor: by, obj_id: org.id, obj_name: org.name, org_id: org.id,
    description: verb === 'set_up_manager' ? 'set you up as a manager of the campus' : 'set you up as a teacher of the campus',
  });
  const site = (i: number): NoteSpec => ({ verb: 'site_notification', actor: null, description: sample(SITE_ANNOUNCEMENTS, i) });

  welcomeOnly(demo.multi, [
    {
      verb: 'invited_user_in_campus', actor: staff.lucy, obj_id: orgs.northstar.id, obj_name: orgs.northstar.name, org_id: orgs.northstar.id,
      tgt_id: invites.multi.id, tgt_content: invitationContent(orgs.northstar, 'pending', invites.multi.id), pinned: true,
    },
    setUp(orgs.sunshine, demo.manager),
    setUp(orgs.riverside, demo.expiring),
    { verb: 'invited_user_in_studio', actor: demo.principal, obj_id: works.pendingInvites.multi.id, obj_name: works.pendingInvites.multi.title, org_id: orgs.sunshine.id },
    site(0),
    // Earlier invitations, one of each outcome: lapsed unanswered, refused, agreed.
    pastInvitation(orgs.northstar, staff.lucy, 'pending', withdrawnInvitation(ctx, demo.multi, orgs.northstar, 20)),
    pastInvitation(orgs.hilltop, staff.george, 'False', withdrawnInvitation(ctx, demo.multi, orgs.hilltop, 25)),
    pastInvitation(orgs.sunshine, demo.manager, 'True', sunshineEmployee(demo.multi)!.id),
  ], 2);
  welcomeOnly(staff.ruth, [
    {
      verb: 'invited_user_in_campus', actor: demo.manager, obj_id: orgs.sunshine.id, obj_name: orgs.sunshine.name, org_id: orgs.sunshine.id,
      tgt_id: invites.ruth.id, tgt_content: invitationContent(orgs.sunshine, 'pending', invites.ruth.id), pinned: true,
    },
  ], 1);
  welcomeOnly(demo.visitor, [site(1), site(2)], 2);
  welcomeOnly(demo.principal, [setUp(orgs.sunshine, demo.manager, 'set_up_manager'), site(3),
    ...everyday(ctx, { ...teacher, user: demo.principal, projects: works.projectsOf(demo.principal) }, 10)], 4);
  welcomeOnly(demo.solo, [site(0), ...everyday(ctx, { ...teacher, user: demo.solo, friends: roster.get(teams.WEEKND.id)!, projects: works.projectsOf(demo.solo) }, 6)], 3);
  welcomeOnly(demo.expiring, [setUp(orgs.riverside, demo.expiring, 'set_up_manager'), site(0)], 1);
  welcomeOnly(demo.expired, [setUp(orgs.hilltop, staff.george), site(1)], 1);
  welcomeOnly(demo.upcoming, [setUp(orgs.northstar, staff.lucy)], 1);
  for (const kid of abc.slice(1, 6)) welcomeOnly(kid);

  db.topNotifications.insert({ description: TOP_NOTICES[0], top_start_time: ctx.ago(1), top_end_time: ctx.ahead(7), dismissed_by: [] });
  db.topNotifications.insert({ description: TOP_NOTICES[1], top_start_time: ctx.ago(1, 120), top_end_time: ctx.ahead(7), dismissed_by: [] });
  // Its window has passed: it must not show.
  db.topNotifications.insert({ description: TOP_NOTICES[2], top_start_time: ctx.ago(30), top_end_time: ctx.ago(23), dismissed_by: [] });
}

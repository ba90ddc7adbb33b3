/**
 * What a change to a portfolio leaves behind (spec 001 §3, §4): a line of its activity feed
 * (studio_project_add, studio_bulk_add_project, studio_project_update, studio_project_delete,
 * studioactivity) and notifications to the people concerned (invited_user_in_studio,
 * promotion_user_in_studio, delete_user_in_studio, studio_project_add, studio_bulk_add_project,
 * studio_project_delete, studioactivity, delete_studio). The actor is never notified of their
 * own action. Notifications of a regional portfolio carry its campus as org_id, so their links
 * open it with ?type=area; the others carry 0.
 */
import type { NotificationVerb } from '@/types/notification';
import type { ActivityVerb } from '@/types/portfolio';
import { db } from '../db/db';
import type { ProjectRecord, StudioRecord } from '../db/schema';
import { membersOf } from './studio-view';

const now = () => new Date().toISOString();

export function recordActivity(studio: StudioRecord, verb: ActivityVerb, actorId: number, tgtName = '', tgtContent = ''): void {
  db.studioActivities.insert({
    studio_id: studio.id, verb, actor_id: actorId, tgt_name: tgtName, tgt_content: tgtContent, obj_name: studio.title, created_at: now(),
  });
}

interface StudioNotice {
  verb: NotificationVerb;
  actorId: number;
  studio: StudioRecord;
  /** false once the portfolio is gone or the recipient lost access: no link to open (obj_id null) */
  linked?: boolean;
  work?: Pick<ProjectRecord, 'id' | 'title'>;
  /** comma-separated further work names (bulk adds) */
  extra?: string;
  description?: string;
}

export function notify(recipientIds: Iterable<number>, notice: StudioNotice): void {
  const { studio, work } = notice;
  const linked = notice.linked ?? true;
  const sent = new Set<number>();
  for (const id of recipientIds) {
    if (id === notice.actorId || sent.has(id)) continue;
    sent.add(id);
    db.notifications.insert({
      recipient_id: id,
      verb: notice.verb,
      unread: true,
      actor_id: notice.actorId,
      obj_id: linked ? studio.id : null,
      obj_name: studio.title,
      tgt_id: work?.id ?? null,
      tgt_name: work?.title ?? '',
      tgt_content: notice.extra ?? '',
      description: notice.description ?? '',
      platform: '',
      org_id: studio.kind === 'area' ? (studio.org_id ?? 0) : 0,
      created_at: now(),
    });
  }
}

/** The owner and the managers: who hears about works coming and going. */
export function keepersOf(studio: StudioRecord): number[] {
  return membersOf(studio.id)
    .filter((m) => m.role !== 'curator')
    .map((m) => m.user_id);
}

export function everyMemberOf(studio: StudioRecord): number[] {
  return membersOf(studio.id).map((m) => m.user_id);
}

/**
 * Takes a project out of every portfolio that holds it (withdrawn or deleted, spec 002 §4.1):
 * each portfolio's feed records the removal and its keepers are told.
 */
export function removeProjectEverywhere(project: ProjectRecord, actorId: number): void {
  for (const row of db.studioProjects.findBy('project_id', project.id)) {
    db.studioProjects.delete(row.id);
    const studio = db.studios.get(row.studio_id);
    if (!studio) continue;
    recordActivity(studio, 'studio_project_delete', actorId, project.title);
    notify(keepersOf(studio), { verb: 'studio_project_delete', actorId, studio, work: project });
  }
}

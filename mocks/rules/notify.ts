/**
 * Writes a notification for one person (spec 001 §3 "Notification"), with the fields a verb does
 * not use left empty. The description is a catalogue message, read in the reader's language.
 */
import type { NotificationVerb } from '@/types/notification';
import { db } from '../db/db';
import type { NotificationRecord, OrganizationRecord } from '../db/schema';
import type { Message } from '../messages/define';

export interface Note {
  recipient: number;
  verb: NotificationVerb;
  actor: number | null;
  description?: Message;
  /** a campus note names the campus as its object */
  org?: Pick<OrganizationRecord, 'id' | 'name'>;
  /** another object (a home page: the user's id and username) */
  obj?: { id: number; name: string };
  tgt_id?: number | null;
  tgt_content?: string;
}

/** Nobody is told of what they did themselves: a note whose actor is its recipient is not written (null). */
export function notify(note: Note): NotificationRecord | null {
  if (note.actor !== null && note.actor === note.recipient) return null;
  return db.notifications.insert({
    recipient_id: note.recipient,
    verb: note.verb,
    unread: true,
    actor_id: note.actor,
    obj_id: note.obj?.id ?? note.org?.id ?? null,
    obj_name: note.obj?.name ?? note.org?.name ?? '',
    tgt_id: note.tgt_id ?? null,
    tgt_name: '',
    tgt_content: note.tgt_content ?? '',
    description: note.description ?? '',
    platform: '',
    org_id: note.org?.id ?? 0,
    created_at: new Date().toISOString(),
  });
}

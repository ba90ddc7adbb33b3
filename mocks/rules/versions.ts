/**
 * Record versions for edit forms (issue 25: no save undoes a change it did not show). A record's
 * version is a short hash of what its edit form shows and sends back whole (a campus student's
 * name and teams, a teacher's role, quotas, teams and courses). A form carries the version it read;
 * a save whose version is no longer the record's answers 409 "changed elsewhere, reload", so a
 * list loaded before another person's change is never written back over it. Derived from the
 * rows on every call: nothing is stored, and a version changes with what it covers.
 */
import { commonMessages } from '../messages/common';
import type { Refusal } from './centre-guard';

/** FNV-1a of the JSON text, as 8 hex digits. */
export function versionOf(shown: unknown): string {
  const text = JSON.stringify(shown);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** 409 when the body carries a version that is not the record's any more; null when it is (or none came). */
export function staleVersion(body: Record<string, unknown>, current: string): Refusal | null {
  if (body.version === undefined) return null;
  return body.version === current ? null : { status: 409, body: { detail: commonMessages.changedElsewhere } };
}

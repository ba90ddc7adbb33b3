/**
 * Lesson and project documents as the server hands them out: a signed URL per reader, saying
 * whether that reader may have the teacher part, and the document itself with the teacher part
 * cut off (its heading kept, its body gone) when not. The front matter says which it is
 * (`teacher_part: open | locked | none`), so a reader never receives a part it may not see.
 */
import { isTeacherPartHeading, type TeacherPartState } from '@/types/content';
import { signToken, verifyToken } from './signing';

/** A document URL stays valid this long (the page fetches it at once). */
const DOCUMENT_URL_TTL_MS = 60 * 60 * 1000;

export type DocumentGrant =
  | { kind: 'unit'; course: number; unit: number; teacherPart: boolean }
  | { kind: 'project'; project: number; teacherPart: boolean };

/** The signed URL of a document for one reader. */
export function documentUrl(grant: DocumentGrant): string {
  return `/api/v1/documents/${signToken(grant, DOCUMENT_URL_TTL_MS)}/`;
}

/** What a document URL grants, or null for a forged or expired one. */
export function readDocumentGrant(sign: string): DocumentGrant | null {
  const grant = verifyToken<DocumentGrant>(sign);
  return grant && (grant.kind === 'unit' || grant.kind === 'project') ? grant : null;
}

const H2 = /^ {0,3}##[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^\s{0,3}(```|~~~)/;

/** The line range [start, end) of the teacher part (its heading first), or null when there is none. */
function teacherPartLines(lines: readonly string[]): [number, number] | null {
  let fenced = false;
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    if (FENCE.test(lines[i])) {
      fenced = !fenced;
      continue;
    }
    const heading = fenced ? null : H2.exec(lines[i]);
    if (!heading) continue;
    if (start >= 0) return [start, i];
    if (isTeacherPartHeading(heading[1])) start = i;
  }
  return start >= 0 ? [start, lines.length] : null;
}

/** Whether a document has a teacher part and whether this reader gets it. */
export function teacherPartState(markdown: string, allowed: boolean): TeacherPartState {
  if (!teacherPartLines(markdown.split('\n'))) return 'none';
  return allowed ? 'open' : 'locked';
}

/** The document for a reader: `teacher_part` in the front matter, the part's body cut when locked. */
export function documentFor(markdown: string, allowed: boolean): string {
  const state = teacherPartState(markdown, allowed);
  let lines = markdown.split('\n');
  if (state === 'locked') {
    const [start, end] = teacherPartLines(lines) as [number, number];
    lines = [...lines.slice(0, start + 1), '', ...lines.slice(end)];
  }
  if (lines[0] === '---') return [lines[0], `teacher_part: ${state}`, ...lines.slice(1)].join('\n');
  return ['---', `teacher_part: ${state}`, '---', ...lines].join('\n');
}

/**
 * The markdown documents of units and projects (spec 001 §7: "the content document is fetched
 * from the returned content URL, front matter parsed"). A detail answer gives a signed URL per
 * reader; the document's answer is `{content}` (the markdown with its front matter). The front
 * matter's `teacher_part` says whether the teacher part is there (open), cut off (locked) or
 * absent (none).
 */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import { parseFrontMatter } from '@/lib/front-matter';
import type { DocumentContent, TeacherPartState } from '@/types/content';

export interface ContentDocument {
  /** the markdown after the front matter */
  body: string;
  title: string;
  /** minutes, when the document says */
  duration: number | null;
  teacherPart: TeacherPartState;
}

const TEACHER_PART_STATES: readonly TeacherPartState[] = ['open', 'locked', 'none'];

export function toContentDocument(text: string): ContentDocument {
  const { data, body } = parseFrontMatter(text);
  const duration = Number.parseInt(data.duration ?? '', 10);
  const state = TEACHER_PART_STATES.find((s) => s === data.teacher_part) ?? 'none';
  return { body, title: data.title ?? '', duration: Number.isFinite(duration) && duration > 0 ? duration : null, teacherPart: state };
}

export const contentDocumentKeys = {
  all: ['content-documents'] as const,
  one: (url: string) => [...contentDocumentKeys.all, url] as const,
};

/** Local: the reader shows its own error with a retry. */
export async function getContentDocument(url: string): Promise<ContentDocument> {
  const answer = await apiGet<DocumentContent>(url, { policy: 'local' });
  return toContentDocument(answer.content);
}

export function contentDocumentQueryOptions(url: string) {
  // A signed URL names one document for one reader: it never changes under the same URL.
  return queryOptions({ queryKey: contentDocumentKeys.one(url), queryFn: () => getContentDocument(url), staleTime: Infinity, enabled: url !== '' });
}

export function useContentDocument(url: string) {
  return useQuery(contentDocumentQueryOptions(url));
}

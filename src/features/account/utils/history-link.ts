/** Where a learning-history entry leads (001 §2): the course unit, or the project. */
import { paths } from '@/lib/paths';
import type { LearningHistory } from '@/types/content';

/** /course/{course}/{unit or 0} or /project/{project}; null when the record names neither. */
export function historyLink(h: Pick<LearningHistory, 'resourcetype' | 'course' | 'unit' | 'project'>): string | null {
  if (h.resourcetype === 'CourseHistory' && h.course != null) return paths.course.href(h.course, h.unit ?? 0);
  if (h.resourcetype === 'CourseProjectHistory' && h.project != null) return paths.project.href(h.project);
  return null;
}

/**
 * Choosing feedback attachments (spec 001 §5): each file of an allowed type and under 5 MB, at
 * most 5 in all. A refused file is not added and says why ("{file} 文件超出5M!"); picks beyond
 * the fifth are cut with "最多可上传 5 个文件". Nothing refused is ever sent.
 */
import type { Check } from '@/lib/validators/check';
import { capCourseFeedbackAttachments, checkCourseFeedbackAttachment, COURSE_FEEDBACK_ACCEPT } from '@/lib/validators/courses';
import type { FileLike } from '@/lib/validators/files';

export { COURSE_FEEDBACK_ACCEPT };

/** A picked file that was not added, with the check that refused it. */
export interface RefusedAttachment<T extends FileLike> {
  file: T;
  check: NonNullable<Check>;
}

/**
 * The attachments after a pick: each refused file with its own reason (several may be refused at
 * once), and the cap's warning when the pick went over it.
 */
export function addAttachments<T extends FileLike>(
  current: readonly T[],
  picked: readonly T[],
): { files: T[]; refused: RefusedAttachment<T>[]; warning: NonNullable<Check> | null } {
  const refused: RefusedAttachment<T>[] = [];
  const valid = picked.filter((file) => {
    const check = checkCourseFeedbackAttachment(file);
    if (check) refused.push({ file, check });
    return check === null;
  });
  const fresh = valid.filter((file) => !current.some((c) => c.name === file.name && c.size === file.size));
  const { files, warning } = capCourseFeedbackAttachments([...current, ...fresh]);
  return { files, refused, warning: warning ?? null };
}

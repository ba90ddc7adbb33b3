/**
 * Choosing feedback attachments (spec 001 §5): each file of an allowed type and under 5 MB, at
 * most 5 in all. A refused file is not added and says why ("{file} 文件超出5M!"); picks beyond
 * the fifth are cut with "最多可上传 5 个文件". Nothing refused is ever sent.
 */
import { capCourseFeedbackAttachments, checkCourseFeedbackAttachment, COURSE_FEEDBACK_ACCEPT, type Check, type FileLike } from '@/lib/validators';

export { COURSE_FEEDBACK_ACCEPT };

export function addAttachments<T extends FileLike>(current: readonly T[], picked: readonly T[]): { files: T[]; warnings: NonNullable<Check>[] } {
  const warnings: NonNullable<Check>[] = [];
  const valid = picked.filter((file) => {
    const check = checkCourseFeedbackAttachment(file);
    if (check) warnings.push(check);
    return check === null;
  });
  const fresh = valid.filter((file) => !current.some((c) => c.name === file.name && c.size === file.size));
  const { files, warning } = capCourseFeedbackAttachments([...current, ...fresh]);
  if (warning) warnings.push(warning);
  return { files, warnings };
}

/**
 * Courses (001 §5): course feedback and its attachments, the rating, and the teaching-aid calculator.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import type { TeachingAid } from '@/types/content';
import { type Check, firstInvalid, invalid } from './check';
import { type FileKind, type FileLike, MB, checkUploadFileName, fileExtension, hasExtension, sniffFile } from './files';
import { tooLong } from './text';

/** 1 PPT, 2 video, 3 teacher handbook, 4 overview, 5 course resources, 6 other */
export const COURSE_FEEDBACK_ITEMS: readonly number[] = [1, 2, 3, 4, 5, 6];

export const COURSE_FEEDBACK_CONTENT_MAX = 200;
export const COURSE_FEEDBACK_ATTACHMENTS_MAX = 5;

/** Each attachment must be strictly under this size. */
export const COURSE_FEEDBACK_ATTACHMENT_MAX_BYTES = 5 * MB;

export const COURSE_FEEDBACK_ATTACHMENT_EXTENSIONS: readonly string[] = [
  'jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'zip', 'rar',
];

/** What the attachment picker offers (the same list as the rule). */
export const COURSE_FEEDBACK_ACCEPT = COURSE_FEEDBACK_ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export const RATING_FIELDS = ['simple', 'vividness', 'teaching_objective', 'interest', 'effective'] as const;
export type RatingField = (typeof RATING_FIELDS)[number];

/** Half-star ratings: 0.5 to 5 in steps of 0.5. */
export const RATING_MAX = 5;

export const RATING_COMMENT_MAX = 200;

export function checkCourseFeedbackItem(item: number | null | undefined): Check {
  return item != null && COURSE_FEEDBACK_ITEMS.includes(item) ? null : invalid('validation.courseFeedback.item.required');
}

export function checkCourseFeedbackContent(value: string | null | undefined): Check {
  return tooLong(value, COURSE_FEEDBACK_CONTENT_MAX, 'validation.courseFeedback.content.max');
}

export function checkCourseFeedbackAttachment(file: FileLike): Check {
  if (!hasExtension(file.name, COURSE_FEEDBACK_ATTACHMENT_EXTENSIONS)) {
    return invalid('validation.courseFeedback.attachment.type', { file: file.name });
  }
  if (file.size >= COURSE_FEEDBACK_ATTACHMENT_MAX_BYTES) {
    return invalid('validation.courseFeedback.attachment.size', { file: file.name });
  }
  return checkUploadFileName(file.name);
}

/** What the bytes of an attachment may be, by the extension it is named with. */
const ATTACHMENT_KINDS: Readonly<Record<string, readonly FileKind[]>> = {
  jpg: ['jpeg', 'png'],
  jpeg: ['jpeg', 'png'],
  png: ['jpeg', 'png'],
  pdf: ['pdf'],
  doc: ['ole'],
  docx: ['docx'],
  zip: ['zip', 'docx', 'xlsx'],
  rar: ['rar'],
};

/** An attachment is what its extension says, by its bytes (a page named notes.pdf is refused). */
export async function checkCourseFeedbackAttachmentContent(name: string, bytes: Uint8Array): Promise<Check> {
  const kind = await sniffFile(bytes);
  const allowed = ATTACHMENT_KINDS[fileExtension(name)] ?? [];
  return kind && allowed.includes(kind) ? null : invalid('validation.courseFeedback.attachment.type', { file: name });
}

/** Server side: at most 5 attachments, each valid. */
export function checkCourseFeedbackAttachments(files: readonly FileLike[]): Check {
  if (files.length > COURSE_FEEDBACK_ATTACHMENTS_MAX) {
    return invalid('validation.courseFeedback.attachment.count', { max: COURSE_FEEDBACK_ATTACHMENTS_MAX });
  }
  return firstInvalid(...files.map(checkCourseFeedbackAttachment));
}

/** Client side: extra picks are cut, with the '最多可上传 5 个文件' warning. */
export function capCourseFeedbackAttachments<T>(files: readonly T[]): { files: T[]; warning: Check } {
  if (files.length <= COURSE_FEEDBACK_ATTACHMENTS_MAX) return { files: [...files], warning: null };
  return {
    files: files.slice(0, COURSE_FEEDBACK_ATTACHMENTS_MAX),
    warning: invalid('validation.courseFeedback.attachment.count', { max: COURSE_FEEDBACK_ATTACHMENTS_MAX }),
  };
}

/** Submit is disabled until an item is chosen. */
export function canSubmitCourseFeedback(item: number | null | undefined): boolean {
  return checkCourseFeedbackItem(item) === null;
}

export type RatingScores = Partial<Record<RatingField, number | null>>;

function isHalfStep(score: number): boolean {
  return Number.isInteger(score * 2) && score > 0 && score <= RATING_MAX;
}

/** All five ratings must be given (non-zero), each a half-star step up to 5. */
export function checkCourseRating(scores: RatingScores): Check {
  const values = RATING_FIELDS.map((field) => scores[field]);
  if (values.some((v) => v == null || v === 0)) return invalid('validation.rating.incomplete');
  if (values.some((v) => !isHalfStep(v as number))) return invalid('validation.rating.range', { max: RATING_MAX });
  return null;
}

export function checkRatingComment(value: string | null | undefined): Check {
  return tooLong(value, RATING_COMMENT_MAX, 'validation.rating.comment.max');
}

export function canSubmitRating(scores: RatingScores): boolean {
  return checkCourseRating(scores) === null;
}

const POSITIVE_INTEGER = /^[1-9]\d*$/;

/** Student count and group size inputs: a positive integer or empty. */
export function checkAidCount(input: string): Check {
  const text = input.trim();
  return text === '' || POSITIVE_INTEGER.test(text) ? null : invalid('validation.aid.positiveInteger');
}

/** The number typed, or null when empty or not a positive integer. */
export function parseAidCount(input: string): number | null {
  const text = input.trim();
  return POSITIVE_INTEGER.test(text) ? Number(text) : null;
}

/** A group cannot be larger than the class. */
export function clampGroupSize(groupSize: number | null, students: number | null): number | null {
  if (groupSize == null) return null;
  return students == null ? groupSize : Math.min(groupSize, students);
}

/**
 * Quantity of one aid: calculate_way 0 is one set per group, ceil(students / group) × number;
 * calculate_way 1 is one per student, students × number. null while an input it needs is empty.
 */
export function aidQuantity(
  aid: Pick<TeachingAid, 'calculate_way' | 'number'>,
  students: number | null,
  groupSize: number | null,
): number | null {
  if (students == null) return null;
  if (aid.calculate_way === 1) return students * aid.number;
  const group = clampGroupSize(groupSize, students);
  if (group == null || group <= 0) return null;
  return Math.ceil(students / group) * aid.number;
}

/**
 * The feedback form (000 §5).
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import type { FeedbackType } from '@/types/notification';
import { type Check, firstInvalid, invalid } from './check';
import { type FileLike, IMAGE_EXTENSIONS, MB, checkUploadFileName, hasExtension, uploadImageKind } from './files';
import { isBlank, tooLong } from './text';

export const FEEDBACK_SUBJECT_MAX = 30;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * MB;
export const FEEDBACK_IMAGE_MAX_COUNT = 1;
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['suggestion', 'question', 'complain'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkFeedbackType(value: string | null | undefined): Check {
  return FEEDBACK_TYPES.some((t) => t === value) ? null : invalid('validation.feedback.type.required');
}

export function checkFeedbackSubject(value: string): Check {
  if (isBlank(value)) return invalid('validation.feedback.subject.required');
  return tooLong(value, FEEDBACK_SUBJECT_MAX, 'validation.feedback.subject.max');
}

export function checkFeedbackContent(value: string): Check {
  if (isBlank(value)) return invalid('validation.feedback.content.required');
  return tooLong(value, FEEDBACK_CONTENT_MAX, 'validation.feedback.content.max');
}

/** Optional; when given it must look like an email. */
export function checkFeedbackContact(value: string | null | undefined): Check {
  const contact = (value ?? '').trim();
  if (contact === '') return null;
  return EMAIL.test(contact) ? null : invalid('validation.feedback.contact.email');
}

export function checkFeedbackImage(file: FileLike): Check {
  if (!hasExtension(file.name, IMAGE_EXTENSIONS)) return invalid('validation.feedback.image.type');
  const name = checkUploadFileName(file.name);
  if (name) return name;
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return invalid('validation.feedback.image.size');
  return null;
}

/** One image only; each must pass checkFeedbackImage. */
export function checkFeedbackImages(files: readonly FileLike[]): Check {
  if (files.length > FEEDBACK_IMAGE_MAX_COUNT) {
    return invalid('validation.feedback.image.count', { max: FEEDBACK_IMAGE_MAX_COUNT });
  }
  return firstInvalid(...files.map(checkFeedbackImage));
}

export interface FeedbackDraft {
  subject: string;
  content: string;
  image?: FileLike | null;
}

/** Submit is disabled without subject and content, or with an image error (spec 000 §5). */
export function canSubmitFeedback(draft: FeedbackDraft): boolean {
  return (
    firstInvalid(
      checkFeedbackSubject(draft.subject),
      checkFeedbackContent(draft.content),
      draft.image ? checkFeedbackImage(draft.image) : null,
    ) === null
  );
}

/** The feedback form's image: the bytes must be a jpeg, png or bmp picture. */
export function checkFeedbackImageBytes(bytes: Uint8Array): Check {
  return uploadImageKind(bytes) ? null : invalid('validation.feedback.image.type');
}

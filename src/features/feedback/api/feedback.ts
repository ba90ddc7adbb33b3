/** POST /api/v1/feedback/ (spec 000 §7): multipart, one optional image. */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { FeedbackReceipt, FeedbackType } from '@/types/notification';

export interface FeedbackInput {
  feedback_type: FeedbackType;
  subject: string;
  content: string;
  /** optional email; '' when not given */
  contact: string;
  image: File | null;
}

export function toFeedbackForm(input: FeedbackInput): FormData {
  const form = new FormData();
  form.append('feedback_type', input.feedback_type);
  form.append('subject', input.subject.trim());
  form.append('content', input.content.trim());
  form.append('contact', input.contact.trim());
  if (input.image) form.append('image', input.image, input.image.name);
  return form;
}

/** The dialog reports failures itself (field errors, its own messages). */
export function submitFeedback(input: FeedbackInput): Promise<FeedbackReceipt> {
  return apiPost<FeedbackReceipt>('/api/v1/feedback/', toFeedbackForm(input), { policy: 'local' });
}

/** Nothing on screen lists feedback, so nothing is invalidated. */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}

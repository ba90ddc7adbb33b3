import type { feedbackZhCN } from './zh-CN';

export const feedbackEnUS: Record<keyof typeof feedbackZhCN, string> = {
  'feedback.title': 'Feedback',
  'feedback.intro': 'Found a problem or have an idea? Tell us: we read every message.',
  'feedback.type': 'Type',
  'feedback.type.suggestion': 'Suggestion',
  'feedback.type.question': 'Question',
  'feedback.type.complain': 'Complaint',
  'feedback.subject': 'Subject',
  'feedback.subject.placeholder': 'Sum up your feedback in one line',
  'feedback.content': 'Content',
  'feedback.content.placeholder': 'Describe the problem or idea, e.g. which page and what you did',
  'feedback.contact': 'Contact email (optional)',
  'feedback.contact.placeholder': 'So we can reply, e.g. name@example.com',
  'feedback.image': 'Image (optional)',
  'feedback.image.add': 'Add image',
  'feedback.image.hint': 'jpg, jpeg, png or bmp; 1 image only; a single file cannot exceed 5M',
  'feedback.submit': 'Submit',
  'feedback.success': 'Submitted, thanks for your feedback',
  'feedback.failed': 'Submission failed, try again later',
};

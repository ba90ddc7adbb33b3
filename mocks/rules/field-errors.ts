/**
 * The shared validators (src/lib/validators.ts) answer catalogue keys; the server answers English
 * text (spec 000 §5 wording) as `{field: [message]}`, which the client shows under the field
 * (spec 000 §8). A key missing here comes back as itself, so a gap is visible in review.
 */
import type { Check } from '@/lib/validators';

const MESSAGES: Readonly<Record<string, string>> = {
  'validation.username.required': 'please enter a username',
  'validation.username.pattern': 'username only supports digits, English letters, underscore',
  'validation.username.max': 'username can be at most {max} characters',
  'validation.password.required': 'please enter a password',
  'validation.password.length': 'enter a {min}-{max} character password supporting only digits, English and underscore',
  'validation.password.pattern': 'enter a {min}-{max} character password supporting only digits, English and underscore',
  'validation.password.mismatch': 'the two passwords differ',
  'validation.invitationCode.required': 'please enter the invitation code',
  'validation.invitationCode.max': 'the invitation code can be at most {max} characters',
  'validation.phone.required': 'please enter a phone number',
  'validation.phone.pattern': 'enter a correct phone number',
  'validation.phone.prefix': 'only the country prefix +{prefix} is supported',
  'validation.captcha.required': 'please enter captcha',
  'validation.captcha.incorrect': 'captcha incorrect',
  'validation.agreement.required': 'please read and agree to the user agreement and privacy policy',
  'validation.login.account.required': 'please enter username or phone number',
  'validation.teamCode.required': 'please enter the team code',
  'validation.teamCode.pattern': 'the team code is {length} capital letters',
  'validation.teamLogin.name.required': 'please choose your name',
  'validation.teamLogin.card.required': 'please choose your card',
  'validation.slider.misaligned': 'not fully aligned, retry',
  'validation.feedback.type.required': 'please choose a feedback type: suggestion, question or complain',
  'validation.feedback.subject.required': 'please enter a subject',
  'validation.feedback.subject.max': 'the subject can be at most {max} characters',
  'validation.feedback.content.required': 'please enter the content',
  'validation.feedback.content.max': 'the content can be at most {max} characters',
  'validation.feedback.contact.email': 'email format incorrect',
  'validation.feedback.image.type': 'only jpg, jpeg, png or bmp images are supported',
  'validation.feedback.image.size': 'file too large, a single file cannot exceed 5M',
  'validation.feedback.image.count': 'only {max} image can be uploaded',
  'validation.image.uploadFailed': 'upload cover failed',
  'validation.image.tooLarge': 'image file too large',
  'validation.nickname.max': 'the nickname can be at most {max} characters',
  'validation.nickname.pattern': 'nickname supports Chinese, English upper/lowercase, underscore, digits',
  'validation.nickname.restricted': 'restricted words used, please try another nickname',
  'validation.profile.description.max': 'the description can be at most {max} characters',
  'validation.courseFeedback.item.required': 'please choose a feedback item',
  'validation.courseFeedback.content.max': 'the description can be at most {max} characters',
  'validation.courseFeedback.attachment.count': 'at most {max} files can be uploaded',
  'validation.courseFeedback.attachment.size': '{file} exceeds 5M!',
  'validation.courseFeedback.attachment.type': '{file}: only jpg, jpeg, png, pdf, doc, docx, zip and rar files are supported',
  'validation.rating.incomplete': 'please give all five ratings',
  'validation.rating.range': 'ratings go from half a star to {max} stars',
  'validation.rating.comment.max': 'the comment can be at most {max} characters',
};

export function messageOf(check: NonNullable<Check>): string {
  const template = MESSAGES[check.key] ?? check.key;
  const params = check.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export type FieldErrors = Record<string, string[]>;

/** `{field: [message]}` for the failing checks, or null when every check passed. */
export function fieldErrors(checks: Record<string, Check>): FieldErrors | null {
  const out: FieldErrors = {};
  for (const [field, check] of Object.entries(checks)) if (check) out[field] = [messageOf(check)];
  return Object.keys(out).length ? out : null;
}

/** Adds one server-side message (uniqueness, existence) to a field. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** A form field as text: missing and non-text values read as ''. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

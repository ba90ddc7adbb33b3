/**
 * Every validation rule of section 5 of the three specs, as pure functions shared by the forms and
 * the mock server. A rule returns null when the value is valid, else the catalogue key of its
 * message (src/lib/i18n/validation.*.ts) with the values for its placeholders.
 *
 * Only `@/types/*` and the pure modules beside it that import nothing (invisible-text, file-sniff,
 * i18n/format-message) may be imported here: mocks/ imports this file too, and reaches those
 * through it. The message formatter is one of them because the server fills the same catalogue
 * messages as the forms (a rule's `{max, plural, …}` reads "1 character" on both sides).
 */
import type { PlanSort, TeachingAid } from '@/types/content';
import { invisibleCharacterProblem } from './invisible-text';
import { FILE_KIND_TYPES, sniffFile, sniffImage, type FileKind, type ImageKind } from './file-sniff';
import type { OrgStudent, OrgStudentStatus, SecretType } from '@/types/manage';
import type { FeedbackType } from '@/types/notification';
import { formatMessage } from './i18n/format-message';

export { invisibleCharacterProblem, FILE_KIND_TYPES, sniffFile, sniffImage, formatMessage };
export type { FileKind, ImageKind };
export type { InvisibleCharacterProblem } from './invisible-text';

export interface Invalid {
  key: string;
  params?: Record<string, string | number>;
}

/** null means valid. */
export type Check = Invalid | null;

/** The part of a browser File the rules look at, so the mock server can pass plain records. */
export interface FileLike {
  name: string;
  size: number;
}

// ---------------------------------------------------------------------------------------------
// Limits (spec sections 5 and 9)
// ---------------------------------------------------------------------------------------------

const MB = 1024 * 1024;

// 000: registration, sign-in, feedback, profile
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const INVITATION_CODE_MAX = 20;
export const PHONE_PREFIX = '86';
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Digits of a mainland mobile number (PHONE_PATTERN): the phone inputs' limit. */
export const PHONE_LENGTH = 11;
export const TEAM_CODE_LENGTH = 6;
export const RENAME_MAX = 15;
export const SLIDER_MAX_PX = 200;
export const SLIDER_TRACK_PX = 250;
export const FEEDBACK_SUBJECT_MAX = 30;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * MB;
export const FEEDBACK_IMAGE_MAX_COUNT = 1;
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['suggestion', 'question', 'complain'];
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'bmp'];
export const AVATAR_MAX_BYTES = 1 * MB;
export const NICKNAME_MAX = 20;
export const PROFILE_DESCRIPTION_MAX = 140;

// 001: content and collections
export const REGIONAL_PORTFOLIO_TITLE_MAX = 15;
export const REGIONAL_PORTFOLIO_DESCRIPTION_MAX = 200;
export const OWN_COLLECTION_TITLE_MAX = 24;
export const OWN_COLLECTION_DESCRIPTION_MAX = 100;
/** 1024 KB */
export const COVER_MAX_BYTES = 1024 * 1024;
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
export const TEACH_PLAN_MAX_BYTES = 5242880;
export const TEACH_PLAN_EXTENSIONS: readonly string[] = ['docx', 'pdf', 'xlsx'];
/** What the file picker offers; the upload check above is narrower (spec 001 §5). */
export const TEACH_PLAN_ACCEPT = '.docx,.xlsx,.xls,.doc,.pdf';
export const TEACH_PLAN_MAX_ENABLED = 50;
/** The orders of the plan list (the user's plan_sort setting); newest first unless chosen. */
export const PLAN_SORTS: readonly PlanSort[] = ['-created_at', 'created_at', 'file_name', '-file_name', 'course_bag_tag', '-course_bag_tag'];
export const DEFAULT_PLAN_SORT: PlanSort = '-created_at';

// 002: management
export const PORTFOLIO_NAME_MAX = 15;
export const PORTFOLIO_DESCRIPTION_MAX = 200;
export const TEAM_NAME_MAX = 15;
export const TEAM_DESCRIPTION_MAX = 100;
export const STUDENT_NAME_MAX = 15;
export const BULK_CREATE_MAX = 100;
export const TEAM_TEACHERS_MIN = 1;
export const TEAM_TEACHERS_MAX = 3;
export const TEACHER_NAME_MAX = 20;
export const SECRET_TYPES: readonly SecretType[] = ['image', 'word'];
export const IMPORT_EXTENSIONS: readonly string[] = ['xlsx'];
/** Not in the spec: a student workbook is a few dozen KB (1,000 rows ≈ 30 KB), so 5 MB is ample. */
export const IMPORT_MAX_BYTES = 5 * MB;
/** Not in the spec: rows of one import (a large school's year group fits; more is split into files). */
export const IMPORT_MAX_ROWS = 2000;
/** Not in the spec: campus students changed by one batch call (freeze, comments, move, delete); the import's size. */
export const CAMPUS_BATCH_MAX = IMPORT_MAX_ROWS;
/** Not in the spec: an uploaded file's name, in characters, extension included (issue 25). */
export const FILE_NAME_MAX = 100;
/** The pictures the image uploads take, by their bytes (the formats of IMAGE_EXTENSIONS; never SVG). */
export const UPLOAD_IMAGE_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'bmp'];

/** The product's own names; nicknames containing one are rejected (spec 000 §5). */
export const RESTRICTED_NICKNAME_WORDS: readonly string[] = [
  'teaching cloud',
  'teachingcloud',
  '教学云',
  'admin',
  'administrator',
  'official',
  '官方',
  '管理员',
];

/** Official reserved usernames a username reset may not take (spec 002 §5). */
export const RESERVED_USERNAMES: readonly string[] = [
  'teachingcloud',
  'teaching_cloud',
  'admin',
  'administrator',
  'official',
  'root',
  'system',
];

/** Server messages of the authorize login that map to field messages (spec 001 §5). */
export const SERVER_CAPTCHA_INCORRECT = 'captcha incorrect';
export const SERVER_PHONE_NOT_REGISTERED = 'phone not registered';
/** The same two messages as the server writes them for a Chinese reader (Accept-Language zh*). */
export const SERVER_CAPTCHA_INCORRECT_ZH = '验证码错误';
export const SERVER_PHONE_NOT_REGISTERED_ZH = '该手机号未注册';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const LETTERS_DIGITS_UNDERSCORE = /^\w+$/;
const HAN_LETTERS_DIGITS_UNDERSCORE = /^[\p{Script=Han}A-Za-z0-9_]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * A person's name (students, teachers): parts of Chinese, letters, digits or underscore, with one
 * space between parts ("Emma Wilson", "Mary Ann Lee"). Beyond 002 §5, whose rule was written for
 * Chinese names (docs/api.md "Person names").
 */
const PERSON_NAME = /^[\p{Script=Han}A-Za-z0-9_]+(?: [\p{Script=Han}A-Za-z0-9_]+)*$/u;

function invalid(key: string, params?: Invalid['params']): Invalid {
  return params ? { key, params } : { key };
}

/** Characters as a person counts them (code points), so one emoji or Han character is one. */
export function textLength(value: string): number {
  return Array.from(value).length;
}

function cut(value: string, max: number): string {
  return Array.from(value).slice(0, max).join('');
}

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

function tooLong(value: string | null | undefined, max: number, key: string): Check {
  return value != null && textLength(value.trim()) > max ? invalid(key, { max }) : null;
}

/**
 * Every name and title field (students, teachers, teams, portfolios, projects, plans, nicknames)
 * takes no line break, control, zero-width or bidirectional-override character (issue 25).
 */
export function checkVisibleText(value: string | null | undefined): Check {
  return value != null && invisibleCharacterProblem(value) !== null ? invalid('validation.text.invisible') : null;
}

/**
 * The name of an uploaded file: at most FILE_NAME_MAX characters (extension included) and nothing
 * hidden in it (a right-to-left override makes "gpj.exe" read "exe.jpg").
 */
export function checkUploadFileName(name: string): Check {
  if (textLength(name) > FILE_NAME_MAX) return invalid('validation.fileName.tooLong', { max: FILE_NAME_MAX });
  return invisibleCharacterProblem(name) !== null ? invalid('validation.fileName.invisible') : null;
}

/** Lower-case extension after the last dot, '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function hasExtension(name: string, allowed: readonly string[]): boolean {
  return allowed.includes(fileExtension(name));
}

/** The first failing check, or null when all pass. */
export function firstInvalid(...checks: Check[]): Check {
  return checks.find((c) => c !== null) ?? null;
}

export function trimQuery(query: string): string {
  return query.trim();
}

/** Offline guard of editing, uploads and imports: 'operation failed, please try again later'. */
export function checkOnline(isOnline: boolean): Check {
  return isOnline ? null : invalid('validation.offline');
}

// ---------------------------------------------------------------------------------------------
// 000 · Registration, password reset
// ---------------------------------------------------------------------------------------------

export function checkUsername(value: string): Check {
  if (isBlank(value)) return invalid('validation.username.required');
  if (!LETTERS_DIGITS_UNDERSCORE.test(value)) return invalid('validation.username.pattern');
  if (textLength(value) > USERNAME_MAX) return invalid('validation.username.max', { max: USERNAME_MAX });
  return null;
}

function passwordProblem(value: string): 'required' | 'length' | 'pattern' | null {
  if (value === '') return 'required';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'length';
  if (!LETTERS_DIGITS_UNDERSCORE.test(value)) return 'pattern';
  return null;
}

/** Registration, reset step 2 and a manager setting an org student's password (case-sensitive). */
export function checkPassword(value: string): Check {
  const problem = passwordProblem(value);
  const range = { min: PASSWORD_MIN, max: PASSWORD_MAX };
  if (problem === 'required') return invalid('validation.password.required');
  if (problem === 'length') return invalid('validation.password.length', range);
  if (problem === 'pattern') return invalid('validation.password.pattern', range);
  return null;
}

export function checkPasswordConfirm(password: string, confirm: string): Check {
  return password === confirm ? null : invalid('validation.password.mismatch');
}

/** Spaces anywhere in a pasted code are dropped before checking and sending. */
export function normaliseInvitationCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** Registration and the teacher-upgrade invitation code (spec 002 §5). */
export function checkInvitationCode(raw: string): Check {
  const code = normaliseInvitationCode(raw);
  if (code === '') return invalid('validation.invitationCode.required');
  if (textLength(code) > INVITATION_CODE_MAX) {
    return invalid('validation.invitationCode.max', { max: INVITATION_CODE_MAX });
  }
  return null;
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function checkPhone(value: string): Check {
  if (isBlank(value)) return invalid('validation.phone.required');
  return isValidPhone(value) ? null : invalid('validation.phone.pattern');
}

export function checkPhonePrefix(prefix: string): Check {
  return prefix.replace(/^\+/, '') === PHONE_PREFIX ? null : invalid('validation.phone.prefix', { prefix: PHONE_PREFIX });
}

export function checkCaptchaCode(value: string): Check {
  return isBlank(value) ? invalid('validation.captcha.required') : null;
}

export function checkAgreement(ticked: boolean): Check {
  return ticked ? null : invalid('validation.agreement.required');
}

/** The get-code button: a valid phone and no countdown running. */
export function canSendCaptcha(phone: string, secondsLeft: number): boolean {
  return isValidPhone(phone) && secondsLeft <= 0;
}

// ---------------------------------------------------------------------------------------------
// 000 · Sign-in
// ---------------------------------------------------------------------------------------------

/** Username or phone. */
export function checkLoginAccount(value: string): Check {
  return isBlank(value) ? invalid('validation.login.account.required') : null;
}

export function checkLoginPassword(value: string): Check {
  return value === '' ? invalid('validation.password.required') : null;
}

/** What the team-code input keeps of what is typed: letters only, upper-cased. */
export function normaliseTeamCode(raw: string): string {
  return raw.replace(/[^A-Za-z]/g, '').toUpperCase();
}

export function checkTeamCode(value: string): Check {
  const code = value.trim().toUpperCase();
  if (code === '') return invalid('validation.teamCode.required');
  const exact = new RegExp(`^[A-Z]{${TEAM_CODE_LENGTH}}$`);
  return exact.test(code) ? null : invalid('validation.teamCode.pattern', { length: TEAM_CODE_LENGTH });
}

export function checkTeamLoginName(name: string | null | undefined): Check {
  return isBlank(name) ? invalid('validation.teamLogin.name.required') : null;
}

export function checkTeamLoginCard(card: string | null | undefined): Check {
  return isBlank(card) ? invalid('validation.teamLogin.card.required') : null;
}

// ---------------------------------------------------------------------------------------------
// 000 · Rename check, slider captcha
// ---------------------------------------------------------------------------------------------

export function checkRename(value: string): Check {
  const ok = HAN_LETTERS_DIGITS_UNDERSCORE.test(value) && textLength(value) <= RENAME_MAX;
  return ok ? null : invalid('validation.rename.pattern', { max: RENAME_MAX });
}

/** The dragged position as sent: at most SLIDER_MAX_PX, as a fraction of the SLIDER_TRACK_PX track. */
export function sliderFraction(px: number): number {
  const clamped = Math.min(Math.max(px, 0), SLIDER_MAX_PX);
  return clamped / SLIDER_TRACK_PX;
}

/** Server side of the slider: a fraction the client could have sent, else 'not fully aligned'. */
export function checkSliderFraction(x: unknown): Check {
  const ok = typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= SLIDER_MAX_PX / SLIDER_TRACK_PX;
  return ok ? null : invalid('validation.slider.misaligned');
}

// ---------------------------------------------------------------------------------------------
// 000 · Feedback
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// 000 · Profile editor; 001/002 · cover upload (same rule and messages)
// ---------------------------------------------------------------------------------------------

function checkImageUpload(file: FileLike, maxBytes: number): Check {
  if (!hasExtension(file.name, IMAGE_EXTENSIONS)) return invalid('validation.image.uploadFailed');
  if (file.size > maxBytes) return invalid('validation.image.tooLarge');
  return checkUploadFileName(file.name);
}

/** The picture an image upload (avatar, cover, feedback image) really is, or null: its bytes decide, never its name or declared type. */
export function uploadImageKind(bytes: Uint8Array): ImageKind | null {
  const kind = sniffImage(bytes);
  return kind && UPLOAD_IMAGE_KINDS.includes(kind) ? kind : null;
}

/** Avatars and covers: the bytes must be a jpeg, png or bmp picture ('upload failed' otherwise). */
export function checkImageBytes(bytes: Uint8Array): Check {
  return uploadImageKind(bytes) ? null : invalid('validation.image.uploadFailed');
}

/** The feedback form's image: the bytes must be a jpeg, png or bmp picture. */
export function checkFeedbackImageBytes(bytes: Uint8Array): Check {
  return uploadImageKind(bytes) ? null : invalid('validation.feedback.image.type');
}

/** jpg/jpeg/png/bmp in any case, at most 1 MB. */
export function checkAvatarFile(file: FileLike): Check {
  return checkImageUpload(file, AVATAR_MAX_BYTES);
}

/** Portfolio and team covers: jpg/jpeg/png/bmp by file name, at most 1024 KB. */
export function checkCoverFile(file: FileLike): Check {
  return checkImageUpload(file, COVER_MAX_BYTES);
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[\s_]+/g, '');
}

/** True when the text contains one of the product's own names, ignoring case, spaces and underscores. */
export function usesRestrictedWord(text: string): boolean {
  const squashed = squash(text);
  return RESTRICTED_NICKNAME_WORDS.some((word) => squashed.includes(squash(word)));
}

/** Teachers only; optional. */
export function checkNickname(value: string | null | undefined): Check {
  const nickname = (value ?? '').trim();
  if (nickname === '') return null;
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  if (textLength(nickname) > NICKNAME_MAX) return invalid('validation.nickname.max', { max: NICKNAME_MAX });
  if (!HAN_LETTERS_DIGITS_UNDERSCORE.test(nickname)) return invalid('validation.nickname.pattern');
  if (usesRestrictedWord(nickname)) return invalid('validation.nickname.restricted');
  return null;
}

export function checkProfileDescription(value: string | null | undefined): Check {
  return tooLong(value, PROFILE_DESCRIPTION_MAX, 'validation.profile.description.max');
}

export interface ProfileDraft {
  changed: boolean;
  nickname?: string | null;
  description?: string | null;
}

/** Save is disabled when nothing changed or a field is invalid. */
export function canSaveProfile(draft: ProfileDraft): boolean {
  return (
    draft.changed &&
    firstInvalid(checkNickname(draft.nickname), checkProfileDescription(draft.description)) === null
  );
}

// ---------------------------------------------------------------------------------------------
// 001 · Portfolios and collections; 002 · portfolio form
// ---------------------------------------------------------------------------------------------

function checkTitle(value: string, max: number): Check {
  if (isBlank(value)) return invalid('validation.portfolio.name.required');
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  return tooLong(value, max, 'validation.portfolio.name.max');
}

export function checkRegionalPortfolioTitle(value: string): Check {
  return checkTitle(value, REGIONAL_PORTFOLIO_TITLE_MAX);
}

export function checkRegionalPortfolioDescription(value: string | null | undefined): Check {
  return tooLong(value, REGIONAL_PORTFOLIO_DESCRIPTION_MAX, 'validation.portfolio.description.max');
}

export function checkOwnCollectionTitle(value: string): Check {
  return checkTitle(value, OWN_COLLECTION_TITLE_MAX);
}

export function checkOwnCollectionDescription(value: string | null | undefined): Check {
  return tooLong(value, OWN_COLLECTION_DESCRIPTION_MAX, 'validation.portfolio.description.max');
}

/** Create/modify form of spec 002: 'please enter portfolio name', max 15. */
export function checkPortfolioName(value: string): Check {
  return checkTitle(value, PORTFOLIO_NAME_MAX);
}

export function checkPortfolioDescription(value: string | null | undefined): Check {
  return tooLong(value, PORTFOLIO_DESCRIPTION_MAX, 'validation.portfolio.description.max');
}

export function checkPortfolioCover(cover: string | null | undefined): Check {
  return isBlank(cover) ? invalid('validation.portfolio.cover.required') : null;
}

/** Regional portfolios have no team field. */
export function checkPortfolioTeam(team: string | number | null | undefined, regional: boolean): Check {
  if (regional) return null;
  return team == null || team === '' ? invalid('validation.portfolio.team.required') : null;
}

export interface PortfolioDraft {
  name: string;
  team?: string | number | null;
  regional: boolean;
}

/** Save is disabled without a name, or without a team for a non-regional portfolio. */
export function canSavePortfolio(draft: PortfolioDraft): boolean {
  return (
    firstInvalid(checkPortfolioName(draft.name), checkPortfolioTeam(draft.team, draft.regional)) === null
  );
}

export function normaliseInviteUsername(raw: string): string {
  return raw.trim();
}

/** Invite a member / curator by user name (001 and 002). */
export function checkInviteUsername(raw: string): Check {
  return normaliseInviteUsername(raw) === '' ? invalid('validation.invite.username.required') : null;
}

export function canInvite(raw: string): boolean {
  return checkInviteUsername(raw) === null;
}

// ---------------------------------------------------------------------------------------------
// 001 · Course feedback and rating
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// 001 · Teaching-aid calculator
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// 001 · Teaching-plan upload
// ---------------------------------------------------------------------------------------------

export function checkTeachPlanFile(file: FileLike, existingNames: readonly string[]): Check {
  if (existingNames.includes(file.name)) return invalid('validation.teachPlan.duplicate');
  if (!hasExtension(file.name, TEACH_PLAN_EXTENSIONS)) return invalid('validation.teachPlan.type');
  if (file.size > TEACH_PLAN_MAX_BYTES) return invalid('validation.teachPlan.size');
  return checkUploadFileName(file.name);
}

/**
 * What a plan document really is, from its bytes (src/lib/file-sniff.ts): a PDF, or a Word or
 * Excel package that declares its main part. Anything else (an old .doc or .xls, a macro-enabled
 * document, a renamed picture or page) is null.
 */
export async function teachPlanContentKind(bytes: Uint8Array): Promise<'pdf' | 'docx' | 'xlsx' | null> {
  const kind = await sniffFile(bytes);
  return kind === 'pdf' || kind === 'docx' || kind === 'xlsx' ? kind : null;
}

/** The content must be what the extension says ('supports formats .xlsx .docx .pdf' otherwise). */
export async function checkTeachPlanContent(name: string, bytes: Uint8Array): Promise<Check> {
  return (await teachPlanContentKind(bytes)) === fileExtension(name) ? null : invalid('validation.teachPlan.type');
}

export function checkPlanSort(value: string | null | undefined): Check {
  return PLAN_SORTS.includes(value as PlanSort) ? null : invalid('validation.teachPlan.sort');
}

/** Server side of the 50 enabled-plans cap (auto-generated plans are not counted by the caller). */
export function checkTeachPlanLimit(enabledCount: number): Check {
  return enabledCount < TEACH_PLAN_MAX_ENABLED
    ? null
    : invalid('validation.teachPlan.limit', { max: TEACH_PLAN_MAX_ENABLED });
}

/** The select button is disabled when 50 or more enabled plans exist. */
export function canSelectTeachPlan(enabledCount: number): boolean {
  return checkTeachPlanLimit(enabledCount) === null;
}

// ---------------------------------------------------------------------------------------------
// 001 · Student account settings
// ---------------------------------------------------------------------------------------------

/** 'please enter 6-16 characters, only digits, English letters, underscore supported' */
export function checkSettingsPassword(value: string): Check {
  return passwordProblem(value) === null
    ? null
    : invalid('validation.settingsPassword.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX });
}

export function checkSettingsPasswordConfirm(password: string, confirm: string): Check {
  return password === confirm ? null : invalid('validation.settingsPassword.mismatch');
}

/** The old password is asked for only when changing an existing password. */
export function checkOldPassword(value: string, changing: boolean): Check {
  return changing && value === '' ? invalid('validation.settingsPassword.oldRequired') : null;
}

// ---------------------------------------------------------------------------------------------
// 001 · Third-party authorize / bind login
// ---------------------------------------------------------------------------------------------

/** 'please enter username/phone number' */
export const checkAuthorizeAccount = checkLoginAccount;

/** 'please enter the correct password' */
export function checkAuthorizePassword(value: string): Check {
  return value === '' ? invalid('validation.authorize.password.required') : null;
}

/** Required and valid, one message for both: 'please enter the correct phone number'. */
export function checkAuthorizePhone(value: string): Check {
  return isValidPhone(value.trim()) ? null : invalid('validation.authorize.phone');
}

/** 'please enter captcha' */
export const checkAuthorizeCaptcha = checkCaptchaCode;

/** Server errors of the captcha login shown as field messages; null for any other message. */
export function mapAuthorizeServerError(message: string): Check {
  const text = message.toLowerCase();
  if (text.includes(SERVER_CAPTCHA_INCORRECT) || text.includes(SERVER_CAPTCHA_INCORRECT_ZH)) return invalid('validation.captcha.incorrect');
  if (text.includes(SERVER_PHONE_NOT_REGISTERED) || text.includes(SERVER_PHONE_NOT_REGISTERED_ZH)) {
    return invalid('validation.authorize.account.notFound');
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// 002 · Teams and their students
// ---------------------------------------------------------------------------------------------

export function checkTeamName(value: string): Check {
  if (isBlank(value)) return invalid('validation.team.name.required');
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  if (/[,，]/.test(value)) return invalid('validation.team.name.comma');
  return tooLong(value, TEAM_NAME_MAX, 'validation.team.name.max');
}

export function checkTeamDescription(value: string | null | undefined): Check {
  return tooLong(value, TEAM_DESCRIPTION_MAX, 'validation.team.description.max');
}

/** Managers and organisation teachers may delete only teams without students. */
export function checkTeamDeletable(studentCount: number): Check {
  return studentCount > 0 ? invalid('validation.team.hasStudents') : null;
}

/**
 * A person's name as it is checked, stored and compared: trimmed, each run of spaces one space
 * ("  Emma   Wilson " → "Emma Wilson"). Every student and teacher name goes through it.
 */
export function normalisePersonName(raw: string): string {
  return raw.trim().replace(/ {2,}/g, ' ');
}

/** The person-name rule after normalising: required, at most `max` characters, PERSON_NAME. */
function personNameProblem(value: string, max: number): 'required' | 'max' | 'pattern' | null {
  const name = normalisePersonName(value);
  if (name === '') return 'required';
  if (textLength(name) > max) return 'max';
  return PERSON_NAME.test(name) ? null : 'pattern';
}

/** Team students and org students: required, max 15, Chinese, English, digits or underscore, single inner spaces. */
export function checkStudentName(value: string): Check {
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  const problem = personNameProblem(value, STUDENT_NAME_MAX);
  if (problem === 'required') return invalid('validation.student.name.required');
  if (problem === 'max') return invalid('validation.student.name.max', { max: STUDENT_NAME_MAX });
  return problem ? invalid('validation.student.name.pattern') : null;
}

/** Bulk create: one name per line, normalised, each cut to 15 characters, blank lines dropped. */
export function parseBulkNames(text: string): string[] {
  return text
    .split(/\r?\n|\r/)
    .map(normalisePersonName)
    .filter((line) => line !== '')
    .map((line) => cut(line, STUDENT_NAME_MAX).trimEnd());
}

/** Finish is disabled at 0, above 100, or above the remaining quota (max_team_people − current). */
export function checkBulkCount(count: number, remaining: number): Check {
  if (count <= 0) return invalid('validation.bulk.empty');
  if (count > BULK_CREATE_MAX) return invalid('validation.bulk.max', { max: BULK_CREATE_MAX });
  if (count > remaining) return invalid('validation.bulk.quota');
  return null;
}

/** Creating a student is disabled when remaining_students is 0 or less. */
export function canCreateStudent(remainingStudents: number): boolean {
  return remainingStudents > 0;
}

export function checkCampusStudentUsername(raw: string): Check {
  return isBlank(raw) ? invalid('validation.campusStudent.username.required') : null;
}

export function checkTeachingTeachers(teacherIds: readonly unknown[]): Check {
  if (teacherIds.length < TEAM_TEACHERS_MIN) return invalid('validation.teachers.required');
  if (teacherIds.length > TEAM_TEACHERS_MAX) return invalid('validation.teachers.max', { max: TEAM_TEACHERS_MAX });
  return null;
}

/** In the team picker a team with 3 or more teachers is disabled unless the teacher already teaches it. */
export function isTeamPickable(teamTeacherCount: number, alreadyTeaches: boolean): boolean {
  return alreadyTeaches || teamTeacherCount < TEAM_TEACHERS_MAX;
}

export interface TeamWizardDraft {
  name: string;
  teacherIds: readonly unknown[];
  keyType?: SecretType | null;
}

/** Next at step 0 needs a name and at least one teacher; at step 1 a key type. */
export function canAdvanceTeamWizard(step: 0 | 1, draft: TeamWizardDraft): boolean {
  if (step === 0) {
    return firstInvalid(checkTeamName(draft.name), checkTeachingTeachers(draft.teacherIds)) === null;
  }
  return checkSecretType(draft.keyType) === null;
}

// ---------------------------------------------------------------------------------------------
// 002 · Campus management centre: teachers and quotas
// ---------------------------------------------------------------------------------------------

/** Required, max 20, the person-name rule (single inner spaces). */
export function checkTeacherName(value: string): Check {
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  const problem = personNameProblem(value, TEACHER_NAME_MAX);
  if (problem === 'required') return invalid('validation.teacher.name.required');
  if (problem === 'max') return invalid('validation.teacher.name.max', { max: TEACHER_NAME_MAX });
  return problem ? invalid('validation.teacher.name.pattern') : null;
}

/** Required and valid. */
export const checkTeacherPhone = checkPhone;

/** The phone lookup's type for a newly invited teacher: existing teachers and staff are rejected. */
export function checkTeacherPhoneType(type: string | null | undefined): Check {
  if (type === 'teacher') return invalid('validation.teacher.phone.isTeacher');
  if (type === 'staff' || type === 'manager') return invalid('validation.teacher.phone.isStaff');
  return null;
}

export function checkEmployeeSelected(employeeId: number | string | null | undefined): Check {
  return employeeId == null || employeeId === '' ? invalid('validation.employee.required') : null;
}

/** is_full: true shares the campus quota, false gives a dedicated one. */
export function checkQuotaMode(isFull: boolean | null | undefined): Check {
  return typeof isFull === 'boolean' ? null : invalid('validation.quotaMode.required');
}

export function canAddTeacher(staffCount: number, maxStaff: number): boolean {
  return staffCount < maxStaff;
}

export interface QuotaLimits {
  /** The campus remaining amount of this quota. */
  remaining: number;
  /** When modifying: what the teacher has already created. */
  base?: number;
  /** When modifying: the teacher's current dedicated allocation. */
  own?: number;
}

/** 0..remaining when creating; base..remaining + own when modifying. */
export function quotaRange(limits: QuotaLimits): { min: number; max: number } {
  return { min: limits.base ?? 0, max: Math.max(0, limits.remaining) + (limits.own ?? 0) };
}

/** One of student_num, team_num, sample_reels of a dedicated quota. */
export function checkDedicatedQuota(value: number | null | undefined, limits: QuotaLimits): Check {
  if (value == null) return invalid('validation.quota.required');
  if (!Number.isInteger(value)) return invalid('validation.quota.integer');
  const { min, max } = quotaRange(limits);
  if (value >= min && value <= max) return null;
  if (limits.remaining <= 0 && value > max) return invalid('validation.quota.insufficient');
  return invalid('validation.quota.range', { min, max });
}

// ---------------------------------------------------------------------------------------------
// 002 · Campus management centre: org students
// ---------------------------------------------------------------------------------------------

/**
 * A campus student's status (002 §4.8): frozen wins over the comment permission, which can only
 * be switched while the account is not frozen. The table's status column and filter, and the server.
 */
export function orgStudentStatus(s: Pick<OrgStudent, 'is_freeze' | 'allow_comments'>): OrgStudentStatus {
  if (s.is_freeze) return 'freeze';
  return s.allow_comments ? 'normal' : 'no_comment';
}

export function checkSecretType(value: string | null | undefined): Check {
  return SECRET_TYPES.some((t) => t === value) ? null : invalid('validation.student.secretType.required');
}

export function checkStudentTeam(team: readonly number[] | number | null | undefined): Check {
  const none = team == null || (Array.isArray(team) && team.length === 0);
  return none ? invalid('validation.student.team.required') : null;
}

/** Import: only .xlsx (spec 002 §5), not empty, at most IMPORT_MAX_BYTES. */
export function checkImportFile(file: FileLike): Check {
  if (!hasExtension(file.name, IMPORT_EXTENSIONS)) return invalid('validation.import.type');
  if (file.size <= 0) return invalid('validation.import.empty');
  if (file.size > IMPORT_MAX_BYTES) return invalid('validation.import.tooLarge', { max: IMPORT_MAX_BYTES / MB });
  return checkUploadFileName(file.name);
}

/** An import is an Excel workbook by its bytes, not only by its name. */
export async function checkImportContent(bytes: Uint8Array): Promise<Check> {
  return (await sniffFile(bytes)) === 'xlsx' ? null : invalid('validation.import.type');
}

/** A manager setting an org student's password: 6-16 of digits, letters, underscore, case-sensitive. */
export const checkStudentPassword = checkPassword;
export const checkStudentPasswordConfirm = checkPasswordConfirm;

// ---------------------------------------------------------------------------------------------
// 002 · Teacher account settings
// ---------------------------------------------------------------------------------------------

/** Auto-generated usernames start with this; only they may be reset, once (spec 002 §9). */
export const GENERATED_USERNAME_PREFIX = 'aim_';

export function isGeneratedUsername(username: string): boolean {
  return username.startsWith(GENERATED_USERNAME_PREFIX);
}

function isReservedUsername(value: string): boolean {
  const lower = value.toLowerCase();
  return RESERVED_USERNAMES.some((word) => word === lower);
}

/**
 * One-time reset of an auto-generated username: required, max 20, not all digits, not reserved.
 * It keeps the registration pattern too, since it is the same username.
 */
export function checkUsernameReset(value: string): Check {
  if (isBlank(value)) return invalid('validation.username.required');
  if (!LETTERS_DIGITS_UNDERSCORE.test(value)) return invalid('validation.username.pattern');
  if (textLength(value) > USERNAME_MAX) return invalid('validation.username.max', { max: USERNAME_MAX });
  if (/^\d+$/.test(value)) return invalid('validation.username.allDigits');
  if (isReservedUsername(value)) return invalid('validation.username.reserved');
  return null;
}

/** Teacher-upgrade invitation code: required, max 20 (same rule as registration). */
export const checkTeacherInvitationCode = checkInvitationCode;

// ---------------------------------------------------------------------------------------------
// 002 · Data analysis (the campus data centre and the team report): the range of a call
// ---------------------------------------------------------------------------------------------

/** The longest range one data-centre call covers: a year, leap day included. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;

const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** Days since the epoch of a real YYYYMMDD day; null for anything else (20250230, 2025-01-01). */
export function analyticsDayNumber(compact: string): number | null {
  const m = COMPACT_DATE.exec(compact);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = Date.UTC(y, mo - 1, d);
  const back = new Date(at);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return at / 86_400_000;
}

/** A day of a call: YYYYMMDD (spec 002 §9 "YYYYMMDD in calls"). */
export function checkAnalyticsDate(compact: string): Check {
  return analyticsDayNumber(compact) === null ? invalid('validation.analytics.date') : null;
}

/** start_date and end_date of a call: both real days, in order, at most ANALYTICS_RANGE_MAX_DAYS days. */
export function checkAnalyticsRange(start: string, end: string): Check {
  const from = analyticsDayNumber(start);
  const to = analyticsDayNumber(end);
  if (from === null || to === null) return invalid('validation.analytics.date');
  if (to < from) return invalid('validation.analytics.order');
  if (to - from + 1 > ANALYTICS_RANGE_MAX_DAYS) return invalid('validation.analytics.span', { max: ANALYTICS_RANGE_MAX_DAYS });
  return null;
}

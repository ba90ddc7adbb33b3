/**
 * Courses and course bags (spec 001 §2, §7; rules in rules/course-access.ts, paths chosen where
 * the spec shows none, all in docs/api.md):
 * - GET /api/v1/courses/ (chosen): the caller's catalogue; page, page_size (15), q, is_series and
 *   the four `__iregex` filters; answers results, count, search_list;
 * - GET /api/v1/courses/hot/: six of the catalogue, hot ones first;
 * - GET /api/v1/courses/{id}/ and GET /api/v1/courses/{id}/course_detail/?unit_id= (public: the
 *   previews open without signing in);
 * - GET /api/v1/documents/{sign}/ (chosen, public): a document a detail answer pointed at;
 * - GET /api/v1/course_bags/ (chosen) and GET /api/v1/course_bags/{id}/;
 * - POST /api/v1/courses/{id}/feedback/ (multipart) and POST /api/v1/courses/{id}/grade/.
 */
import {
  COURSE_TIMEOUT_CODE,
  type Course,
  type CourseBag,
  type CourseBagCard,
  type CourseCard,
  type CourseFilterField,
  type SearchListGroup,
  type UnitDetail,
} from '@/types/content';
import type { Check } from '@/lib/validators/check';
import { checkCourseFeedbackAttachments, checkCourseFeedbackAttachmentContent, checkCourseFeedbackContent, checkCourseFeedbackItem, checkCourseRating, checkRatingComment, RATING_FIELDS } from '@/lib/validators/courses';
import { db } from '../db/db';
import type { CourseBagRecord, CourseRecord } from '../db/schema';
import { COURSE_TYPES, PROGRAM_PLATFORMS, SUIT_TAGS, TEACHING_AIDS } from '../db/content-courses';
import type { Identity } from '../rules/identity';
import {
  availableCourseIds,
  canRateCourse,
  canReadCourse,
  canReadLessonDocument,
  canSeeTeacherPart,
  courseServiceBlock,
  visibleBags,
} from '../rules/course-access';
import { documentFor, documentUrl, readDocumentGrant, teacherPartState } from '../rules/course-documents';
import { courseMessages as M } from '../messages/courses';
import type { Message } from '../messages/define';
import { validationMessage } from '../messages/validation';
import { API, errors, json, matches, pageOf, publicRoute, readBody, route, type Answer } from './http';

/** spec 001 §9 */
const COURSE_PAGE_SIZE = 15;
const HOT_COUNT = 6;


const FILTERS: Record<CourseFilterField, readonly string[]> = {
  new_program_platform: PROGRAM_PLATFORMS,
  new_teaching_aid: TEACHING_AIDS,
  new_course_type: COURSE_TYPES,
  new_suit_tags: SUIT_TAGS,
};
const FILTER_FIELDS = Object.keys(FILTERS) as CourseFilterField[];

const unitsOf = (c: CourseRecord) => c.chapters.flatMap((ch) => ch.units);

/** An answer whose `msg` is a catalogue message (or empty). */
type WithMessage<T extends { msg: string }> = Omit<T, 'msg'> & { msg: Message | '' };

export function toCourseCard(c: CourseRecord): CourseCard {
  const units = unitsOf(c);
  return {
    id: c.id,
    title: c.title,
    subtitle: c.subtitle,
    description: c.description,
    cover: c.cover,
    unit_id: units[0]?.id ?? 0,
    is_series: c.is_series,
    unit_count: units.length,
    new_course_type: c.new_course_type,
    new_suit_tags: c.new_suit_tags,
    new_teaching_aid: c.new_teaching_aid,
    new_program_platform: c.new_program_platform,
    campus: c.campus,
  };
}

function serviceAnswer(me: Identity | null): { code: number; msg: Message | '' } {
  const block = courseServiceBlock(me);
  if (!block) return { code: 0, msg: '' };
  return { code: COURSE_TIMEOUT_CODE, msg: block === 'expired' ? M.expired : M.notStarted };
}

function toCourse(c: CourseRecord, me: Identity | null): WithMessage<Course> {
  // The detail has the units themselves: the card's unit_count is not part of it (spec 001 §3 "Course").
  const { unit_count: _count, ...card } = toCourseCard(c);
  return {
    ...card,
    // The documents come with each unit's detail, for readers who may have them.
    units: c.chapters.map((ch) => ({ id: ch.id, title: ch.title, units: ch.units.map((u) => ({ ...u, content: '' })) })),
    resources: c.resources,
    aids: c.aids,
    student_numbers: c.student_numbers,
    group_number: c.group_number,
    is_aliyun_ppt: c.is_aliyun_ppt,
    ppt_furl: c.ppt_furl,
    aliyun_token_info: null,
    ...serviceAnswer(me),
  };
}

/** The values the caller's courses have in each filter, in the vocabulary's order. */
function searchListOf(courses: readonly CourseRecord[]): SearchListGroup<CourseFilterField>[] {
  return FILTER_FIELDS.map((field) => {
    const present = new Set(courses.flatMap((c) => c[field].split('|')));
    const known = FILTERS[field].filter((v) => present.has(v));
    const other = [...present].filter((v) => v && !FILTERS[field].includes(v)).sort();
    return { field, values: [...known, ...other] };
  });
}

/** A positive integer path id, or null. */
export function idOf(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The course of a path id that the caller may read, or the answer that refuses it. */
function readableCourse(raw: string, me: Identity | null): CourseRecord | Answer {
  const id = idOf(raw);
  const course = id === null ? undefined : db.courses.get(id);
  if (!course) return errors.notFound();
  return canReadCourse(me, course) ? course : errors.forbidden(M.noAccess);
}

/** The caller's catalogue in its order (by id: the platform's curated order). */
function catalogueOf(me: Identity): CourseRecord[] {
  return [...availableCourseIds(me)].sort((a, b) => a - b).flatMap((id) => db.courses.get(id) ?? []);
}

/** `field__iregex` as the server reads it: a case-insensitive pattern over the '|'-joined values. */
function iregexOf(url: URL, field: CourseFilterField): RegExp | null | 'invalid' {
  const raw = url.searchParams.get(`${field}__iregex`);
  if (raw === null || raw.trim() === '') return null;
  try {
    return new RegExp(raw, 'i');
  } catch {
    return 'invalid';
  }
}

function toBagCard(bag: CourseBagRecord): CourseBagCard {
  const first = bag.courses.map((id) => db.courses.get(id)).find((c) => c !== undefined);
  return {
    id: bag.id,
    title: bag.title,
    cover: first?.cover ?? '',
    new_suit_tags: bag.new_suit_tags,
    new_program_platform: bag.new_program_platform,
    version: bag.version,
    new_teaching_aid: bag.new_teaching_aid,
    course_count: bag.courses.length,
  };
}

const fieldError = (field: string, check: NonNullable<Check>) => errors.badRequest({ [field]: [validationMessage(check)] });
const isCourse = (value: CourseRecord | Answer): value is CourseRecord => 'chapters' in value;

export const courseHandlers = [
  route('get', `${API}/courses/`, ({ url, me }) => {
    let rows = catalogueOf(me);
    const series = url.searchParams.get('is_series');
    if (series !== null && series !== 'true' && series !== 'false') return errors.badRequest({ is_series: [M.badFilter] });
    const searchList = searchListOf(rows);
    for (const field of FILTER_FIELDS) {
      const pattern = iregexOf(url, field);
      if (pattern === 'invalid') return errors.badRequest({ [`${field}__iregex`]: [M.badFilter] });
      if (pattern) rows = rows.filter((c) => pattern.test(c[field]));
    }
    if (series !== null) rows = rows.filter((c) => c.is_series === (series === 'true'));
    const q = url.searchParams.get('q');
    if (q) rows = rows.filter((c) => matches(q, c.title, c.subtitle));
    const page = pageOf(rows, url, COURSE_PAGE_SIZE);
    return json({ results: page.results.map(toCourseCard), count: page.count, search_list: searchList });
  }),

  route('get', `${API}/courses/hot/`, ({ me }) => {
    const rows = catalogueOf(me);
    const hot = [...rows.filter((c) => c.is_hot), ...rows.filter((c) => !c.is_hot).sort((a, b) => b.created_at.localeCompare(a.created_at))];
    return json(hot.slice(0, HOT_COUNT).map(toCourseCard));
  }),

  route('get', `${API}/course_bags/`, ({ me }) => json(visibleBags(me).map(toBagCard))),

  route<{ id: string }>('get', `${API}/course_bags/:id/`, ({ params, me }) => {
    const id = idOf(params.id);
    const bag = id === null ? undefined : db.courseBags.get(id);
    if (!bag) return errors.notFound();
    if (!visibleBags(me).some((b) => b.id === bag.id)) return errors.forbidden(M.bagNoAccess);
    // The detail lists its courses: the card's course_count is not part of it (spec 001 §3 "Course bag").
    const { course_count: _count, ...card } = toBagCard(bag);
    const answer: CourseBag = {
      ...card,
      courses: bag.courses.flatMap((courseId) => {
        const course = db.courses.get(courseId);
        return course ? [toCourseCard(course)] : [];
      }),
    };
    return json(answer);
  }),

  publicRoute<{ id: string }>('get', `${API}/courses/:id/`, ({ params, me }) => {
    const course = readableCourse(params.id, me);
    return !isCourse(course) ? course : json(toCourse(course, me));
  }),

  publicRoute<{ id: string }>('get', `${API}/courses/:id/course_detail/`, ({ params, url, me }) => {
    const course = readableCourse(params.id, me);
    if (!isCourse(course)) return course;
    const raw = url.searchParams.get('unit_id') ?? '0';
    if (!/^\d{1,10}$/.test(raw)) return errors.badRequest({ unit_id: [M.badUnit] });
    const units = unitsOf(course);
    const unit = raw === '0' ? units[0] : units.find((u) => u.id === Number(raw));
    if (!unit && raw !== '0') return errors.notFound();
    const service = serviceAnswer(me);
    const blank: WithMessage<UnitDetail> = {
      course_id: course.id, unit_id: unit?.id ?? 0, title: unit?.title ?? course.title, content: '', ppt_furl: '', previewvideo: '',
      download_url: '', is_down: false, is_aliyun_ppt: course.is_aliyun_ppt, teacher_part: 'none', ...service,
    };
    // Outside the service period the unit's material stays on the server.
    if (!unit || service.code !== 0) return json(blank);
    const readsDocument = canReadLessonDocument(me, course) && unit.content !== '';
    const teacherPart = canSeeTeacherPart(me);
    return json<WithMessage<UnitDetail>>({
      ...blank,
      content: readsDocument ? documentUrl({ kind: 'unit', course: course.id, unit: unit.id, teacherPart }) : '',
      ppt_furl: unit.ppt_furl,
      previewvideo: unit.previewvideo,
      download_url: unit.is_down ? unit.download_url : '',
      is_down: unit.is_down,
      teacher_part: readsDocument ? teacherPartState(unit.content, teacherPart) : 'none',
    });
  }),

  publicRoute<{ sign: string }>('get', `${API}/documents/:sign/`, ({ params }) => {
    const grant = readDocumentGrant(params.sign);
    if (!grant) return errors.notFound();
    let markdown: string | undefined;
    if (grant.kind === 'unit') markdown = db.courses.get(grant.course)?.chapters.flatMap((ch) => ch.units).find((u) => u.id === grant.unit)?.content;
    else markdown = db.courseProjects.get(grant.project)?.content;
    if (!markdown) return errors.notFound();
    return json({ content: documentFor(markdown, grant.teacherPart) });
  }),

  route<{ id: string }>('post', `${API}/courses/:id/feedback/`, async ({ params, request, me }) => {
    const course = readableCourse(params.id, me);
    if (!isCourse(course)) return course;
    if (!canRateCourse(me, course)) return errors.forbidden(M.notRateable);
    const form = await request.formData().catch(() => null);
    if (!form) return fieldError('item', checkCourseFeedbackItem(null) as NonNullable<Check>);
    const rawItem = form.get('item');
    const item = typeof rawItem === 'string' && /^\d+$/.test(rawItem) ? Number(rawItem) : null;
    const content = typeof form.get('content') === 'string' ? (form.get('content') as string) : '';
    const files = form.getAll('attachments').filter((f): f is File => typeof f !== 'string');
    const itemCheck = checkCourseFeedbackItem(item);
    if (itemCheck) return fieldError('item', itemCheck);
    const contentCheck = checkCourseFeedbackContent(content);
    if (contentCheck) return fieldError('content', contentCheck);
    const fileCheck = checkCourseFeedbackAttachments(files);
    if (fileCheck) return fieldError('attachments', fileCheck);
    // Each attachment is what its extension says, by its bytes.
    for (const file of files) {
      const content = await checkCourseFeedbackAttachmentContent(file.name, new Uint8Array(await file.arrayBuffer()));
      if (content) return fieldError('attachments', content);
    }
    db.courseFeedback.insert({
      user_id: me.user.id, course_id: course.id, item: item as number, content: content.trim(),
      attachments: files.map((f) => ({ name: f.name, size: f.size })), created_at: new Date().toISOString(),
    });
    return json({ success: true, msg: M.submitted }, 201);
  }),

  route<{ id: string }>('post', `${API}/courses/:id/grade/`, async ({ params, request, me }) => {
    const course = readableCourse(params.id, me);
    if (!isCourse(course)) return course;
    if (!canRateCourse(me, course)) return errors.forbidden(M.notRateable);
    const body = await readBody(request);
    const scores = Object.fromEntries(RATING_FIELDS.map((f) => [f, typeof body[f] === 'number' ? (body[f] as number) : Number(body[f] ?? 0)]));
    const ratingCheck = checkCourseRating(scores);
    if (ratingCheck) return errors.badRequest({ non_field_errors: [validationMessage(ratingCheck)] });
    const content = typeof body.content === 'string' ? body.content : '';
    const commentCheck = checkRatingComment(content);
    if (commentCheck) return fieldError('content', commentCheck);
    db.courseGrades.insert({
      user_id: me.user.id, course_id: course.id, simple: scores.simple, vividness: scores.vividness,
      teaching_objective: scores.teaching_objective, interest: scores.interest, effective: scores.effective,
      content: content.trim(), created_at: new Date().toISOString(),
    });
    return json({ success: true, msg: M.submitted }, 201);
  }),
];

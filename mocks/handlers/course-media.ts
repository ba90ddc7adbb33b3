/**
 * Office preview tokens and the video player's signature (spec 001 §7, §8, §9; 002 §7):
 * - GET /api/v1/get_token_info/?unit_id=: tokens for one unit's slides in the office viewer;
 * - GET /api/v1/refresh_token_info/?course_id=&AccessToken=&unit_id=: a fresh pair before the
 *   access token's 1,920,000 ms run out; refused (403) once the token is no good or the caller
 *   may no longer read the course, which the viewer reports as reason PermissionRevoked;
 * - GET /api/v1/office_preview/?AccessToken= (chosen): what the office viewer (in the demo, the
 *   small page /office-viewer.html, src/features/course/office-viewer) shows for a token: the
 *   unit's deck;
 * - POST /api/v1/vod_sign (public): body file_id; a signature carrying the file's streams, and
 *   the player's licence URL.
 * Tokens are signed by the server (rules/signing.ts) and bound to the caller, course and unit.
 */
import type { OfficeTokenInfo, VodPlayInfo, VodSignature } from '@/types/content';
import { db } from '../db/db';
import type { CourseRecord, CourseUnitRecord } from '../db/schema';
import { VOD_FILES } from '../db/content-lessons';
import type { Identity } from '../rules/identity';
import { canReadCourse, courseServiceBlock } from '../rules/course-access';
import { signToken, verifyToken } from '../rules/signing';
import { courseMessages as M } from '../messages/courses';
import { OFFICE_VIEWER_URL } from '../worker-url';
import { API, errors, json, publicRoute, readBody, route } from './http';

/** spec 001 §9: the office preview token lasts 1,920,000 ms */
export const OFFICE_TOKEN_TIMEOUT_MS = 1_920_000;
const OFFICE_REFRESH_TTL_MS = 24 * 60 * 60 * 1000;
const VOD_SIGNATURE_TTL_MS = 2 * 60 * 60 * 1000;
export const PLAYER_LICENCE_URL = '/media/player-licence.json';

interface OfficeGrant {
  kind: 'office-access' | 'office-refresh';
  user: number;
  course: number;
  unit: number;
}

/** The course that holds a unit. */
function findUnit(unitId: number): { course: CourseRecord; unit: CourseUnitRecord } | null {
  for (const course of db.courses.all()) {
    for (const chapter of course.chapters) {
      const unit = chapter.units.find((u) => u.id === unitId);
      if (unit) return { course, unit };
    }
  }
  return null;
}

let requestSeq = 0;

function tokenInfo(me: Identity, course: CourseRecord, unit: CourseUnitRecord, now = Date.now()): OfficeTokenInfo {
  requestSeq += 1;
  // jti: every pair is a new one, even within the same second.
  const base = { user: me.user.id, course: course.id, unit: unit.id, jti: `${now}-${requestSeq}` };
  const access = signToken({ ...base, kind: 'office-access' }, OFFICE_TOKEN_TIMEOUT_MS, now);
  return {
    AccessToken: access,
    AccessTokenExpiredTime: new Date(now + OFFICE_TOKEN_TIMEOUT_MS).toISOString(),
    RefreshToken: signToken({ ...base, kind: 'office-refresh' }, OFFICE_REFRESH_TTL_MS, now),
    RefreshTokenExpiredTime: new Date(now + OFFICE_REFRESH_TTL_MS).toISOString(),
    RequestId: `${now.toString(16).toUpperCase()}-${requestSeq.toString(16).padStart(4, '0').toUpperCase()}`,
    weboffice_url: `${OFFICE_VIEWER_URL}?AccessToken=${encodeURIComponent(access)}`,
  };
}

/** The office preview's refusal; the viewer reports it to the page as reason PermissionRevoked (spec 001 §8). */
const revoked = () => errors.forbidden(M.revoked);

/** A live access token of this caller whose course the caller may still read. */
function grantOf(token: string | null, me: Identity): { course: CourseRecord; unit: CourseUnitRecord } | null {
  const grant = token ? verifyToken<OfficeGrant>(token) : null;
  if (!grant || grant.kind !== 'office-access' || grant.user !== me.user.id) return null;
  const found = findUnit(grant.unit);
  if (!found || found.course.id !== grant.course || !canReadCourse(me, found.course) || courseServiceBlock(me)) return null;
  return found;
}

export const courseMediaHandlers = [
  route('get', `${API}/get_token_info/`, ({ url, me }) => {
    const raw = url.searchParams.get('unit_id') ?? '';
    const found = /^\d{1,10}$/.test(raw) ? findUnit(Number(raw)) : null;
    if (!found) return errors.notFound();
    if (!canReadCourse(me, found.course) || courseServiceBlock(me)) return revoked();
    return json(tokenInfo(me, found.course, found.unit));
  }),

  route('get', `${API}/refresh_token_info/`, ({ url, me }) => {
    const found = grantOf(url.searchParams.get('AccessToken'), me);
    const sameUnit = found && String(found.course.id) === url.searchParams.get('course_id') && String(found.unit.id) === url.searchParams.get('unit_id');
    if (!found || !sameUnit) return revoked();
    return json(tokenInfo(me, found.course, found.unit));
  }),

  route('get', `${API}/office_preview/`, ({ url, me }) => {
    const found = grantOf(url.searchParams.get('AccessToken'), me);
    if (!found) return revoked();
    return json({ course_id: found.course.id, unit_id: found.unit.id, title: found.unit.title, ppt_furl: found.unit.ppt_furl });
  }),

  publicRoute('post', `${API}/vod_sign`, async ({ request }) => {
    const body = await readBody(request);
    const fileId = typeof body.file_id === 'string' || typeof body.file_id === 'number' ? String(body.file_id).trim() : '';
    if (!fileId) return errors.badRequest({ file_id: [M.fileIdRequired] });
    const file = VOD_FILES[fileId];
    if (!file) return errors.badRequest({ msg: M.noVideo });
    const info: Omit<VodPlayInfo, 'exp'> = { fileId, title: file.title, streams: file.streams };
    const answer: VodSignature = { signature: signToken(info, VOD_SIGNATURE_TTL_MS), license_url: PLAYER_LICENCE_URL };
    return json(answer);
  }),
];

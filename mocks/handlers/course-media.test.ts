/** Office preview tokens (issue, refresh, revocation) and the player's signature. */
import { describe, expect, it } from 'vitest';
import type { VodPlayInfo } from '@/types/content';
import { db } from '../db/db';
import { call, en, signIn as tokenOf } from '../test-helpers';
import { courseMessages } from '../messages/courses';
import { OFFICE_TOKEN_TIMEOUT_MS } from './course-media';


const firstUnit = (courseId: number) => db.courses.get(courseId)!.chapters[0].units[0];

describe('office preview tokens', () => {
  it('issues a pair for a unit, lasting 1,920,000 ms, and the viewer reads the unit\'s deck with it', async () => {
    const token = await tokenOf('teacher');
    const unit = firstUnit(1);
    const started = Date.now();
    const { status, body } = await call(`/api/v1/get_token_info/?unit_id=${unit.id}`, { token });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['AccessToken', 'AccessTokenExpiredTime', 'RefreshToken', 'RefreshTokenExpiredTime', 'RequestId', 'weboffice_url']);
    const lasts = Date.parse(body.AccessTokenExpiredTime) - started;
    expect(lasts).toBeGreaterThanOrEqual(OFFICE_TOKEN_TIMEOUT_MS - 1000);
    expect(lasts).toBeLessThanOrEqual(OFFICE_TOKEN_TIMEOUT_MS + 1000);
    expect(body.weboffice_url).toBe(`/office-viewer.html?AccessToken=${encodeURIComponent(body.AccessToken)}`);
    const viewer = await call(`/api/v1/office_preview/?AccessToken=${encodeURIComponent(body.AccessToken)}`, { token });
    expect(viewer.body).toEqual({ course_id: 1, unit_id: unit.id, title: unit.title, ppt_furl: unit.ppt_furl });

    const refreshed = await call(`/api/v1/refresh_token_info/?course_id=1&unit_id=${unit.id}&AccessToken=${encodeURIComponent(body.AccessToken)}`, { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.AccessToken).not.toBe(body.AccessToken);
  });

  it('refuses a forged, foreign or mismatched token (the viewer\'s PermissionRevoked)', async () => {
    const token = await tokenOf('teacher');
    const unit = firstUnit(1);
    const { body } = await call(`/api/v1/get_token_info/?unit_id=${unit.id}`, { token });
    const access = encodeURIComponent(body.AccessToken);
    const revoked = { detail: en(courseMessages.revoked) };
    expect((await call(`/api/v1/office_preview/?AccessToken=${access.slice(0, -2)}00`, { token })).body).toEqual(revoked);
    expect((await call(`/api/v1/office_preview/?AccessToken=${access}`, { token: await tokenOf('principal') })).status).toBe(403);
    const wrongUnit = await call(`/api/v1/refresh_token_info/?course_id=1&unit_id=${firstUnit(2).id}&AccessToken=${access}`, { token });
    expect(wrongUnit).toEqual({ status: 403, body: revoked });
    expect((await call('/api/v1/get_token_info/?unit_id=999999', { token })).status).toBe(404);
    expect((await call(`/api/v1/get_token_info/?unit_id=${unit.id}`, { token: await tokenOf('expired') })).status).toBe(403);
    expect((await call(`/api/v1/get_token_info/?unit_id=${unit.id}`)).status).toBe(401);
  });
});

describe('POST /vod_sign', () => {
  it('signs a known video: the signature carries its streams by quality', async () => {
    const { status, body } = await call('/api/v1/vod_sign', { body: { file_id: '5285890799710670616' } });
    expect(status).toBe(200);
    expect(body.license_url).toBe('/media/player-licence.json');
    const part = (body.signature as string).split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(atob(part)) as VodPlayInfo;
    expect(payload.fileId).toBe('5285890799710670616');
    expect(payload.streams.map((s) => s.definition)).toEqual(['SD', 'HD']);
    expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('refuses an unknown or missing file id', async () => {
    expect((await call('/api/v1/vod_sign', { body: { file_id: '1' } })).status).toBe(400);
    expect((await call('/api/v1/vod_sign', { body: {} })).status).toBe(400);
  });
});

/**
 * The request plumbing: which declared route answers a path (most specific first, whatever the
 * declaration order), and the language every message of an answer is written in.
 */
import { describe, expect, it } from 'vitest';
import { apiRoutes } from './api';
import { answerFrom, errors, json, publicRoute, routeTable, type MockRoute } from './http';
import { commonMessages } from '../messages/common';
import { userMessages } from '../messages/users';
import type { Message } from '../messages/define';
import { en, ORIGIN, tokenFor, zh } from '../test-helpers';

const named = (path: string, name: string) => publicRoute('get', path, () => json({ route: name }));

async function answerOf(routes: readonly MockRoute[], path: string, lang?: string) {
  const headers: Record<string, string> = lang ? { 'accept-language': lang } : {};
  const response = await answerFrom(routeTable(routes), new Request(`http://localhost${path}`, { headers }));
  if (!response) return null;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('route matching', () => {
  const pairs: [string, MockRoute[]][] = [
    ['/api/v1/users/me/', [named('*/api/v1/users/:id/', 'param'), named('*/api/v1/users/me/', 'fixed')]],
    ['/api/v1/a/b/c/', [named('*/api/v1/a/:x/c/', 'late fixed'), named('*/api/v1/a/b/:y/', 'early fixed')]],
    ['/api/v1/users/me/studios/', [named('*/api/v1/users/:username/studios/', 'param'), named('*/api/v1/users/me/studios/', 'fixed')]],
  ];

  it.each(pairs)('answers %s from the most specific route, in either declaration order', async (path, routes) => {
    const forward = await answerOf(routes, path);
    const backward = await answerOf([...routes].reverse(), path);
    expect(forward?.body.route).toBe(backward?.body.route);
    expect(forward?.body.route).toMatch(/fixed$/);
    expect(forward?.body.route).not.toBe('late fixed');
  });

  it('still lets a parameter take every other value, with and without the trailing slash', async () => {
    const routes = pairs[0][1];
    expect((await answerOf(routes, '/api/v1/users/42/'))?.body.route).toBe('param');
    expect((await answerOf(routes, '/api/v1/users/42'))?.body.route).toBe('param');
    expect(await answerOf(routes, '/api/v1/users/42/extra/')).toBeNull();
  });

  it('matches on the method too', async () => {
    const routes = [publicRoute('post', '*/api/v1/users/me/', () => json({ route: 'post' })), named('*/api/v1/users/:id/', 'get')];
    expect((await answerOf(routes, '/api/v1/users/me/'))?.body.route).toBe('get');
  });

  it('has no two calls of the same method and shape, so no declaration order can matter', () => {
    const shapes = apiRoutes.map((r) => `${r.method} ${r.segments.map((s) => ('param' in s ? ':' : s.text)).join('/')}`);
    const twice = shapes.filter((shape, i) => shapes.indexOf(shape) !== i);
    expect(twice).toEqual([]);
  });
});

describe('messages in the reader’s language', () => {
  const routes = [
    publicRoute('get', '*/api/v1/refused/', () => errors.badRequest({ detail: userMessages.noUser({ username: 'ann' }), name: [userMessages.nicknameTeachersOnly] })),
    publicRoute('get', '*/api/v1/nested/', () => json({ results: [{ note: commonMessages.notFound }] })),
  ];

  it.each([
    [undefined, 'en'],
    ['en-US', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-TW,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,zh-CN;q=0.5', 'en'],
    ['en;q=0.4,zh-CN;q=0.8', 'zh'],
  ])('Accept-Language %s answers %s', async (lang, expected) => {
    const answer = await answerOf(routes, '/api/v1/refused/', lang);
    expect(answer?.status).toBe(400);
    expect(answer?.body).toEqual(
      expected === 'zh'
        ? { detail: '没有用户 ann 的数据', name: ['只有教师可以设置昵称'] }
        : { detail: 'No data for user ann', name: ['Only teachers can set a nickname'] },
    );
  });

  it('writes messages wherever they sit in the answer', async () => {
    expect((await answerOf(routes, '/api/v1/nested/', 'zh-CN'))?.body).toEqual({ results: [{ note: '未找到。' }] });
  });

  it('refuses to send a sentence that is not in the catalogue', async () => {
    const raw = [
      publicRoute('get', '*/api/v1/raw-detail/', () => json({ detail: 'some words' as Message })),
      publicRoute('get', '*/api/v1/raw-field/', () => errors.badRequest({ name: ['some words' as Message] })),
    ];
    await expect(answerOf(raw, '/api/v1/raw-detail/')).rejects.toThrow(/not in the message catalogue/);
    await expect(answerOf(raw, '/api/v1/raw-field/')).rejects.toThrow(/not in the message catalogue/);
  });

  it('answers the plumbing’s own refusals in the reader’s language', async () => {
    const signedIn = answerFrom(routeTable(apiRoutes), new Request('http://localhost/api/v1/users/me/', { headers: { 'accept-language': 'zh-CN' } }));
    const response = await signedIn!;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: '未提供身份凭证或凭证无效。' });
  });
});

describe('an address of the API that no call serves', () => {
  it.each([
    ['GET', '/api/v1/no_such_call/'],
    ['POST', '/api/v1/users/me/secret_admin/'],
    ['GET', '/api/v2/nothing/here'],
    ['DELETE', '/api/v1/users/me/'],
    ['GET', '/rest-auth/unknown/'],
  ])('%s %s answers 404 JSON in the reader’s language, signed in or not', async (method, path) => {
    const token = await tokenFor('teacher');
    const signedIn = await fetch(`${ORIGIN}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.status).toBe(404);
    expect(signedIn.headers.get('content-type')).toBe('application/json');
    expect(await signedIn.json()).toEqual({ detail: en(commonMessages.notFound) });
    const anonymousZh = await fetch(`${ORIGIN}${path}`, { method, headers: { 'accept-language': 'zh-CN' } });
    expect(anonymousZh.status).toBe(404);
    expect(await anonymousZh.json()).toEqual({ detail: zh(commonMessages.notFound) });
  });
});

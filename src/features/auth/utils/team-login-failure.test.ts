import { ApiError } from '@/lib/api-error';
import type { ApiErrorBody } from '@/types/api';
import { teamLoginFailure } from './team-login-failure';
import { localiseServerMessage } from './server-messages';

const http400 = (body: Record<string, unknown>) =>
  new ApiError('http', 400, 'server text', body as ApiErrorBody, '/api/v1/login/');

describe('teamLoginFailure', () => {
  it.each([
    ['frozen secret → warning', { secret: ['this account is frozen, please contact your teacher'] }, 'warning'],
    ['message → error and reload', { message: 'no student with this name in the team' }, 'errorThenReload'],
    ['wrong card → inline', { secret: ['wrong card, 2 tries left before this name is locked for 1 minute'] }, 'inline'],
    ['lock → inline', { secret: ['wrong card 3 times in a row: this name is locked for 1 minute, try again later'] }, 'inline'],
  ])('%s', (_name, body, show) => {
    expect(teamLoginFailure(http400(body)).show).toBe(show);
  });

  it('shows the client message of a failure without a body inline', () => {
    const offline = new ApiError('offline', null, 'Operation failed, try again later', null, '/api/v1/login/');
    expect(teamLoginFailure(offline)).toEqual({ show: 'inline', text: 'Operation failed, try again later' });
  });
});

describe('localiseServerMessage', () => {
  const t = (key: string, params?: Record<string, string | number>) => (params ? `${key}:${JSON.stringify(params)}` : key);
  it.each([
    ['username or password incorrect', 'login.server.badCredentials'],
    ['this account is frozen, please contact your teacher', 'login.server.frozen'],
    ['wrong card, 2 tries left before this name is locked for 1 minute', 'login.server.wrongCard.other:{"n":2}'],
    ['wrong card, 1 try left before this name is locked for 1 minute', 'login.server.wrongCard.one:{"n":1}'],
    ['wrong card 3 times in a row: this name is locked for 1 minute, try again later', 'login.server.lockedNow'],
    ['too many wrong cards: this name is locked, try again in 42 seconds', 'login.server.locked:{"n":42}'],
    ['get team info failed, check the 6 capital-letter code', 'login.server.teamNotFound'],
    ['something new', 'something new'],
  ])('%s', (text, expected) => {
    expect(localiseServerMessage(text, t)).toBe(expected);
  });
});

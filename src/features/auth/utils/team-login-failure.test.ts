import { ApiError } from '@/lib/api-error';
import type { ApiErrorBody } from '@/types/api';
import { teamLoginFailure } from './team-login-failure';

const http400 = (body: Record<string, unknown>) =>
  new ApiError('http', 400, 'server text', body as ApiErrorBody, '/api/v1/login/');

describe('teamLoginFailure', () => {
  it.each([
    ['frozen secret → warning', { secret: ['This account is frozen, please contact your teacher'] }, 'warning'],
    ['frozen secret in Chinese → warning', { secret: ['该账号已被冻结，请联系你的老师'] }, 'warning'],
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

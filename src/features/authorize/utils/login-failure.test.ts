import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { placeAuthorizeLoginFailure } from './login-failure';

const t = (key: string) => `t:${key}`;
const http = (status: number, body: Record<string, unknown>, message = 'server says') => new ApiError('http', status, message, body as never, '/api/v1/login/');

describe('authorize sign-in failures (spec 001 §5, §8)', () => {
  it('maps captcha incorrect and phone not registered, in either language', () => {
    expect(placeAuthorizeLoginFailure(http(400, { captcha: ['Captcha incorrect'] }), 'captcha', t)).toEqual({
      fields: { captcha: 't:validation.captcha.incorrect' },
      form: null,
    });
    expect(placeAuthorizeLoginFailure(http(400, { phone: ['该手机号未注册'] }), 'captcha', t)).toEqual({
      fields: { phone: 't:validation.authorize.account.notFound' },
      form: null,
    });
  });

  it('keeps other field errors under their field and a 400 detail under the secret field', () => {
    expect(placeAuthorizeLoginFailure(http(400, { phone: ['Please enter a phone number'] }), 'captcha', t).fields).toEqual({
      phone: 'Please enter a phone number',
    });
    expect(placeAuthorizeLoginFailure(http(400, { detail: 'Username or password incorrect' }, 'Username or password incorrect'), 'account', t)).toEqual({
      fields: { password: 'Username or password incorrect' },
      form: null,
    });
  });

  it('shows 5xx, offline and unknown failures above the button', () => {
    expect(placeAuthorizeLoginFailure(http(500, {}, 'Request failed, try again later'), 'account', t)).toEqual({
      fields: {},
      form: 'Request failed, try again later',
    });
    expect(placeAuthorizeLoginFailure(new ApiError('offline', null, 'offline text', null, ''), 'captcha', t).form).toBe('offline text');
    expect(placeAuthorizeLoginFailure(new Error('x'), 'account', t).form).toBe('t:error.generic');
  });
});

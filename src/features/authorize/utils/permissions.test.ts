import { describe, expect, it } from 'vitest';
import { bindRequestOf, needsPhoneConfirmation, phoneStatusOf, REQUIRED_PERMISSIONS, togglePermission } from './permissions';

const user = { id: 7, username: 'teacher', email: 't@example.com', phone: '13800000003', user_type: 'teacher' as const };
const login = { platform: 'longan' as const, uid: 'longan_7', process: 'login' as const };

describe('permission selection', () => {
  it('starts with the required permissions and without the phone', () => {
    expect([...REQUIRED_PERMISSIONS].sort()).toEqual(['basic', 'email', 'role']);
    expect(needsPhoneConfirmation(REQUIRED_PERMISSIONS)).toBe(true);
  });

  it('ticks and unticks the optional phone only', () => {
    const withPhone = togglePermission(REQUIRED_PERMISSIONS, 'phone', true);
    expect(withPhone.has('phone')).toBe(true);
    expect(needsPhoneConfirmation(withPhone)).toBe(false);
    expect(togglePermission(withPhone, 'phone', false).has('phone')).toBe(false);
    expect(togglePermission(withPhone, 'basic', false).has('basic')).toBe(true);
    // the input set is left as it was
    expect(REQUIRED_PERMISSIONS.has('phone')).toBe(false);
  });
});

describe('what the account host receives', () => {
  it.each([
    [true, { status: true, phone: '13800000003' }],
    [false, { status: false, phone: '' }],
  ])('phone status with the phone granted %s', (granted, expected) => {
    expect(phoneStatusOf(user, granted)).toEqual(expected);
  });

  it('binds with the phone only when granted', () => {
    expect(bindRequestOf(user, login, true)).toEqual({
      id: 7,
      username: 'teacher',
      email: 't@example.com',
      phone: '13800000003',
      userid: 'longan_7',
      app_metadata: { role: 'teacher' },
      platform: 'longan',
    });
    expect(bindRequestOf(user, login, false).phone).toBe('');
  });
});

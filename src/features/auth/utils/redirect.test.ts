import type { RouteViewer } from '@/lib/route-access';
import { PRE_ENTRY_KEY, carriedQuery, loginTarget, takePreEntry, withHandoffHash } from './redirect';

const teacher: RouteViewer = { signedIn: true, userType: 'teacher', campusStatus: '1' };
const student: RouteViewer = { signedIn: true, userType: 'student', campusStatus: '1' };
const invited: RouteViewer = { signedIn: true, userType: 'teacher', campusStatus: '0' };
const nullType: RouteViewer = { signedIn: true, userType: null, campusStatus: null };

describe('loginTarget', () => {
  it.each([
    ['redirect query wins', { viewer: teacher, redirect: '/project/5', preEntry: '/course/1/0' }, '/project/5'],
    ['an unsafe redirect is ignored', { viewer: student, redirect: '//evil.example/x' }, '/account'],
    ['then the pre-entry', { viewer: teacher, preEntry: '/course/1/0' }, '/course/1/0'],
    ['a student goes to /account', { viewer: student }, '/account'],
    ['a teacher of a joined campus to /teachplan', { viewer: teacher }, '/teachplan'],
    ['an invitation not yet accepted to /notification', { viewer: invited }, '/notification'],
    ['no campus at all to /course', { viewer: nullType, campusCount: 0 }, '/course'],
  ])('%s', (_name, input, expected) => {
    expect(loginTarget({ campusCount: 1, ...input })).toEqual({ target: expected, handOff: false });
  });

  it('asks for a hand-off code when the redirect wins and needHash=1', () => {
    expect(loginTarget({ viewer: teacher, campusCount: 1, redirect: '/bank#old', needHash: '1' })).toEqual({ target: '/bank#old', handOff: true });
  });

  it('does not hand off to a campus-rule target', () => {
    expect(loginTarget({ viewer: teacher, campusCount: 1, needHash: '1' })).toEqual({ target: '/teachplan', handOff: false });
  });
});

describe('withHandoffHash', () => {
  it('replaces the hash with the url-encoded code', () => {
    expect(withHandoffHash('/bank#old', 'c0de')).toBe('/bank#token=c0de');
    expect(withHandoffHash('/x', '??>')).toBe(`/x#token=${encodeURIComponent('??>')}`);
  });
});

describe('takePreEntry', () => {
  it('reads the stored path once', () => {
    localStorage.setItem(PRE_ENTRY_KEY, '/course/3/1');
    expect(takePreEntry()).toBe('/course/3/1');
    expect(takePreEntry()).toBeNull();
  });
});

describe('carriedQuery', () => {
  it('keeps redirect and needHash only', () => {
    expect(carriedQuery('?tab=code&redirect=%2Fproject%2F1&needHash=1')).toBe('?redirect=%2Fproject%2F1&needHash=1');
    expect(carriedQuery('?tab=code')).toBe('');
  });
});

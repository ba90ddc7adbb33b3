import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@/lib/validators/files';
import { avatarProblem, canSaveDraft, hasProfileChanges, profileChanges } from './profile-draft';

const initial = { nickname: 'Miss Lin', description: 'Hello' };

function file(name: string, size = 10): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('profileChanges', () => {
  it('sends only what changed, trimmed', () => {
    expect(profileChanges(initial, { ...initial, avatar: null }, true)).toEqual({});
    expect(profileChanges(initial, { nickname: ' Miss Lin ', description: 'Hello ', avatar: null }, true)).toEqual({});
    expect(profileChanges(initial, { nickname: 'Lin_2', description: 'Hello', avatar: null }, true)).toEqual({ name: 'Lin_2' });
    expect(profileChanges(initial, { nickname: 'Miss Lin', description: '', avatar: null }, true)).toEqual({ description: '' });
    const avatar = file('me.png');
    expect(profileChanges(initial, { ...initial, avatar }, true)).toEqual({ avatar });
  });

  it('never sends a nickname for those who may not edit it', () => {
    expect(profileChanges(initial, { nickname: 'Boss', description: 'Hello', avatar: null }, false)).toEqual({});
    expect(hasProfileChanges({})).toBe(false);
    expect(hasProfileChanges({ description: 'x' })).toBe(true);
  });
});

describe('canSaveDraft', () => {
  it.each([
    ['nothing changed', { ...initial, avatar: null }, true, false],
    ['a valid nickname', { nickname: 'Lin_2', description: 'Hello', avatar: null }, true, true],
    ['a nickname with a space', { nickname: 'Lin 2', description: 'Hello', avatar: null }, true, false],
    ['a restricted word, any case', { nickname: 'ADMIN_lin', description: 'Hello', avatar: null }, true, false],
    ['a nickname of 21 characters', { nickname: 'x'.repeat(21), description: 'Hello', avatar: null }, true, false],
    ['a description of 140', { nickname: 'Miss Lin', description: 'y'.repeat(140), avatar: null }, false, true],
    ['a description of 141', { nickname: 'Miss Lin', description: 'y'.repeat(141), avatar: null }, false, false],
    ['a new avatar only', { ...initial, avatar: file('me.JPG') }, true, true],
    ['an avatar too large', { ...initial, avatar: file('me.png', AVATAR_MAX_BYTES + 1) }, true, false],
    // an unchanged older name (with a space) does not block saving the description
    ['a teacher keeping an older name', { nickname: 'Miss Lin', description: 'New', avatar: null }, true, true],
    ['a student changing the description', { nickname: 'Miss Lin', description: 'New', avatar: null }, false, true],
  ])('%s', (_label, draft, canEditNickname, expected) => {
    expect(canSaveDraft(initial, draft, canEditNickname)).toBe(expected);
  });
});

describe('avatarProblem', () => {
  it.each([
    ['me.jpg', 10, null],
    ['me.JPEG', 10, null],
    ['me.Png', AVATAR_MAX_BYTES, null],
    ['me.bmp', 10, null],
    ['me.gif', 10, 'validation.image.uploadFailed'],
    ['mepng', 10, 'validation.image.uploadFailed'],
    ['me.png', AVATAR_MAX_BYTES + 1, 'validation.image.tooLarge'],
  ])('%s of %i bytes', (name, size, key) => {
    expect(avatarProblem(file(name, size))?.key ?? null).toBe(key);
  });
});

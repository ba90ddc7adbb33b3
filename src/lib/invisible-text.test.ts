import { describe, expect, it } from 'vitest';
import { invisibleCharacterProblem } from './invisible-text';

describe('invisibleCharacterProblem', () => {
  it.each(['Robot Club', '三年级二班', 'Ava_Martin', 'José', 'Zoë 🚀', 'A-B (2)', ''])('lets %j through', (text) => {
    expect(invisibleCharacterProblem(text)).toBeNull();
  });

  it.each([
    ['a line feed', 'Robot\nClub', 'lineBreak'],
    ['a carriage return', 'Robot\rClub', 'lineBreak'],
    ['a line separator', 'Robot\u2028Club', 'lineBreak'],
    ['a next-line control', 'Robot\u0085Club', 'lineBreak'],
    ['a right-to-left override', 'plan\u202Efdp.exe', 'bidi'],
    ['a left-to-right isolate', 'a\u2066b', 'bidi'],
    ['a right-to-left mark', 'a\u200Fb', 'bidi'],
    ['NUL', 'Robot\u0000', 'control'],
    ['a tab', 'Robot\tClub', 'control'],
    ['DEL', 'Robot\u007F', 'control'],
    ['a zero-width space', '\u200B', 'invisible'],
    ['a zero-width joiner', 'a\u200Db', 'invisible'],
    ['a byte-order mark', '\uFEFFRobot', 'invisible'],
    ['a soft hyphen', 'Ro\u00ADbot', 'invisible'],
    ['a Hangul filler', '\u3164', 'invisible'],
    ['a tag character', 'a\u{E0041}', 'invisible'],
  ])('refuses %s', (_, text, problem) => {
    expect(invisibleCharacterProblem(text)).toBe(problem);
  });
});

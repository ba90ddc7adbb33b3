/**
 * The sign-in answers of the server (API reference §1) in the reader's language. The server
 * speaks English; each known sentence maps to a catalogue key (numbers carried over), and an
 * unknown one is shown as the server wrote it.
 */
import type { Translate } from '@/lib/i18n/i18n';

type Rule = readonly [pattern: RegExp, key: (match: RegExpExecArray) => string, params?: (match: RegExpExecArray) => Record<string, number>];

const RULES: readonly Rule[] = [
  [/^username or password incorrect/i, () => 'login.server.badCredentials'],
  [/frozen/i, () => 'login.server.frozen'],
  [/^please enter username or phone number/i, () => 'login.server.accountRequired'],
  [/^please enter password/i, () => 'login.server.passwordRequired'],
  [/^please enter (?:the )?correct phone number/i, () => 'login.server.phoneInvalid'],
  [/^phone not registered/i, () => 'login.server.phoneNotRegistered'],
  [/^please enter captcha/i, () => 'login.server.captchaRequired'],
  [/^captcha incorrect/i, () => 'login.server.captchaIncorrect'],
  [/^the token is invalid or has expired/i, () => 'login.server.tokenInvalid'],
  [/^get team info failed/i, () => 'login.server.teamNotFound'],
  [/^no student with this name/i, () => 'login.server.studentNotFound'],
  [/^login-card login is disabled/i, () => 'login.server.cardLoginDisabled'],
  [/^please choose your card/i, () => 'login.server.cardRequired'],
  [
    /^wrong card, (\d+) tr(?:y|ies) left/i,
    (m) => (m[1] === '1' ? 'login.server.wrongCard.one' : 'login.server.wrongCard.other'),
    (m) => ({ n: Number(m[1]) }),
  ],
  [/^wrong card 3 times in a row/i, () => 'login.server.lockedNow'],
  [/^too many wrong cards.*?(\d+) seconds/i, () => 'login.server.locked', (m) => ({ n: Number(m[1]) })],
];

export function localiseServerMessage(text: string, t: Translate): string {
  for (const [pattern, key, params] of RULES) {
    const match = pattern.exec(text.trim());
    if (match) return t(key(match), params?.(match));
  }
  return text;
}

/**
 * The sensitive-word check behind POST /check (spec 000 §7: word list and logic not shown). A
 * small list of rude words; a text fails when it contains one, ignoring case.
 */
import type { SensitiveCheckResult } from '@/types/notification';

export const SENSITIVE_WORDS: readonly string[] = ['stupid', 'idiot', 'dumb', 'shut up', 'loser', '笨蛋', '傻瓜', '白痴', '蠢货', '滚开'];

/** spec 000 §8 wording of the sensitive-word failure */
export const SENSITIVE_FAIL_MESSAGE =
  'the text contains content not in line with civility, please revise it; until then others cannot see it';

export function findSensitiveWord(content: string): string | null {
  const text = content.toLowerCase();
  return SENSITIVE_WORDS.find((word) => text.includes(word.toLowerCase())) ?? null;
}

export function checkSensitive(content: string): SensitiveCheckResult {
  return findSensitiveWord(content) ? { pass: false, msg: SENSITIVE_FAIL_MESSAGE } : { pass: true, msg: '' };
}

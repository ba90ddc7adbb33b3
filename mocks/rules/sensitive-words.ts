/**
 * The sensitive-word check (spec 000 §7: word list and logic not shown): POST /check asks it,
 * and every call that saves a user's text runs it again, since the client's check before saving
 * can be skipped. A small list of rude words; a text fails when it contains one, ignoring case.
 */
import type { SensitiveCheckResult } from '@/types/notification';
import type { Message } from '../messages/define';
import { noticeMessages } from '../messages/notices';
import type { FieldErrors } from './field-errors';

export const SENSITIVE_WORDS: readonly string[] = ['stupid', 'idiot', 'dumb', 'shut up', 'loser', '笨蛋', '傻瓜', '白痴', '蠢货', '滚开'];

export function findSensitiveWord(content: string): string | null {
  const text = content.toLowerCase();
  return SENSITIVE_WORDS.find((word) => text.includes(word.toLowerCase())) ?? null;
}

export function checkSensitive(content: string): SensitiveCheckResult & { msg: Message | '' } {
  return findSensitiveWord(content) ? { pass: false, msg: noticeMessages.sensitive } : { pass: true, msg: '' };
}

/**
 * The refusal of a save whose texts contain a sensitive word: the spec's civility message under
 * each such field (spec 000 §8), or null when every text is clean. Missing fields are skipped.
 */
export function sensitiveFieldErrors(texts: Readonly<Record<string, string | undefined>>): FieldErrors | null {
  const out: FieldErrors = {};
  for (const [field, text] of Object.entries(texts)) if (text && findSensitiveWord(text)) out[field] = [noticeMessages.sensitive];
  return Object.keys(out).length ? out : null;
}

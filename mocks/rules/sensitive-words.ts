/**
 * The sensitive-word check behind POST /check (spec 000 §7: word list and logic not shown). A
 * small list of rude words; a text fails when it contains one, ignoring case.
 */
import type { SensitiveCheckResult } from '@/types/notification';
import type { Message } from '../messages/define';
import { noticeMessages } from '../messages/notices';

export const SENSITIVE_WORDS: readonly string[] = ['stupid', 'idiot', 'dumb', 'shut up', 'loser', '笨蛋', '傻瓜', '白痴', '蠢货', '滚开'];

export function findSensitiveWord(content: string): string | null {
  const text = content.toLowerCase();
  return SENSITIVE_WORDS.find((word) => text.includes(word.toLowerCase())) ?? null;
}

export function checkSensitive(content: string): SensitiveCheckResult & { msg: Message | '' } {
  return findSensitiveWord(content) ? { pass: false, msg: noticeMessages.sensitive } : { pass: true, msg: '' };
}

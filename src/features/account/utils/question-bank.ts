/**
 * The home's question-bank and tools panels (spec 000 §2, §7): the programming and objective
 * entries redirect to the external bank with the encrypted hand-off text; typing practice opens
 * in a new tab. Every entry logs a click with the home page's platform code (src/api/practice.ts).
 */
import { getEncryptText, logPracticeClick } from '@/api/practice';
import { EXTERNAL_LINKS, objectiveExamUrl, programmingJudgeUrl } from '@/lib/external-links';

/** Where a question-bank entry leads, with the encrypted hand-off text. */
export async function questionBankUrl(kind: 'exam' | 'judge'): Promise<string> {
  void logPracticeClick(kind, 'home');
  const { encrypt_text } = await getEncryptText(kind);
  return kind === 'exam' ? objectiveExamUrl(encrypt_text) : programmingJudgeUrl(encrypt_text);
}

export function openTypingPractice(): void {
  void logPracticeClick('typing', 'home');
  window.open(EXTERNAL_LINKS.practice.typingPractice, '_blank', 'noopener,noreferrer');
}

/** Leaving the app for the external bank; an object so tests can watch it. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * The home's question-bank and tools panels (spec 000 §2, §7): the programming and objective
 * entries fetch an encrypted text (GET /api/v1/users/exam_encrypt_text/) and redirect to the
 * external bank with it; typing practice opens in a new tab. Every entry logs a click
 * (POST /api/v1/users/{exam|judge|typing}_click/). Platform code '1' is the home page's panels
 * ('2' is the header; see app/layouts/practice-launch.ts).
 */
import { apiGet, apiPost } from '@/lib/api-client';
import { EXTERNAL_LINKS, objectiveExamUrl, programmingJudgeUrl } from '@/lib/external-links';

export const HOME_CLICK_PLATFORM = '1';

export type PracticeKind = 'exam' | 'judge' | 'typing';

export function logHomeClick(kind: PracticeKind): Promise<unknown> {
  // Best effort: a lost click log must never stop the platform from opening.
  return apiPost(`/api/v1/users/${kind}_click/`, { platform: HOME_CLICK_PLATFORM }, { policy: 'local' }).catch(() => undefined);
}

export function getEncryptText(): Promise<{ encrypt_text: string }> {
  return apiGet<{ encrypt_text: string }>('/api/v1/users/exam_encrypt_text/');
}

/** Where a question-bank entry leads, with the encrypted hand-off text. */
export async function questionBankUrl(kind: 'exam' | 'judge'): Promise<string> {
  void logHomeClick(kind);
  const { encrypt_text } = await getEncryptText();
  return kind === 'exam' ? objectiveExamUrl(encrypt_text) : programmingJudgeUrl(encrypt_text);
}

export function openTypingPractice(): void {
  void logHomeClick('typing');
  window.open(EXTERNAL_LINKS.practice.typingPractice, '_blank', 'noopener,noreferrer');
}

/** Leaving the app for the external bank; an object so tests can watch it. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

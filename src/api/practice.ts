/**
 * The practice platforms (spec 000 §2, §7): the exam and the judge get an encrypted hand-off
 * text (GET /api/v1/users/exam_encrypt_text/?kind=exam|judge, given only when the organisation
 * and the team both have that bank on); every entry logs a click
 * (POST /api/v1/users/{exam|judge|typing}_click/ with the platform code).
 * Click platform codes: '1' is the home page's panels, '2' the header (spec 000 §9 names the two
 * codes without saying which is which; this is our reading, kept in this one place).
 */
import { apiGet, apiPost } from '@/lib/api-client';
import type { ClickLogged, ExamEncryptText, PracticeClick } from '@/types/user';

export const PRACTICE_CLICK_PLATFORM = { home: '1', header: '2' } as const;

export type PracticeKind = 'exam' | 'judge' | 'typing';

/** Best effort: a lost click log must never stop the platform from opening. */
export function logPracticeClick(kind: PracticeKind, from: keyof typeof PRACTICE_CLICK_PLATFORM): Promise<void> {
  return apiPost<ClickLogged>(`/api/v1/users/${kind}_click/`, { platform: PRACTICE_CLICK_PLATFORM[from] } satisfies PracticeClick, { policy: 'local' }).then(
    () => undefined,
    () => undefined,
  );
}

export function getEncryptText(kind: 'exam' | 'judge'): Promise<ExamEncryptText> {
  return apiGet<ExamEncryptText>('/api/v1/users/exam_encrypt_text/', { params: { kind } });
}

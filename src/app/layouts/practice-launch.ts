/**
 * Opening the practice platforms from the header (spec 000 §2, §7): the exam and the judge get
 * an encrypted hand-off text (GET /api/v1/users/exam_encrypt_text/), typing practice is a plain
 * link; every entry logs a click (POST /users/exam_click/, judge_click/, typing_click/).
 * Click platform codes: '1' is the home page's panels, '2' the header (spec 000 §9 names the two
 * codes without saying which is which; this is our reading, kept in this one place).
 */
import { apiGet, apiPost } from '@/lib/api-client';
import { objectiveExamUrl, programmingJudgeUrl } from '@/lib/external-links';

export const HEADER_CLICK_PLATFORM = '2';

type ClickKind = 'exam' | 'judge' | 'typing';

export function logPracticeClick(kind: ClickKind): void {
  // Best effort: a lost click log must never stop the platform from opening.
  void apiPost(`/api/v1/users/${kind}_click/`, { platform: HEADER_CLICK_PLATFORM }, { policy: 'local' }).catch(() => {});
}

function getEncryptText(): Promise<{ encrypt_text: string }> {
  return apiGet<{ encrypt_text: string }>('/api/v1/users/exam_encrypt_text/');
}

/**
 * The tab is opened during the click (so popup blockers allow it) and pointed at the platform
 * once the hand-off text arrives; it is closed again if the text cannot be had.
 */
export async function launchQuestionBank(kind: 'exam' | 'judge'): Promise<void> {
  logPracticeClick(kind);
  const tab = window.open('about:blank', '_blank');
  try {
    const { encrypt_text } = await getEncryptText();
    const url = kind === 'exam' ? objectiveExamUrl(encrypt_text) : programmingJudgeUrl(encrypt_text);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch {
    tab?.close();
  }
}

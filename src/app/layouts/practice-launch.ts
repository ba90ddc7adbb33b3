/**
 * Opening the practice platforms from the header (spec 000 §2, §7): the exam and the judge get
 * the encrypted hand-off text, typing practice is a plain link; every entry logs a click with the
 * header's platform code (src/api/practice.ts).
 */
import { getEncryptText, logPracticeClick as logClick, type PracticeKind } from '@/api/practice';
import { objectiveExamUrl, programmingJudgeUrl } from '@/lib/external-links';

export function logPracticeClick(kind: PracticeKind): void {
  void logClick(kind, 'header');
}

/**
 * The tab is opened during the click (so popup blockers allow it) and pointed at the platform
 * once the hand-off text arrives; it is closed again if the text cannot be had.
 */
export async function launchQuestionBank(kind: 'exam' | 'judge'): Promise<void> {
  logPracticeClick(kind);
  const tab = window.open('about:blank', '_blank');
  try {
    const { encrypt_text } = await getEncryptText(kind);
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

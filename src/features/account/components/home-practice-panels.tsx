/**
 * The question-bank and other-tools panels of the viewer's own home (spec 000 §2, §6): the
 * programming and objective entries show only when both the organisation and the team have the
 * platform on (2); each fetches the encrypted text and redirects to the bank. Typing practice
 * always shows and opens in a new tab. Every entry logs a click.
 */
import { Button } from 'antd';
import { canSeeExamEntry, canSeeJudgeEntry, organizationOf } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { openTypingPractice, pageNavigation, questionBankUrl } from '../utils/question-bank';

function goToBank(kind: 'exam' | 'judge'): void {
  // A failure is already reported by the API client's global policy.
  questionBankUrl(kind).then((url) => pageNavigation.assign(url), () => undefined);
}

export function HomePracticePanels({ viewer }: { viewer: User }) {
  const t = useT();
  const org = organizationOf(viewer);
  const judge = canSeeJudgeEntry(org, viewer.team_data);
  const exam = canSeeExamEntry(org, viewer.team_data);
  return (
    <>
      {judge || exam ? (
        <section className="tc-home-card" aria-labelledby="home-bank-title">
          <h2 id="home-bank-title">{t('home.bank.title')}</h2>
          <div className="tc-home-entries">
            {judge ? <Button block onClick={() => goToBank('judge')}>{t('home.bank.programming')}</Button> : null}
            {exam ? <Button block onClick={() => goToBank('exam')}>{t('home.bank.objective')}</Button> : null}
          </div>
        </section>
      ) : null}
      <section className="tc-home-card" aria-labelledby="home-tools-title">
        <h2 id="home-tools-title">{t('home.tools.title')}</h2>
        <div className="tc-home-entries">
          <Button block onClick={openTypingPractice} aria-label={`${t('home.tools.typing')} ${t('home.newTab')}`}>
            {t('home.tools.typing')}
          </Button>
        </div>
      </section>
    </>
  );
}

/**
 * /login/{code} (spec 000 §2, §8): the team's student names, then the chosen student's nine
 * cards; the right card signs the student in. Built for young children and keyboards alike:
 * big real buttons, and the focus follows each step (Tab to a name, Enter, Tab to a card, Enter).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Result, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import { checkTeamCode, normaliseTeamCode } from '@/lib/validators/sign-in';
import { useLogin } from '@/api/session';
import { loginKeys, useJoinCards, useJoinTeam } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { CardGrid } from '../components/card-grid';
import { NameGrid } from '../components/name-grid';
import { useCompleteSignIn } from '../utils/complete-sign-in';
import { carriedQuery } from '../utils/redirect';
import { TEAM_LOGIN_RELOAD_MS, teamLoginFailure } from '../utils/team-login-failure';
import '../components/team-login.css';
import { useAppNotices } from '@/lib/app-notices';
import { TOUCH_TARGETS } from '@/components/touch-targets';
import { paths } from '@/lib/paths';

const NAMES_HEADING = 'team-login-names';
const CARDS_HEADING = 'team-login-cards';

/** The team could not be found (a 4xx), as opposed to a failure to ask (offline, 5xx). */
function isLookupFailure(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status < 500;
}

/** The team-code tab of /login, keeping the redirect of this visit. */
function codeTabPath(search: string): string {
  const query = new URLSearchParams(carriedQuery(search));
  query.set('tab', 'code');
  return `${paths.login.href()}?${query.toString()}`;
}

export default function TeamLoginPage() {
  const t = useT();
  const { modal, message } = useAppNotices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const code = normaliseTeamCode(useParams().code ?? '');
  const codeValid = checkTeamCode(code) === null;
  const backToCodeTab = codeTabPath(search);

  const team = useJoinTeam(code, codeValid);
  const [name, setName] = useState<string | null>(null);
  const cards = useJoinCards(code, name);
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [inlineFailure, setInlineFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  // --- the lookup failure dialog (spec 000 §8), once per code ---------------------------------
  const lookupFailed = !codeValid || (team.isError && isLookupFailure(team.error));
  const dialogShownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!lookupFailed || dialogShownFor.current === code) return;
    dialogShownFor.current = code;
    modal.error({
      title: t('login.team.lookupFailed.title'),
      content: t('login.team.lookupFailed.content'),
      okText: t('common.ok'),
    });
  }, [lookupFailed, code, modal, t]);

  // --- focus follows the step, so keyboard users land on the new buttons -----------------------
  const namesHeading = useRef<HTMLHeadingElement>(null);
  const cardsHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const cardsReady = cards.isSuccess;
  useEffect(() => {
    if (!moved.current) return;
    (name === null ? namesHeading : cardsHeading).current?.focus();
  }, [name, cardsReady]);

  // --- "the page reloads after 2 seconds" (spec 000 §8): start over with fresh data ------------
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
  }, []);
  const reloadSoon = useCallback(() => {
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      moved.current = true;
      setName(null);
      setInlineFailure(null);
      queryClient.removeQueries({ queryKey: loginKeys.join(code) });
      void queryClient.invalidateQueries({ queryKey: loginKeys.join(code) });
    }, TEAM_LOGIN_RELOAD_MS);
  }, [queryClient, code]);

  // The chosen name vanished from the team (renamed, removed): say so and start over.
  const cardsError = cards.error;
  useEffect(() => {
    if (!cardsError) return;
    void message.error(cardsError.message);
    if (isLookupFailure(cardsError)) reloadSoon();
  }, [cardsError, message, reloadSoon]);

  const pickName = (picked: string) => {
    moved.current = true;
    setInlineFailure(null);
    setName(picked);
  };

  const backToNames = () => {
    moved.current = true;
    setInlineFailure(null);
    setName(null);
  };

  const pickCard = async (secret: string) => {
    if (!name || signingIn) return;
    setInlineFailure(null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setInlineFailure(t('error.offline'));
      return;
    }
    setSigningIn(true);
    try {
      const answer = await login.mutateAsync({ login_type: 'code', code, name, secret });
      await completeSignIn(answer, false);
    } catch (error) {
      setSigningIn(false);
      const failure = error instanceof ApiError ? teamLoginFailure(error) : { show: 'inline' as const, text: t('error.generic') };
      const { text } = failure;
      if (failure.show === 'warning') void message.warning(text);
      else if (failure.show === 'errorThenReload') {
        void message.error(text);
        reloadSoon();
      } else setInlineFailure(text);
    }
  };

  const title = team.data?.team.name ?? t('login.team.title');

  return (
    <AuthLayout title={title}>
      <div className="team-login__team">
        {team.data?.team.cover && <img className="team-login__cover" src={team.data.team.cover} alt="" />}
        {codeValid && <span className="team-login__code">{t('login.team.code', { code })}</span>}
      </div>

      {team.isPending && codeValid && (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <Spin size="large" description={t('common.loading')} />
        </div>
      )}

      {lookupFailed && (
        <Result
          status="warning"
          title={t('login.team.lookupFailed.title')}
          subTitle={t('login.team.lookupFailed.content')}
          extra={
            <Button type="primary" onClick={() => navigate(backToCodeTab)}>
              {t('login.team.changeCode')}
            </Button>
          }
        />
      )}

      {team.isError && !lookupFailed && (
        <Alert
          type="error"
          showIcon
          title={team.error.message}
          action={
            <Button size="small" onClick={() => void team.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}

      {team.isSuccess && name === null && (
        <section className={`team-login__pick ${TOUCH_TARGETS}`}>
          <h2 id={NAMES_HEADING} ref={namesHeading} tabIndex={-1} className="team-login__step">
            {t('login.team.pickName')}
          </h2>
          {team.data.students.length === 0 ? (
            <Empty description={t('login.team.noStudents')} />
          ) : (
            <NameGrid names={team.data.students} labelledBy={NAMES_HEADING} onPick={pickName} />
          )}
          <div style={{ marginTop: 20 }}>
            <Button type="link" onClick={() => navigate(backToCodeTab)} style={{ paddingInline: 0 }}>
              {t('login.team.changeCode')}
            </Button>
          </div>
        </section>
      )}

      {team.isSuccess && name !== null && (
        <section className={`team-login__pick ${TOUCH_TARGETS}`} aria-busy={signingIn || cards.isPending}>
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={backToNames} style={{ marginBottom: 4 }}>
            {t('login.team.backToNames')}
          </Button>
          <h2 id={CARDS_HEADING} ref={cardsHeading} tabIndex={-1} className="team-login__step">
            {t('login.team.pickCard', { name })}
          </h2>
          <div aria-live="polite">
            {inlineFailure && <Alert type="error" showIcon title={inlineFailure} style={{ marginBottom: 12 }} />}
            {signingIn && <p style={{ margin: '0 0 8px' }}>{t('login.team.signingIn')}</p>}
          </div>
          {cards.isPending && (
            <div style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
              <Spin size="large" />
            </div>
          )}
          {cards.isSuccess && (
            <CardGrid
              keyType={cards.data.key_type}
              cards={cards.data.cards}
              labelledBy={CARDS_HEADING}
              disabled={signingIn}
              onPick={(card) => void pickCard(card)}
            />
          )}
        </section>
      )}
    </AuthLayout>
  );
}

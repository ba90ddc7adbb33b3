/**
 * What the reader sees instead of a blank page when a page (or the whole app) cannot render:
 * what happened in plain words and the way out. A page chunk that is gone because a new
 * version was deployed says so, with Reload; one that could not be fetched says the connection
 * was lost, and its Reload asks for the page's code again in place (no full reload: what the
 * reader had open elsewhere in the tab stays; recovery.tsx also does it when the browser is back
 * online); a query error that reached the boundary offers a retry; any other error, a reload
 * or the reader's start page.
 */
import { Button } from 'antd';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import { recoveryKindOf } from './recovery-kind';
import './recovery.css';

/** The root path decides where the signed-in reader starts (pages/root-redirect). */
const START_PAGE = '/';

export function RecoveryScreen({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const kind = recoveryKindOf(error);
  const reload = () => window.location.reload();
  const detail = kind === 'loadFailed' ? (error as ApiError).message : t(`shell.recovery.${kind}.detail`);
  const retry = kind === 'loadFailed' && onRetry;
  // The page's code is asked for again where it failed (the boundary starts over).
  const loadAgain = kind === 'unreachable' && onRetry ? onRetry : reload;
  return (
    <section className="tc-recovery" role="alert" data-recovery={kind}>
      <h1 className="tc-recovery__title">{t(`shell.recovery.${kind}.title`)}</h1>
      <p className="tc-recovery__detail">{detail}</p>
      <div className="tc-recovery__actions">
        {retry ? (
          <Button type="primary" onClick={onRetry}>
            {t('shell.recovery.retry')}
          </Button>
        ) : (
          <Button type="primary" onClick={loadAgain}>
            {t('shell.recovery.reload')}
          </Button>
        )}
        {kind !== 'newVersion' && <Button href={START_PAGE}>{t('shell.recovery.home')}</Button>}
      </div>
    </section>
  );
}

/**
 * The recovery screen as the boundaries show it. Its code is needed only once something has
 * gone wrong: it loads when the app is idle (preloadRecoveryScreen), not on the first visit (the
 * /login JavaScript budget), and is then in memory before the connection can drop. If a page
 * fails before that and the code cannot be fetched either, a plain screen says so.
 *
 * Code that could not be fetched because the connection was lost is tried again by itself as
 * soon as the browser is back online (a school's flaky network): a page's boundary starts over,
 * and the page comes back without a reload (the root's screens, which have no retry, reload). A
 * failure that happened offline but reaches the screen once the browser is already back (the
 * screen's own code was slow, the reader clicked again meanwhile) is tried again at once.
 *
 * Some browsers keep a failed module download for the document's whole life (the HTML standard
 * used to say so). Chromium 150 fetches the page's file again but not the modules it imports that
 * failed offline, and the import fails again: a page whose code failed offline could never come
 * back in place. So when code tried again in place (the online retry, the screen's Reload) fails
 * again while the browser is online, and its file does answer, the page is loaded again in full:
 * that is the only way in such a browser. Once per document (after the reload it starts over), so
 * a file the browser refuses for another reason cannot loop.
 */
import { Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { ChunkLoadError, failedChunkUrl } from '@/lib/chunk-load';
import { preloadable } from '@/lib/preloadable';
import { importWhenFetched } from '@/lib/module-preload';
import { useT } from '@/lib/i18n/i18n';
import { ErrorBoundary } from './error-boundary';
import { recoveryKindOf } from './recovery-kind';

// Fetched before it runs: a connection that drops on the way does not lose it for the visit.
const RecoveryScreen = preloadable(importWhenFetched(() => import('./recovery-screen').then((m) => ({ default: m.RecoveryScreen }))));

export function preloadRecoveryScreen(): Promise<void> {
  return RecoveryScreen.preload();
}

/** Code that did not arrive because of the connection (a new version needs a reload instead). */
const isConnectionLoss = (error: unknown): boolean => recoveryKindOf(error) === 'unreachable';

/** What the screen does outside the page (the component tests stub them). */
export const recoveryActions = {
  reload: () => window.location.reload(),
  /** Whether a file of the app answers now (without the HTTP cache). */
  answers: (url: string): Promise<boolean> => fetch(url, { cache: 'no-store' }).then((answer) => answer.ok, () => false),
};

const reload = () => recoveryActions.reload();

/** A failure this soon after an in-place retry of code lost with the connection is that retry's. */
const RETRY_FAILED_WITHIN_MS = 10_000;
/**
 * When code lost with the connection was last tried again in place (0: not since the document
 * loaded, or handled). Kept by the document, not by one screen: the retry starts the page over.
 */
export const inPlaceRetry = { at: 0 };

/** Tries the lost code again in place, noting when (see the file's comment). */
function retryInPlace(retry: () => void): void {
  inPlaceRetry.at = Date.now();
  retry();
}

/**
 * The in-place retry failed again although the browser is online: the browser may keep the
 * first failure (see the file's comment). The page loads again in full if its file answers; if it
 * does not, the server is out of reach and the screen stays, with its Reload.
 */
async function reloadIfTheFileAnswers(error: unknown): Promise<void> {
  if (await recoveryActions.answers(failedChunkUrl(error) ?? '/index.html')) reload();
}

/** Calls `retry` (else reloads) when the browser is back online after `error`, the connection's loss. */
function useRetryWhenOnline(error: unknown, retry: (() => void) | undefined): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  const retries = isConnectionLoss(error);
  useEffect(() => {
    if (!retries) return;
    const again = () => (latest.current ? retryInPlace(latest.current) : reload());
    if (navigator.onLine && inPlaceRetry.at > 0 && Date.now() - inPlaceRetry.at < RETRY_FAILED_WITHIN_MS) {
      inPlaceRetry.at = 0;
      void reloadIfTheFileAnswers(error);
      return;
    }
    if (error instanceof ChunkLoadError && error.whileOffline && navigator.onLine) {
      again();
      return;
    }
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [error, retries]);
}

/**
 * The plain screen's look, in the page itself: its stylesheet comes with the recovery screen's
 * code, which could not be fetched either (the same box as .tc-recovery, a button like antd's).
 */
const PLAIN = {
  box: { maxWidth: 560, margin: '64px auto', padding: '0 24px', textAlign: 'center' },
  title: { fontSize: 22, fontWeight: 600, margin: '0 0 12px' },
  detail: { color: 'rgba(0, 0, 0, 0.65)', margin: '0 0 24px' },
  button: { font: 'inherit', fontSize: 14, minHeight: 40, padding: '4px 15px', borderRadius: 6, border: '1px solid #1677ff', background: '#1677ff', color: '#fff', cursor: 'pointer' },
} satisfies Record<string, CSSProperties>;

function PlainRecovery({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <section className="tc-recovery" role="alert" data-recovery="unreachable" style={PLAIN.box}>
      <h1 style={PLAIN.title}>{t('shell.recovery.unreachable.title')}</h1>
      <p style={PLAIN.detail}>{t('shell.recovery.unreachable.detail')}</p>
      <button type="button" onClick={onRetry ?? reload} style={PLAIN.button}>
        {t('shell.recovery.reload')}
      </button>
    </section>
  );
}

export function Recovery({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  useRetryWhenOnline(error, onRetry);
  // The reader's Reload of lost code is an in-place retry too.
  const retry = onRetry && isConnectionLoss(error) ? () => retryInPlace(onRetry) : onRetry;
  return (
    <ErrorBoundary fallback={() => <PlainRecovery onRetry={isConnectionLoss(error) ? retry : undefined} />}>
      <Suspense fallback={null}>
        <RecoveryScreen error={error} onRetry={retry} />
      </Suspense>
    </ErrorBoundary>
  );
}

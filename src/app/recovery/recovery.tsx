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
 */
import { Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { ChunkLoadError } from '@/lib/chunk-load';
import { preloadable } from '@/lib/preloadable';
import { useT } from '@/lib/i18n/i18n';
import { ErrorBoundary } from './error-boundary';
import { recoveryKindOf } from './recovery-kind';

const RecoveryScreen = preloadable(() => import('./recovery-screen').then((m) => ({ default: m.RecoveryScreen })));

export function preloadRecoveryScreen(): Promise<void> {
  return RecoveryScreen.preload();
}

/** Code that did not arrive because of the connection (a new version needs a reload instead). */
const isConnectionLoss = (error: unknown): boolean => recoveryKindOf(error) === 'unreachable';

const reload = () => window.location.reload();

/** Calls `retry` (else reloads) when the browser is back online after `error`, the connection's loss. */
function useRetryWhenOnline(error: unknown, retry: (() => void) | undefined): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  const retries = isConnectionLoss(error);
  useEffect(() => {
    if (!retries) return;
    const again = () => (latest.current ?? reload)();
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
  return (
    <ErrorBoundary fallback={() => <PlainRecovery onRetry={isConnectionLoss(error) ? onRetry : undefined} />}>
      <Suspense fallback={null}>
        <RecoveryScreen error={error} onRetry={onRetry} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The recovery screen as the boundaries show it. Its code is needed only once something has
 * gone wrong: it loads when the app is idle (preloadRecoveryScreen), not on the first visit (the
 * /login JavaScript budget), and is then in memory before the connection can drop. If a page
 * fails before that and the code cannot be fetched either, a plain screen says so.
 */
import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import { useT } from '@/lib/i18n/i18n';
import { ErrorBoundary } from './error-boundary';

const RecoveryScreen = preloadable(() => import('./recovery-screen').then((m) => ({ default: m.RecoveryScreen })));

export function preloadRecoveryScreen(): Promise<void> {
  return RecoveryScreen.preload();
}

function PlainRecovery() {
  const t = useT();
  return (
    <section className="tc-recovery" role="alert" data-recovery="unreachable">
      <h1>{t('shell.recovery.unreachable.title')}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t('shell.recovery.reload')}
      </button>
    </section>
  );
}

export function Recovery({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <ErrorBoundary fallback={() => <PlainRecovery />}>
      <Suspense fallback={null}>
        <RecoveryScreen error={error} onRetry={onRetry} />
      </Suspense>
    </ErrorBoundary>
  );
}

import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { GlobalPolicyBridge } from './global-policy';
import { SessionEffects } from './session-effects';
import { FeedbackHost } from './feedback-host';
import { ShellLayout } from './layouts/shell-layout';
import { preloadable } from '@/lib/preloadable';
import { importWhenFetched } from '@/lib/module-preload';
import { loadWhenIdle } from '@/lib/idle';
import { preloadChunkFailureReason } from '@/lib/chunk-load';
import { NOTICES_PRELOAD_AFTER_MS } from './providers';
import { preloadRecoveryScreen } from './recovery/recovery';

// Needed only once something goes wrong: loaded when the app is idle, not on the first visit
// (the /login JavaScript budget), and in memory before the connection can drop.
const OfflineBanner = preloadable(importWhenFetched(() => import('./recovery/offline-banner').then((m) => ({ default: m.OfflineBanner }))));

/**
 * The offline banner, once the recovery code (banner, recovery screen, chunk failure check) has
 * loaded, when idle. A component of its own: the state that says the code has arrived re-renders
 * it alone, not the layout around every page (some 35 components of the header, the shell and the
 * session's effects, a second or two after every load: issue 31).
 */
function RecoveryBanner() {
  const [loaded, setLoaded] = useState(false);
  // Tried again when the browser comes back online if the connection dropped before it arrived.
  useEffect(
    () =>
      loadWhenIdle(NOTICES_PRELOAD_AFTER_MS, () => {
        void preloadChunkFailureReason();
        return Promise.all([preloadRecoveryScreen(), OfflineBanner.preload().then(() => setLoaded(true))]);
      }),
    [],
  );
  return loaded ? <OfflineBanner /> : null;
}

/** The outermost layout: global response policy, session effects, the shell, lazy-route fallback, the offline banner. */
export function RootLayout() {
  return (
    <FeedbackHost>
      <GlobalPolicyBridge />
      <SessionEffects />
      <ShellLayout>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </ShellLayout>
      <RecoveryBanner />
    </FeedbackHost>
  );
}

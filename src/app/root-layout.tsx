import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { GlobalPolicyBridge } from './global-policy';
import { SessionEffects } from './session-effects';
import { FeedbackHost } from './feedback-host';
import { ShellLayout } from './layouts/shell-layout';
import { OfflineBanner } from './recovery/offline-banner';

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
      <OfflineBanner />
    </FeedbackHost>
  );
}

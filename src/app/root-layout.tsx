import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { GlobalPolicyBridge } from './global-policy';

/** The outermost layout: the global response policy and the lazy-route fallback. */
export function RootLayout() {
  return (
    <>
      <GlobalPolicyBridge />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

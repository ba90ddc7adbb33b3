/**
 * antd's Alert, loaded when first shown. The sign-in page shows one only after a failed attempt
 * or in an unsupported browser, so its code stays out of the page's first visit (the /login
 * JavaScript budget, issue 31). Nothing is drawn until it has loaded.
 */
import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import type { AlertProps } from 'antd';

const Alert = preloadable(() => import('antd/es/alert'));

export function LateAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}

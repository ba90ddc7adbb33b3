/**
 * The error boundary around each routed page: a page that cannot render shows the recovery
 * screen inside the shell, so the header stays usable; any navigation starts over.
 * A query error thrown to it is retried from its screen (React Query's error reset).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from './error-boundary';
import { Recovery } from './recovery';

/**
 * The demo's switch for the end-to-end tests: `?renderError` makes the page throw as it renders.
 * Mock mode only: a build against a real API (VITE_API_URL) drops the check altogether.
 */
export const RENDER_ERROR_SWITCH = 'renderError';

function RenderErrorSwitch() {
  const { search } = useLocation();
  if (!import.meta.env.VITE_API_URL && new URLSearchParams(search).has(RENDER_ERROR_SWITCH)) {
    throw new Error('A render error asked for by the address (?renderError, demo only)');
  }
  return null;
}

export function PageBoundary({ children }: { children: ReactNode }) {
  // Every navigation starts over, a link to the same address included (a header link).
  const { key } = useLocation();
  const { reset: resetQueryErrors } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary
      resetKey={key}
      fallback={(error, reset) => (
        <Recovery
          error={error}
          onRetry={() => {
            resetQueryErrors();
            reset();
          }}
        />
      )}
    >
      <RenderErrorSwitch />
      {children}
    </ErrorBoundary>
  );
}

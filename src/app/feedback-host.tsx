/**
 * Hosts the one feedback dialog of the app: the user menu opens it through useOpenFeedback, and
 * a `feedback` query parameter on any page opens it too (spec 000 §2), once the user is signed
 * in (sending feedback needs an account); the parameter is then removed from the address.
 */
import { createContext, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { preloadable } from '@/lib/preloadable';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { getToken } from '@/lib/session';

// The dialog (a form with an upload) loads when it is first opened, not with every page.
const FeedbackDialog = preloadable(() =>
  import('@/features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

export const FEEDBACK_PARAM = 'feedback';

const OpenFeedbackContext = createContext<() => void>(() => {});

export function FeedbackHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user && getToken());

  const requested = signedIn && new URLSearchParams(location.search).has(FEEDBACK_PARAM);
  // Opening follows the address during render; the effect only tidies the address.
  if (requested && !open) setOpen(true);

  useEffect(() => {
    if (!requested) return;
    const params = new URLSearchParams(location.search);
    params.delete(FEEDBACK_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [requested, location.pathname, location.search, location.hash, navigate]);

  const openFeedback = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <OpenFeedbackContext.Provider value={openFeedback}>
      {children}
      {signedIn && open && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={close} />
        </Suspense>
      )}
    </OpenFeedbackContext.Provider>
  );
}

/** Opens the feedback dialog (from the user menu). */
export function useOpenFeedback(): () => void {
  return useContext(OpenFeedbackContext);
}

/**
 * The app shell around every page: a skip link, the header, the notices, the main region and
 * the footer, each part shown or hidden by the route's chrome in the route table (spec 000 §2,
 * 002 §2.8).
 *
 * Signed-out visitors: the sign-in, team-login, registration and reset pages draw their own
 * frame (logo and language switch inside the auth card), so they get no app header; the other
 * public pages (agreement, privacy policy, notes, 403/404) get the slim signed-out header with
 * a sign-in button. Both get the slim footer: the agreement, privacy, contact and filing links
 * must be reachable from the sign-in page too. The auth pages never show the app header, even
 * with a stale token, because they redirect signed-in users away anyway.
 */
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { isRestrictedMode } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { chromeOf, isPopupSearch, type RouteRule } from '@/lib/route-access';
import { preloadable } from '@/lib/preloadable';
import { Footer, SlimFooter } from './footer';
import { useSessionToken } from './use-session-token';
import './shell.css';

// The signed-in chrome (menus, dropdowns, dialogs) loads on its own, so the sign-in page's first
// visit carries none of it (the /login JavaScript budget).
const Header = preloadable(() => import('./header').then((m) => ({ default: m.Header })));
const SignedOutHeader = preloadable(() => import('./signed-out-header').then((m) => ({ default: m.SignedOutHeader })));
const RestrictedBanner = preloadable(() => import('./restricted-mode').then((m) => ({ default: m.RestrictedBanner })));
const TopNotification = preloadable(() => import('./top-notification').then((m) => ({ default: m.TopNotification })));
const CampusEffects = preloadable(() =>
  import('@/features/campus/components/campus-effects').then((m) => ({ default: m.CampusEffects })),
);
const ExpiryTip = preloadable(() => import('@/features/campus/components/expiry-tip').then((m) => ({ default: m.ExpiryTip })));

/** What each route of the route table carries for the layouts (react-router's `handle`). */
export interface RouteHandle {
  entry: RouteRule;
}

/**
 * Starts loading the header that the first render of a route shows, alongside the page (see
 * preloadPage), so the header does not appear a moment after the page. `entry` is null for an
 * unknown path (the 404 page, which has the full shell). Resolves when its code is there (or
 * failed: the render retries it).
 */
export function preloadHeader(entry: RouteRule | null, signedIn: boolean): Promise<void> {
  if (!chromeOf(entry).header) return Promise.resolve();
  // The notices under the header come with it (see useNoticesHold).
  if (signedIn && chromeOf(entry).headerMenu) void Promise.all([TopNotification.preload(), RestrictedBanner.preload()]).catch(() => undefined);
  return (signedIn ? Header : SignedOutHeader).preload().catch(() => undefined);
}

/** The longest the page waits for the notices above it (a slow answer then pushes it down). */
export const NOTICES_HOLD_MS = 3000;

/**
 * The notices under the header (the restricted-mode banner, the top notice) are known only once
 * the user and the unread count have answered, often after the page has drawn its content; shown
 * then, they would push the whole page down (a layout shift, issue 31). Until they are known
 * (`settle`, called by the top notice once its count has answered), the main region is laid out
 * but not shown, under a transparent cover that keeps the pointer off it (shell.css), for at most
 * NOTICES_HOLD_MS. Nothing it is held with is inherited by what is below it: held `inert` before,
 * showing it restyled the whole page's content at once (70-170 ms at a phone's speed, issue 31).
 * Its content is the page's own: assistive technology and the keyboard may reach it meanwhile.
 */
function useNoticesHold(wanted: boolean) {
  const [settled, setSettled] = useState(false);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!wanted || settled) return;
    const timer = window.setTimeout(() => setExpired(true), NOTICES_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, settled]);
  const settle = useCallback(() => setSettled(true), []);
  return { held: wanted && !settled && !expired, settle };
}

/** The chrome of the route on screen (its small-window form with ?popup=1). */
function useChrome() {
  const matches = useMatches();
  const { search } = useLocation();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return chromeOf(handle?.entry, isPopupSearch(search));
}

/**
 * The shell around every page. Its first screen on a signed-in full load is also prerendered
 * into index.html (LoadingShell in ../prerender.tsx): keep the two in step.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const token = useSessionToken();
  const { data } = useCurrentUser();
  const user = token ? data : undefined;
  const chrome = useChrome();
  const authFrame = chrome.authFrame;
  const showHeader = chrome.header;

  let header: ReactNode = null;
  if (showHeader) header = token ? <Header user={user} showMenu={chrome.headerMenu} /> : <SignedOutHeader />;

  let footer: ReactNode = null;
  // While a signed-in user loads, no footer rather than the slim one flashing first.
  if (chrome.footer && (authFrame || !token)) footer = <SlimFooter />;
  else if (chrome.footer && user) footer = <Footer user={user} />;

  const notices = user && showHeader && chrome.headerMenu;
  // While the user loads, the notices may still come.
  const { held, settle } = useNoticesHold(Boolean(token && showHeader && chrome.headerMenu && (user === undefined || notices)));
  return (
    <div className="tc-shell">
      <a className="tc-skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Suspense fallback={<div className="tc-header-placeholder" />}>{header}</Suspense>
      <Suspense fallback={null}>
        {user && <CampusEffects user={user} />}
        {notices && (
          <div className="tc-notices">
            {isRestrictedMode(user) && <RestrictedBanner user={user} />}
            <TopNotification onSettled={settle} />
          </div>
        )}
        {notices && <ExpiryTip user={user} />}
      </Suspense>
      <main
        id="main"
        tabIndex={-1}
        className="tc-main"
        data-held={held || undefined}
      >
        {children}
      </main>
      {footer}
    </div>
  );
}

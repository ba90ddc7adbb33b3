/**
 * /login and /register for someone already signed in (spec 000 §4, 002 §6): redirected by
 * campus status and type (/notification, /teachplan or /course). Only a session that existed
 * when the page was entered counts: a sign-in made on the page follows that page's own redirect.
 */
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { useCurrentUser } from '@/api/users';
import { routeViewerOf, signedInLoginRedirect } from '@/lib/route-access';
import { getToken } from '@/lib/session';

export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const [enteredSignedIn] = useState(() => getToken() !== null);
  const { data: user, isPending, isError } = useCurrentUser();

  if (!enteredSignedIn || isError) return children;
  if (user && getToken()) return <Navigate to={signedInLoginRedirect(routeViewerOf(user))} replace />;
  if (isPending && getToken()) return <PageLoading />;
  return children;
}

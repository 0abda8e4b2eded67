import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useUser } from '../data/use-user';
import { useRequiresAuth } from './route-handle';

/**
 * The one place the routes' `auth` flag is enforced: on a member page a visitor goes to /login with the
 * page as `?redirect=` (followed by the login page through `safeRedirect`). Nothing of the page renders —
 * so none of its reads is sent — until the server's session has answered.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const requiresAuth = useRequiresAuth();
  const { data: user, error } = useUser();
  const { pathname, search } = useLocation();
  if (!requiresAuth) return children;
  if (user === null)
    return <Navigate replace to={`/login?redirect=${encodeURIComponent(pathname + search)}`} />;
  // While the session read is on its way nothing shows; if it failed, the page's own reads decide (a 10001
  // there still leads to the login page).
  if (user === undefined && !error) return null;
  return children;
}

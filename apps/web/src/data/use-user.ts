import type { UserBase } from '@yaocai/domain';
import { sessionData } from '../api/contracts';
import { request } from '../api/request';
import { sessionFlag } from '../lib/session-flag';
import { keys } from './keys';
import { useRead } from './read';

/**
 * The server's session, read once per tab: the buyer, or null for a visitor. /api/user/session answers a
 * visitor 200 (not /api/user/base's 401), so a visitor's console stays clean.
 */
export async function fetchSession(): Promise<UserBase | null> {
  const { user } = await request('/user/session', { schema: sessionData, supersede: false });
  // The tab's flag only follows the server (a hint for the first paint of later pages in this tab).
  if (user) sessionFlag.confirmSignedIn();
  else sessionFlag.clear();
  return user;
}

/**
 * Who is signed in (spec §3 user state, §6 roles). The truth is the server's session (`/api/user/session`, the same user
 * state as `/api/user/base`) — a new tab has the cookie but not the tab's sessionStorage flag — so it is asked on every route, once per
 * tab (the session changes only through login and logout, and both reload the page). While it is on its
 * way, `signedIn` falls back to the flag so that the tab that signed in does not flash the visitor view.
 * If loading fails the header still shows, with the visitor defaults (`data` stays undefined).
 */
export function useUser() {
  const read = useRead(keys.user.base, fetchSession, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { ...read, signedIn: read.data === undefined ? sessionFlag.isSignedIn() : read.data !== null };
}

import { classifyStatus, type UserBase, userBase } from '@yaocai/domain';
import useSWR from 'swr';
import { ApiError } from '../api/errors';
import { request } from '../api/request';
import { sessionFlag } from '../lib/session-flag';
import { keys } from './keys';

/**
 * The server's session, read once per tab: the buyer, or null for a visitor. A visitor's 10001 is the
 * answer, not a failure, so it neither redirects to the login page nor shows a message.
 */
export async function fetchSession(): Promise<UserBase | null> {
  try {
    const user = await request('/user/base', {
      schema: userBase,
      handleSelf: [401, 10001],
      supersede: false,
    });
    // The tab's flag only follows the server (a hint for the first paint of later pages in this tab).
    sessionFlag.confirmSignedIn();
    return user;
  } catch (error) {
    if (error instanceof ApiError && classifyStatus(error.status) === 'login') {
      sessionFlag.clear();
      return null;
    }
    throw error;
  }
}

/**
 * Who is signed in (spec §3 user state, §6 roles). The truth is `/api/user/base` with the session cookie —
 * a new tab has the cookie but not the tab's sessionStorage flag — so it is asked on every route, once per
 * tab (the session changes only through login and logout, and both reload the page). While it is on its
 * way, `signedIn` falls back to the flag so that the tab that signed in does not flash the visitor view.
 * If loading fails the header still shows, with the visitor defaults (`data` stays undefined).
 */
export function useUser() {
  const { data, error, isLoading, mutate } = useSWR(keys.user.base, fetchSession, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return {
    data,
    signedIn: data === undefined ? sessionFlag.isSignedIn() : data !== null,
    error: error as unknown,
    isLoading,
    retry: () => {
      void mutate();
    },
  };
}

import type { UserBase } from '@yaocai/domain';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { userBase } from '../api/contracts';
import { request } from '../api/request';
import { sessionFlag } from '../lib/session-flag';
import { keys } from './keys';

/**
 * Routes that do not load the user state (spec §4): the member centre, login and bind-WeChat pages
 * fetch what they need themselves.
 */
const SKIPPED = [/^\/login(\/|$)/, /^\/user(\/|$)/, /^\/zhzx\/bdwx(\/|$)/, /^\/bdwx(\/|$)/];

export function shouldLoadUser(pathname: string, signedIn: boolean): boolean {
  return signedIn && !SKIPPED.some((pattern) => pattern.test(pathname));
}

export function fetchUserBase(): Promise<UserBase> {
  return request(keys.userBase, { schema: userBase });
}

/**
 * The signed-in buyer (spec §3 user state). Visitors — no 'login' flag — never ask: the server would
 * answer 10001 and the catalogue would send them to the login page. If loading fails the header still
 * shows, with the visitor defaults (`user` stays null).
 */
export function useUserBase() {
  const { pathname } = useLocation();
  const load = shouldLoadUser(pathname, sessionFlag.isSignedIn());
  const { data, error, isLoading, mutate } = useSWR(load ? keys.userBase : null, fetchUserBase);
  return {
    user: data ?? null,
    isLoading,
    error: error as unknown,
    retry: () => {
      void mutate();
    },
  };
}

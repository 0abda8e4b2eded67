import { type ConsoleLoginBody, consoleLoginResult, consoleSession, emptyData } from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { consoleCsrf } from '../api/csrf';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { everything, keys } from './keys';

/** Who is signed in (or null), from GET /api/console/session; keeps the session's CSRF token for writes. */
export function useConsoleSession() {
  const { data, error, isLoading, mutate } = useSWR(keys.session.all, async () => {
    const session = await request('/session', { schema: consoleSession });
    consoleCsrf.set(session.csrf_token);
    return session;
  });
  return { operator: data?.operator ?? null, error, isLoading, retry: () => mutate() };
}

/** POST /api/console/login; every read is refreshed for the new operator. */
export function useSignIn() {
  const send = useCallback(async (body: ConsoleLoginBody) => {
    const answer = await requestAnswer('/login', { method: 'POST', body, schema: consoleLoginResult });
    consoleCsrf.set(answer.data.csrf_token);
    return answer;
  }, []);
  return useAction(send, { invalidates: everything });
}

/** DELETE /api/console/logout; every read is refreshed (to nothing). */
export function useSignOut() {
  const send = useCallback(async () => {
    const answer = await requestAnswer('/logout', { method: 'DELETE', schema: emptyData });
    consoleCsrf.set(null);
    return answer;
  }, []);
  return useAction(send, { invalidates: everything });
}

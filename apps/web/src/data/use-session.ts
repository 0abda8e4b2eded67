import type { LoginBody } from '@yaocai/domain';
import { loginResult } from '../api/contracts';
import { csrf } from '../api/csrf';
import { requestAnswer } from '../api/request';
import { browser } from '../lib/browser';
import { sessionFlag } from '../lib/session-flag';
import { type ActionCallbacks, NOTHING_CACHED, quietSuccess, useAction } from './action';

/**
 * The browser has just been signed in (login, registration): the session id was rotated, so the CSRF token bound
 * to it is replaced, and the 'login' flag is set to 1 so that the next navigation reloads the page.
 */
export function startSession(csrfToken: string): void {
  csrf.set(csrfToken);
  sessionFlag.markJustSignedIn();
}

/**
 * Sign-in. The form shows 422 and 429 itself. On success the session id was rotated, so the CSRF
 * token bound to it is replaced, and the 'login' flag is set to 1: the next navigation reloads the page
 * (spec §4), which drops every cached visitor answer — so nothing is refreshed here.
 */
const login = async (body: LoginBody) => {
  const answer = await requestAnswer('/user/login', {
    method: 'POST',
    body,
    schema: loginResult,
    handleSelf: [422, 429],
    supersede: false,
  });
  startSession(answer.data.csrf_token);
  return answer;
};

export function useLogin(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(login, { invalidates: NOTHING_CACHED, onSuccess: quietSuccess, ...callbacks });
}

const logout = () => requestAnswer('/user/logout', { method: 'DELETE', supersede: false });

/** The page reloads as a visitor, which drops every cached answer. */
function reloadAsVisitor() {
  sessionFlag.clear();
  csrf.reset();
  browser.reload();
}

/**
 * Logout (spec §4): DELETE /api/user/logout, then clear the flag and reload as a visitor. A failure goes
 * through the shared response check (spec §8) and leaves the session as it was.
 */
export function useLogout() {
  return useAction(logout, { invalidates: NOTHING_CACHED, onSuccess: reloadAsVisitor });
}

import type { LoginBody, LoginResult } from '@yaocai/domain';
import { loginResult } from '../api/contracts';
import { csrf } from '../api/csrf';
import { request } from '../api/request';
import { browser } from '../lib/browser';
import { sessionFlag } from '../lib/session-flag';

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
 * (spec §4), which drops every cached visitor answer.
 */
export function useLogin() {
  return {
    login: async (body: LoginBody): Promise<LoginResult> => {
      const result = await request('/user/login', {
        method: 'POST',
        body,
        schema: loginResult,
        handleSelf: [422, 429],
        supersede: false,
      });
      startSession(result.csrf_token);
      return result;
    },
  };
}

/**
 * Logout (spec §4): DELETE /api/user/logout, then clear the flag and reload as a visitor. A failure goes
 * through the shared response check (spec §8) and leaves the session as it was.
 */
export function useLogout() {
  return {
    logout: async (): Promise<void> => {
      try {
        await request('/user/logout', { method: 'DELETE', supersede: false });
      } catch {
        return;
      }
      sessionFlag.clear();
      csrf.reset();
      browser.reload();
    },
  };
}

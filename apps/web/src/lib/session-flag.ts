/**
 * The sessionStorage flag 'login' (spec §4, §6). It is a hint, never the truth: sessionStorage belongs to
 * one tab, so a new tab with a valid session cookie starts without it. Who is signed in is the server's
 * answer to /api/user/session (`useUser`); the flag follows that answer.
 *
 * Interpretation of "if it is set to 1, the flag is removed and the page reloads on the next
 * navigation": a successful login stores `'1'` (just signed in) and navigates; the router subscription
 * (`settleFreshLogin`) sees `'1'` on that navigation, replaces it with the lasting signed-in marker
 * `'true'` and reloads the page, so every cached visitor response is dropped at once.
 */

import { browser } from './browser';

const KEY = 'login';
const JUST_SIGNED_IN = '1';
const SIGNED_IN = 'true';

const storage = () => browser.sessionStorage();

export const sessionFlag = {
  isSignedIn(): boolean {
    return storage()?.getItem(KEY) != null;
  },

  /** The server knows this session: keep a fresh-login marker ('1') for the reload it still owes. */
  confirmSignedIn(): void {
    if (!this.isSignedIn()) storage()?.setItem(KEY, SIGNED_IN);
  },

  markJustSignedIn(): void {
    storage()?.setItem(KEY, JUST_SIGNED_IN);
  },

  clear(): void {
    storage()?.removeItem(KEY);
  },

  /** Called on every navigation; returns true when it consumed a fresh login (and the page must reload). */
  settleFreshLogin(): boolean {
    const store = storage();
    if (store?.getItem(KEY) !== JUST_SIGNED_IN) return false;
    store.setItem(KEY, SIGNED_IN);
    return true;
  },
};

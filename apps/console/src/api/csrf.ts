/**
 * The operator session's CSRF token (sent as X-CSRF-Token on every state-changing console call). It comes
 * with the session (sign-in, GET /api/console/session) and goes with it; the server checks it against the
 * session it was made for.
 */
let token: string | null = null;

export const consoleCsrf = {
  get: () => token,
  set(value: string | null) {
    token = value;
  },
};

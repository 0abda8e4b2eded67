/**
 * The CSRF token (DESIGN.md "Security model"): fetched lazily once, shared by every unsafe request,
 * replaced by the token a login returns, and dropped on a 403 so the next request fetches a new one.
 */

let token: Promise<string> | null = null;

export const csrf = {
  get(fetchToken: () => Promise<string>): Promise<string> {
    if (!token) {
      token = fetchToken();
      token.catch(() => {
        token = null;
      });
    }
    return token;
  },

  set(value: string): void {
    token = Promise.resolve(value);
  },

  reset(): void {
    token = null;
  },
};

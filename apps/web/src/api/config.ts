/** Settings of the request layer (spec §7, §9). */
export const requestConfig = {
  /** Same origin in production and (through the Vite proxy) in development. */
  baseUrl: '/api',
  timeoutMs: 30_000,
  /**
   * Paths whose requests never cancel an earlier one to the same address: cart, favourite, favourite
   * cancel, activity tap and focus demo (spec §7). A path matches itself and everything below it.
   */
  cancelExempt: [
    '/api/cart',
    '/api/favorite',
    '/api/favorite/cancel',
    '/api/activity/tap',
    '/api/focus/demo',
  ],
};

/**
 * Where requests go. In the browser: its `fetch`, with the error catalogue's effects. When the server renders a
 * page (`src/ssr/entry-server.tsx`) it points `fetch` at the API in-process and sets `silent`: a read that
 * fails there is simply left for the browser to make, with no toast, no redirect and no cancellation between
 * the renders of different visitors (the supersede map is per module, and the server's module is shared).
 */
export const transport: { fetch: typeof fetch; silent: boolean } = {
  fetch: (input, init) => fetch(input, init),
  silent: false,
};

/** The main-site address (`site_url` of /api/site); empty means this origin. */
let mainSiteUrl = '';

export function setMainSiteUrl(url: string): void {
  mainSiteUrl = url.replace(/\/+$/, '');
}

export function getMainSiteUrl(): string {
  return mainSiteUrl;
}

/** The main site's login page, coming back to `redirect` afterwards (spec §8, 10001/401). */
export function mainSiteLoginUrl(redirect: string): string {
  return `${mainSiteUrl}/login?redirect=${encodeURIComponent(redirect)}`;
}

export function isCancelExempt(path: string): boolean {
  return requestConfig.cancelExempt.some((exempt) => path === exempt || path.startsWith(`${exempt}/`));
}

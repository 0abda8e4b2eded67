/**
 * Full-page navigations. Kept in one module so the request layer and hooks stay testable in jsdom
 * (which cannot navigate) and so every hard reload in the app is easy to find.
 */
export const browser = {
  /** Leaves the single-page app for `url` (another site or a fresh load of this one). */
  assign(url: string): void {
    window.location.assign(url);
  },

  reload(): void {
    window.location.reload();
  },

  /** sessionStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
  sessionStorage(): Storage | null {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  },

  /** The current in-app address, e.g. `/goods?id=1`, used as a `redirect` target. */
  currentPath(): string {
    return `${window.location.pathname}${window.location.search}`;
  },
};

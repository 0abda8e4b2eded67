/** Paths that are site-relative: one leading slash, not `//host` or `/\host` (browsers read both as hosts). */
const SITE_RELATIVE = /^\/(?![/\\])/;

/**
 * The `?redirect=` target after login. Only site-relative paths are followed, so a crafted link cannot
 * send a buyer to another site after signing in; a target back to /login goes home instead.
 */
export function safeRedirect(target: string | null): string {
  if (target === null || !SITE_RELATIVE.test(target)) return '/';
  if (/^\/login(\/|\?|$)/.test(target)) return '/';
  return target;
}

import { isSiteRelative } from '@yaocai/domain/print';

/**
 * The `?redirect=` target after login. Only site-relative paths are followed, so a crafted link cannot
 * send a buyer to another site after signing in; a target back to /login goes home instead.
 */
export function safeRedirect(target: string | null): string {
  if (target === null || !isSiteRelative(target)) return '/';
  if (/^\/login(\/|\?|$)/.test(target)) return '/';
  return target;
}

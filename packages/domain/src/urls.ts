/** A site-relative path: one leading slash, not `//host` or `/\host` (browsers read both as hosts). */
const SITE_RELATIVE = /^\/(?![/\\])/;
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+/i;

/** A path of this site (a login's `?redirect=`, a message's link, a router link): `/list`, not `//host`. */
export function isSiteRelative(path: string): boolean {
  return SITE_RELATIVE.test(path);
}

/**
 * Operator-entered link targets (adverts, friendly links, articles) render only when they are site-relative
 * paths or http(s) addresses (DESIGN.md "Security model"); `javascript:`, `data:` and the like never do.
 */
export function isSafeLinkUrl(url: string): boolean {
  return isSiteRelative(url) || WEB_ADDRESS.test(url);
}

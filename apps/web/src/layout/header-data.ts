import type { SiteConfig, UserBase, AccountManager as WireManager } from '@yaocai/domain';

/**
 * The logo both headers show: `public/logo.svg` drawn at twice its 48 px height by `scripts/render-logo.mjs`.
 * A raster, because Chromium shapes and paints an SVG picture's text on the page's main thread.
 */
export const LOGO_SRC = '/logo.png';

/** The account manager as the library's headers take it (a boolean `is_default`). */
export interface HeaderManager {
  name: string;
  phone: string;
  is_default: boolean;
}

/** The wire's 0/1 `is_default` as the library's boolean. */
function toManager(admin: WireManager): HeaderManager {
  return { name: admin.name, phone: admin.phone, is_default: admin.is_default === 1 };
}

/**
 * What the headers show: the buyer's own manager and hotline when signed in, the site defaults for
 * visitors (and while the user is loading or failed to load).
 */
export function headerContacts(user: UserBase | null, site: SiteConfig | undefined) {
  const admin = user?.admin ?? site?.admin;
  return {
    admin: admin ? toManager(admin) : null,
    hotLine: user?.common_config.hot_line || site?.hot_line || undefined,
  };
}

import type { SiteConfig, UserBase, AccountManager as WireManager } from '@yaocai/domain';

/**
 * The logo both headers show. `public/logo.svg` draws its name as outlines, not `<text>`: Chromium shapes an SVG
 * picture's text on the page's main thread at each first paint (2–10 ms against 1–3 ms, docs/first-paint.md).
 */
export const LOGO_SRC = '/logo.svg';

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

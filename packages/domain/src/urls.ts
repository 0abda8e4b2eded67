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

/**
 * The page of an article category (spec §2 "Help and news"): help pages sit under their group
 * (/help/xrzn/hyzc, /help/fwbz/wzzz, /help/zfps/ddzf, /help/us/tsjy), news lists under /news (/news/hy); a
 * help group itself is /help/xrzn. The web app's route table serves exactly these shapes.
 */
export function articleCategoryPath(
  section: 'help' | 'news',
  code: string,
  parentCode: string | null,
): string {
  if (section === 'news') return `/news/${code}`;
  return parentCode ? `/help/${parentCode}/${code}` : `/help/${code}`;
}

/** A news article's page (spec §2 `/news/info/:id/:type`, the type being its category's code). */
export const newsArticlePath = (id: number, categoryCode: string) => `/news/info/${id}/${categoryCode}`;

/** A help article's page: its category's page naming the article (spec §2 `/help/xrzn/hyzc?id=66`). */
export const helpArticlePath = (id: number, categoryPath: string) => `${categoryPath}?id=${id}`;

import { z } from 'zod';
import { flag, idParam } from './common';

/** Advert/banner. */
export const advert = z.object({ id: z.number().int().optional(), image: z.string(), url: z.string() });
export type Advert = z.infer<typeof advert>;

/** Nav item (at most 9 shown). An empty url means '活动未开始'; a url starting with * shows the text after #. */
export type NavItem = {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: 0 | 1;
  children: NavItem[];
};
// Recursive schemas carry an id: the API reference can only point at them as a named component.
export const navItem: z.ZodType<NavItem> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      url: z.string(),
      image: z.string(),
      is_open: flag,
      children: z.array(navItem),
    }),
  )
  .meta({ id: 'NavItem' });

/** Category tree node (menus show the first 7 top-level ones). */
export type Category = { id: number; name: string; logo1: string; children: Category[] };
export const category: z.ZodType<Category> = z
  .lazy(() =>
    z.object({ id: z.number().int(), name: z.string(), logo1: z.string(), children: z.array(category) }),
  )
  .meta({ id: 'Category' });

export const linkItem = z.object({ name: z.string().optional(), url: z.string() });
export type LinkItem = z.infer<typeof linkItem>;

/**
 * A help group (新手指南, 服务保障, 支付配送, 关于我们) and its pages: the footer's help columns and the help
 * pages' left-hand menu. `url` is the page (`articleCategoryPath`).
 */
export const helpCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  url: z.string(),
  children: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), url: z.string() })),
});
export type HelpCategory = z.infer<typeof helpCategory>;

/** Footer licence/record number. */
export const licence = z.object({
  label: z.string(),
  value: z.string(),
  url: z.string().optional(),
  /** 1 while the number is an invented sample (the demo's seed); the footer marks it 示例. */
  sample: flag.default(0),
});
export type Licence = z.infer<typeof licence>;

export const brand = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export type Brand = z.infer<typeof brand>;

/** Site-wide data the shell needs before anyone signs in (header, footer, toolbar). */
export const siteConfig = z.object({
  site_title: z.string(),
  /** The main-site address (SITE_URL): login redirects and eleven_index go there. */
  site_url: z.string(),
  hot_line: z.string(),
  qq1: z.string(),
  qq2: z.string(),
  /** The default account manager shown to visitors. */
  admin: z.object({ name: z.string(), phone: z.string(), is_default: flag }),
  licences: z.array(licence),
  help: z.array(helpCategory),
  /** The news lists (行业资讯, 公司动态, 平台公告) with their pages, for the news pages' menu. */
  news: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), url: z.string() })),
  app_qr: z.string(),
  wechat_qr: z.string(),
  chat_url: z.string(),
  tech_support: linkItem,
  hot_words: z.array(z.string()),
  /**
   * 1 when WeChat sign-in and binding are offered (the Open Platform is configured, or the 开发模式 stand-in in
   * development); 0 hides every WeChat sign-in and binding button and link.
   */
  wechat_login: flag,
  /** Server time, 10-digit seconds. */
  timestamp: z.number().int(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/**
 * GET /api/focus — the header/home data every page shares (spec §7 "common"). `rnss` is the home carousel;
 * the four category trees are general, premium (yx), self-operated (zy) and regional channels (qx).
 */
export const focusCommon = z.object({
  rnss: z.array(advert),
  nav: z.array(navItem),
  category: z.array(category),
  category_yx: z.array(category),
  category_zy: z.array(category),
  category_qx: z.array(category),
  brand: z.array(brand),
  /** Server time, 10-digit seconds. */
  timestamp: z.number().int(),
});
export type FocusCommon = z.infer<typeof focusCommon>;

/** GET /api/focus/demo?banner_id= (121 = the home page's bottom banner). */
export const bannerQuery = z.strictObject({
  banner_id: idParam('广告位'),
});
export const bannerData = z.object({ banner: advert.nullable() });

/** GET /api/focus/brand/{id} — one brand for its zone page. */
export const brandDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  manufacturer: z.string(),
  /** Products of the brand on sale. */
  goods_count: z.number().int(),
});
export type BrandDetail = z.infer<typeof brandDetail>;
export const brandIdParams = z.strictObject({
  id: idParam('品牌'),
});

/** One advert of an ad position, as the /api/focus/{variant} lists give it. */
export const focusAdvert = z.object({
  id: z.number().int(),
  /** What the advert says (its alt text). */
  title: z.string(),
  image: z.string(),
  /** '' when the advert links nowhere; otherwise a site-relative path or an http(s) address. */
  url: z.string(),
});
export type FocusAdvert = z.infer<typeof focusAdvert>;

/**
 * GET /api/focus/{top,right,xrtj,ppzq,zyzq,login,yx,postList} — the adverts of one position, in display
 * order; an empty position gives an empty list. (`common` is the shared payload, see `focusCommon`.)
 */
export const focusAdverts = z.object({ list: z.array(focusAdvert) });
export type FocusAdverts = z.infer<typeof focusAdverts>;

/** GET /api/global/links — 友情链接 in the footer. */
export const friendLink = z.object({ name: z.string(), url: z.string() });
export type FriendLink = z.infer<typeof friendLink>;
export const friendLinks = z.object({ list: z.array(friendLink) });
export type FriendLinks = z.infer<typeof friendLinks>;

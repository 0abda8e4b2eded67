import { z } from 'zod';
import { isYuanInput, yuanToFen } from '../money';
import { flag, flagParam, idParam, intParam, oneLineText, pageQuery, yuanString } from './common';
import { goodsKind, insuranceCategory, promotionKind, regulatoryClass } from './kinds';

/** Product tag; colours by name are in tags.ts. */
export const tag = z.object({ name: z.string(), describe: z.string(), is_show: flag });
export type Tag = z.infer<typeof tag>;

/** One ladder tier: from `number` units on, the unit price is `price`. */
export const ladderTier = z.object({ number: z.number().int().positive(), price: yuanString });
export type LadderTier = z.infer<typeof ladderTier>;

/** Goods as listed (spec §3). */
export const goods = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Manufacturer. */
  sccj: z.string(),
  /** Specification. */
  ypgg: z.string(),
  /** Unit. */
  bzdw: z.string(),
  /** Package size (default cart quantity). */
  zbz: z.number().int(),
  /** Approval number, e.g. 国药准字H… */
  pzwh: z.string(),
  ck_id: z.number().int(),
  goods_image: z.array(z.string()),
  /** Visitors get null: prices read 登录可见. */
  price: yuanString.nullable(),
  base_price: yuanString.nullable(),
  is_buy: flag,
  /** Why is_buy is 0 ('登录后可购买', '资质审核中，暂不能购买'); '' when the buyer may order. */
  buy_reason: z.string(),
  /** Stock. */
  number: z.number().int(),
  /** Null for visitors, like the prices. */
  ladder_price: z.array(ladderTier).nullable(),
  ladder_price_type: z.number().int(),
  is_dpby: flag,
  qg_number: z.number().int(),
  is_free_shipping: flag,
  free_shipping_number: z.number().int(),
  is_youx: flag,
  /** 1 = self-operated. */
  type: z.number().int(),
  tags: z.array(tag),
  /** 处方药 / 甲类OTC / … (`REGULATORY_CLASS_LABELS`); the classes banned online never reach a payload. */
  regulatory_class: regulatoryClass,
  /** 剂型 (片剂, 胶囊剂…); '' when not recorded. */
  dosage_form: z.string(),
  /** 有效期至 of the batch the next order ships (first expiry, first out), YYYY-MM-DD; null when none can ship. */
  expire_date: z.string().nullable(),
  /**
   * What one unit costs in the running 全场94折 (`/welfare` and the pages that carry it); null for a viewer who does
   * not get it, absent where the offer is not shown.
   */
  store_wide_price: yuanString.nullable().optional(),
});
export type Goods = z.infer<typeof goods>;

const KEYWORDS_MAX = 50;

/** 0 = drug (names, pinyin, approval number, barcode), 1 = manufacturer. */
export const searchType = flagParam('搜索类型').default(0);

/** GET /api/goods/search: keywords are trimmed (spec §5) and must not be empty then. */
export const goodsSearchQuery = z.strictObject({
  ...pageQuery.shape,
  keywords: oneLineText('搜索关键词')
    .min(1, { error: '请输入搜索关键词' })
    .max(KEYWORDS_MAX, { error: `搜索关键词最多${KEYWORDS_MAX}个字` }),
  type: searchType,
});
export type GoodsSearchQuery = z.infer<typeof goodsSearchQuery>;

/** GET /api/goods/suggest: empty keywords give an empty list rather than an error (the box was cleared). */
export const goodsSuggestQuery = z.strictObject({
  keywords: oneLineText('搜索关键词')
    .max(KEYWORDS_MAX, { error: `搜索关键词最多${KEYWORDS_MAX}个字` })
    .default(''),
  type: searchType,
});
export type GoodsSuggestQuery = z.infer<typeof goodsSuggestQuery>;

/** Suggestions and hot words: plain strings, best first, at most 10. */
export const wordList = z.array(z.string()).max(10);

/**
 * Zones: yx premium (优选), zyyp TCM, qxzq devices, jxqzc near expiry, kxzq controlled sale, xpss new goods
 * (新品上市: first listed within `NEW_GOODS_DAYS`).
 */
export const goodsZone = z.enum(['yx', 'zyyp', 'qxzq', 'jxqzc', 'kxzq', 'xpss'], { error: '专区不存在' });
/** 新品上市: goods first listed (goods.created_at) within this many days. */
export const NEW_GOODS_DAYS = 30;
export type GoodsZone = z.infer<typeof goodsZone>;

export const goodsSort = z.enum(['default', 'price_asc', 'price_desc', 'newest', 'stock'], {
  error: '排序方式不存在',
});
export type GoodsSort = z.infer<typeof goodsSort>;

/** A yuan amount typed by a person: up to two decimals, no sign. */
const yuanInput = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => isYuanInput(text), { error: `${label}格式不正确` });

const idFilter = (label: string) => idParam(label).optional();

/** GET /api/goods/list. */
export const goodsListQuery = z
  .strictObject({
    ...pageQuery.shape,
    /** Any category of any tree; its descendants are included. */
    category_id: idFilter('分类'),
    brand_id: idFilter('品牌'),
    manufacturer_id: idFilter('生产厂家'),
    zone: goodsZone.optional(),
    tag: oneLineText('标签')
      .min(1, { error: '标签不能为空' })
      .max(20, { error: '标签最多20个字' })
      .optional(),
    price_min: yuanInput('最低价').optional(),
    price_max: yuanInput('最高价').optional(),
    /** 1 = only goods in stock; 0 = no restriction. */
    in_stock: flagParam('库存筛选').default(0),
    /** Near-expiry goods (the jxqzc zone) expiring within this many months of today (Beijing). */
    expire_months: intParam('有效期范围', { min: 1, max: 36 }).optional(),
    sort: goodsSort.default('default'),
  })
  .refine(
    (query) =>
      query.price_min === undefined ||
      query.price_max === undefined ||
      yuanToFen(query.price_min) <= yuanToFen(query.price_max),
    { error: '最低价不能高于最高价', path: ['price_min'] },
  );
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const goodsIdParams = z.strictObject({ id: idParam('商品') });

/** The activity ids a detail link carries (spec §2 list_info); the answer always comes from the database. */
export const goodsDetailQuery = z.strictObject({
  goods_price_id: intParam('价格').optional(),
  ladder_price_id: intParam('阶梯价').optional(),
  goods_manjian_id: intParam('满减活动').optional(),
  is_yj: intParam('议价标记').optional(),
  is_jxq: intParam('近效期标记').optional(),
});

export const idName = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/goods/detail/{id}. */
export const goodsDetail = goods.extend({
  /** Only for near-expiry goods (is_jxq 1), else null. */
  expiry_date: z.string().nullable(),
  storage: z.string(),
  /** The regulatory class's label (`REGULATORY_CLASS_LABELS`), e.g. 处方药. */
  reg_class: z.string(),
  /** The earliest and latest 有效期至 among the batches in stock; null when none can ship. */
  expire_range: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** 批号 and 生产日期 of the batch the next order ships; '' when none can ship. */
  batch_no: z.string(),
  production_date: z.string(),
  /** That batch's quality inspection report (检验报告), a picture address; '' when none is on file. */
  quality_report: z.string(),
  /** 医保 category and its label (医保甲类, 医保乙类, 非医保). */
  insurance_category: insuranceCategory,
  insurance_label: z.string(),
  /** 建议零售价; null when the maker suggests none. */
  retail_price: yuanString.nullable(),
  /** 毛利 at the buyer's price (`retailMargin`); null for visitors and without a retail price. */
  margin: z.object({ amount: yuanString, rate: z.string() }).nullable(),
  /** 件装: pieces per carton (中包装 is `zbz`). */
  jzl: z.number().int(),
  /** 说明书 facts; '' where not known. */
  instructions: z.object({
    indications: z.string(),
    usage: z.string(),
    contraindications: z.string(),
    storage: z.string(),
  }),
  /** 含麻黄碱类复方制剂 (`containsEphedrine`): its payment, quantity and receipt rules apply. */
  is_ephedrine: flag,
  kind: goodsKind,
  manufacturer_id: z.number().int(),
  brand: idName.nullable(),
  /** Root first, in the general category tree. */
  category_path: z.array(idName),
  /** 0 when the goods has no activity price. */
  goods_price_id: z.number().int(),
  /** The goods' ladder price set; 0 when it has none. */
  ladder_price_id: z.number().int(),
  /** 0 when no full-amount reduction applies. */
  goods_manjian_id: z.number().int(),
  /** Negotiated price (议价). */
  is_yj: flag,
  /** Near expiry (近效期). */
  is_jxq: flag,
  is_controlled: flag,
  is_favorite: flag,
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

/** `goods_ids` as an array (JSON, `goods_ids[]=`) or a comma list ("1,2,3"); duplicates collapse. */
const goodsIdList = z.preprocess(
  (value) => {
    if (typeof value === 'string') return value.split(',').map((part) => part.trim());
    if (typeof value === 'number') return [value];
    return value;
  },
  z
    .array(idParam('商品'), { error: '请选择商品' })
    .min(1, { error: '请选择商品' })
    .max(100, { error: '一次最多选择100个商品' })
    .transform((ids) => [...new Set(ids)]),
);

/** POST /api/favorite and /api/favorite/cancel. */
export const favoriteBody = z.strictObject({ goods_ids: goodsIdList });
export type FavoriteBody = z.infer<typeof favoriteBody>;

/** A product in a price promotion; `promotion_price` is null for visitors, like every price. */
export const promotionGoods = goods.extend({
  /** The promotion's id: what a detail link's and a cart line's `goods_price_id` names (spec §2). */
  goods_price_id: z.number().int(),
  promotion_price: yuanString.nullable(),
  /** Most units one buyer may take at the promotion price; 0 = no limit. */
  limit_per_buyer: z.number().int(),
});
export type PromotionGoods = z.infer<typeof promotionGoods>;

/**
 * GET /api/index/spike — today's flash-sale session (Beijing time): `upcoming` until `start`, `ongoing` until
 * `end`, `none` when no sale runs. Times are 10-digit seconds; `timestamp` is the server clock for countdowns.
 */
export const spikeData = z.object({
  title: z.string(),
  status: z.enum(['upcoming', 'ongoing', 'none']),
  start: z.number().int(),
  end: z.number().int(),
  timestamp: z.number().int(),
  list: z.array(promotionGoods),
});
export type SpikeData = z.infer<typeof spikeData>;

/** GET /api/activity/everyday_price — today's special prices. */
export const everydayPriceData = z.object({
  title: z.string(),
  timestamp: z.number().int(),
  list: z.array(promotionGoods),
});
export type EverydayPriceData = z.infer<typeof everydayPriceData>;

/** GET /api/index_wntj/{slot} — recommendations (slot 1 = the home page's 为你推荐). */
export const recommendationData = z.object({ title: z.string(), list: z.array(goods) });
export type RecommendationData = z.infer<typeof recommendationData>;
export const recommendationParams = z.strictObject({
  slot: idParam('推荐位'),
});

/** GET /api/goods/activities?goods_id= — the promotions a product takes part in now or later. */
export const goodsActivitiesQuery = z.strictObject({
  goods_id: idParam('商品'),
});

export const goodsActivity = z.object({
  /** The promotion's id (for store_wide, the 全场94折 offer's id). */
  id: z.number().int(),
  /** spike, everyday, or store_wide: the running 全场94折 (`/welfare`) when the goods is in it. */
  kind: z.union([promotionKind, z.literal('store_wide')]),
  title: z.string(),
  /** upcoming until `start`, ongoing until `end`. */
  status: z.enum(['upcoming', 'ongoing']),
  /** The promotion's unit price; null for visitors, who see no prices. */
  promo_price: yuanString.nullable(),
  /** Most units one buyer may take at this price; 0 = no limit. */
  limit_per_buyer: z.number().int(),
  /** 10-digit seconds: the running (or next) session of a flash sale, the validity of other kinds. */
  start: z.number().int(),
  end: z.number().int(),
});
export type GoodsActivity = z.infer<typeof goodsActivity>;

export const goodsActivitiesData = z.object({
  goods_id: z.number().int(),
  /** Server time, 10-digit seconds, for the countdowns. */
  timestamp: z.number().int(),
  /** Ongoing first, then by start. */
  list: z.array(goodsActivity),
});
export type GoodsActivitiesData = z.infer<typeof goodsActivitiesData>;

import { z } from 'zod';
import { flag, yuanString } from './common';

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
  /** Stock. */
  number: z.number().int(),
  ladder_price: z.array(ladderTier),
  ladder_price_type: z.number().int(),
  is_dpby: flag,
  qg_number: z.number().int(),
  is_free_shipping: flag,
  free_shipping_number: z.number().int(),
  is_youx: flag,
  /** 1 = self-operated. */
  type: z.number().int(),
  tags: z.array(tag),
});
export type Goods = z.infer<typeof goods>;

import { z } from 'zod';
import { yuanToFen } from '../money';
import { REGULATORY_CLASSES } from '../regulatory';
import { flag, idParam, intParam, oneLineText, pageOf, pageQuery, yuanInput, yuanString } from './common';
import { storedPictureUrl } from './console-content';
import { warehouseChoice, warehouseIdField, warehouseStock } from './console-warehouses';
import { regulatoryClass } from './kinds';
import { batchDate, batchNumber } from './parcels';
import { scopeCategory } from './qualifications';

/*
 * 商品管理 in the console (运营, permission `goods`, issue #26 §2, docs/console.md): the goods list, a product's
 * page, and its edits — price, stock, coupons, controlled sale, scope category, the ladder and the regulatory
 * class. Every write is audited and clears the catalogue's display caches.
 */

/** GET /api/console/goods — keywords match name, trade name, approval number (批准文号) or SKU. */
export const consoleGoodsQuery = pageQuery.extend({
  keywords: oneLineText('关键词').max(50, { error: '关键词最多50字' }).default(''),
  regulatory_class: z.union([z.literal(''), regulatoryClass], { error: '管理类别不存在' }).default(''),
  scope_category: z.union([z.literal(''), scopeCategory], { error: '经营范围不存在' }).default(''),
  /** '' all, 1 only controlled-sale goods, 0 only the others. */
  controlled: z.enum(['', '0', '1'], { error: '控销只能是0或1' }).default(''),
  /** '' all, 1 only goods on sale (上架), 0 only delisted ones (下架). */
  listed: z.enum(['', '0', '1'], { error: '上架状态只能是0或1' }).default(''),
});
export type ConsoleGoodsQuery = z.infer<typeof consoleGoodsQuery>;

export const consoleGoodsRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  trade_name: z.string().nullable(),
  ypgg: z.string(),
  pzwh: z.string(),
  manufacturer: z.string(),
  price: yuanString,
  stock: z.number().int(),
  regulatory_class: regulatoryClass,
  scope_category: scopeCategory,
  is_controlled: flag,
  with_coupon: flag,
  /** 1 when its class is banned online: never listed, whatever else is set. */
  banned_online: flag,
  /** 1 on sale (上架), 0 taken off sale by an operator (下架): hidden from buyers and not buyable. */
  listed: flag,
});
export type ConsoleGoodsRow = z.infer<typeof consoleGoodsRow>;
export const consoleGoodsPage = pageOf(consoleGoodsRow);
export type ConsoleGoodsPage = z.infer<typeof consoleGoodsPage>;

export const consoleLadderTier = z.object({ min_number: z.number().int(), price: yuanString });
/** A batch in the warehouse (goods_batches): what the product page's 批号 / 有效期 / 质检报告 come from (FEFO). */
export const consoleGoodsBatch = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  /** The warehouse's name. */
  warehouse: z.string(),
  batch_no: z.string(),
  production_date: z.string(),
  expiry_date: z.string(),
  quantity: z.number().int(),
  /** The inspection report's picture address; '' when none is on file. */
  report_url: z.string(),
});
export type ConsoleGoodsBatch = z.infer<typeof consoleGoodsBatch>;

export const consoleGoodsDetail = consoleGoodsRow.extend({
  base_price: yuanString,
  ladder: z.array(consoleLadderTier),
  /** Soonest expiry first. */
  batches: z.array(consoleGoodsBatch),
  /** Each warehouse holding batches of it: the batches' recorded quantities summed (not the sellable `stock`). */
  stock_by_warehouse: z.array(warehouseStock),
  /** The active warehouses a batch may be put in, the default first. */
  warehouses: z.array(warehouseChoice),
});
export type ConsoleGoodsDetail = z.infer<typeof consoleGoodsDetail>;

export const consoleGoodsIdParams = z.strictObject({ id: idParam('商品') });

/** A price an operator sets: a yuan amount above zero. */
const priceInput = (label: string) =>
  yuanInput(label).refine((text) => yuanToFen(text) > 0, { error: `${label}必须大于0` });

/** PATCH /api/console/goods/{id}: any of these, at least one. */
export const consoleGoodsPatch = z
  .strictObject({
    price: priceInput('价格').optional(),
    stock: intParam('库存').optional(),
    with_coupon: z.boolean({ error: '参与优惠券只能是是或否' }).optional(),
    is_controlled: z.boolean({ error: '控销只能是是或否' }).optional(),
    scope_category: scopeCategory.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: '请至少修改一项',
  });
export type ConsoleGoodsPatch = z.infer<typeof consoleGoodsPatch>;

/** PUT /api/console/goods/{id}/ladder: the whole ladder (empty removes it); tiers from 2 pieces, distinct. */
export const consoleLadderBody = z.strictObject({
  tiers: z
    .array(
      z.strictObject({
        min_number: intParam('起订数量', { min: 2, max: 100_000 }),
        price: priceInput('阶梯价'),
      }),
    )
    .max(10, { error: '阶梯价最多10档' })
    .refine((tiers) => new Set(tiers.map((tier) => tier.min_number)).size === tiers.length, {
      error: '起订数量不能重复',
    }),
});
export type ConsoleLadderBody = z.infer<typeof consoleLadderBody>;

/** POST /api/console/goods/{id}/reclass — the same change as `ops reclass`. */
export const consoleReclassBody = z.strictObject({
  regulatory_class: z.enum(REGULATORY_CLASSES, { error: '管理类别不存在' }),
});
export type ConsoleReclassBody = z.infer<typeof consoleReclassBody>;

/** POST /api/console/goods/listing — 上架 (true) or 下架 (false) several products at once (the list's selection). */
export const consoleGoodsListingBody = z.strictObject({
  ids: z
    .array(idParam('商品'), { error: '请选择商品' })
    .min(1, { error: '请选择商品' })
    .max(100, { error: '一次最多100个商品' })
    .refine((ids) => new Set(ids).size === ids.length, { error: '商品不能重复' }),
  listed: z.boolean({ error: '上架只能是是或否' }),
});
export type ConsoleGoodsListingBody = z.infer<typeof consoleGoodsListingBody>;

/** PUT /api/console/goods/{id}/batches — adds the batch, or changes the one with this 批号 in that warehouse. */
export const consoleGoodsBatchBody = z
  .strictObject({
    warehouse_id: warehouseIdField,
    batch_no: batchNumber,
    production_date: batchDate('生产日期'),
    expiry_date: batchDate('有效期至'),
    quantity: intParam('数量', { max: 999_999_999 }),
  })
  .superRefine((batch, ctx) => {
    if (batch.expiry_date <= batch.production_date)
      ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: '有效期至必须晚于生产日期' });
  });
export type ConsoleGoodsBatchBody = z.infer<typeof consoleGoodsBatchBody>;

/** PUT /api/console/goods/{id}/batches/{batch_id}/report — the batch and the product it belongs to. */
export const consoleGoodsBatchParams = z.strictObject({ id: idParam('商品'), batch_id: idParam('批次') });

/**
 * PUT /api/console/goods/{id}/batches/{batch_id}/report — the batch's quality inspection report (质检报告): a
 * picture uploaded first through POST /api/console/goods/pictures (a scan, JPEG or PNG), or '' to take it off.
 */
export const consoleBatchReportBody = z.strictObject({
  report_url: z.union([z.literal(''), storedPictureUrl], { error: '请上传质检报告图片' }),
});
export type ConsoleBatchReportBody = z.infer<typeof consoleBatchReportBody>;

import { z } from 'zod';
import { INSURANCE_CATEGORIES } from '../product-facts';
import { REGULATORY_CLASSES } from '../regulatory';

/**
 * The kinds the catalogue and promotions are made of. The database holds the same lists as CHECK constraints
 * built from these (apps/api/src/db/schema), so a value outside them can be neither stored nor answered.
 */

/** western 西药, tcm_patent 中成药, decoction 中药饮片, device 医疗器械. */
export const goodsKind = z.enum(['western', 'tcm_patent', 'decoction', 'device']);
export type GoodsKind = z.infer<typeof goodsKind>;

/** spike = 限时秒杀 (a daily session), everyday = 每日特价. */
export const promotionKind = z.enum(['spike', 'everyday']);
export type PromotionKind = z.infer<typeof promotionKind>;

/** The goods' regulatory class (labels and the online-sale ban in `../regulatory.ts`). */
export const regulatoryClass = z.enum(REGULATORY_CLASSES);

/** 医保 category (labels in `../product-facts.ts`). */
export const insuranceCategory = z.enum(INSURANCE_CATEGORIES);
export type InsuranceCategoryValue = z.infer<typeof insuranceCategory>;

/** Where an article category lives: the help centre (/help/…) or the news lists (/news/…). */
export const articleSection = z.enum(['help', 'news']);
export type ArticleSection = z.infer<typeof articleSection>;

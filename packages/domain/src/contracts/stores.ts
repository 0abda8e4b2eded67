import { z } from 'zod';
import { mobile, newPassword } from './accounts';
import { flag, INT4_MAX, intParam, oneLineText } from './common';

/*
 * Multi-store (spec §2 /ddgl, issue #10 §4): a chain head office lists its store accounts, adds one, and switches
 * which store the session buys for. docs/accounts.md "Multi-store".
 */

/** One store account of a head office. */
export const store = z.object({
  /** The store's user id: what `/api/user/stores/switch` takes. */
  id: z.number().int(),
  company: z.string(),
  contact: z.string(),
  phone: z.string(),
  /** Its own company's qualification approved; until then it cannot order (`reason` says why). */
  is_passed: flag,
  /** domain `buyerStanding`'s reason, '' when it may buy. */
  reason: z.string(),
  /** 1 for the store this session buys for now. */
  is_active: flag,
});
export type Store = z.infer<typeof store>;

/** GET /api/user/stores */
export const storeList = z.object({ list: z.array(store) });
export type StoreList = z.infer<typeof storeList>;

/** POST /api/user/stores — a new store account (it signs in with the mobile and password too). */
export const storeBody = z.strictObject({
  company: oneLineText('门店名称')
    .min(2, { error: '门店名称至少2个字' })
    .max(50, { error: '门店名称最多50字' }),
  contact: oneLineText('联系人').min(1, { error: '请输入联系人' }).max(20, { error: '联系人最多20字' }),
  phone: mobile,
  password: newPassword,
});
export type StoreBody = z.infer<typeof storeBody>;

/**
 * PUT /api/console/companies/{id}/stores/{store_id} — an operator corrects a store's typed details. The phone is
 * the store's sign-in identity: only the store changes it, with a code sent to the new phone (docs/console.md).
 */
export const storeEditBody = storeBody.pick({ company: true, contact: true });
export type StoreEditBody = z.infer<typeof storeEditBody>;

/** POST /api/user/stores/switch — a managed store's id, or 0 to buy for the head office itself again. */
export const storeSwitchBody = z.strictObject({
  store_id: intParam('门店', { min: 0, max: INT4_MAX }),
});
export type StoreSwitchBody = z.infer<typeof storeSwitchBody>;

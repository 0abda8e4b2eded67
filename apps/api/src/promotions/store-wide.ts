/*
 * The running 全场94折 (docs/pricing.md "全场94折"): its reads and audience live in the catalogue
 * (`store-wide-offer.ts`), whose cards show it too; the cart and orders read it with their other pricing facts
 * in the cart's snapshot statement (cart/snapshot.ts). The row type is part of this capability's face for the
 * operators' pages.
 */
export type { StoreWideRow } from '../catalogue';

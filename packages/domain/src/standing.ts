import type { ControlledApplicationStatus, ControlledAuthStatus } from './contracts/kxzq';

/**
 * Buyer standing: the one rule of "may see prices / may buy" (DESIGN.md, Who may buy). Lists, the detail
 * page, promotions, and the cart and orders to come all ask it; each refusal carries the Chinese reason a
 * buyer reads as `buy_reason`.
 */

/** What the server knows of the person looking: null for a visitor (no session). */
export interface BuyerFacts {
  /** The buyer's company passed qualification review. */
  companyPassed: boolean;
}

export interface BuyerStanding {
  /** Prices, and anything derived from them (price filters, price sorts), are for signed-in buyers only. */
  maySeePrices: boolean;
  /** May order at all (controlled sale may still refuse a given product, see `mayBuyGoods`). */
  mayBuy: boolean;
  /** Why not, in Chinese; '' when `mayBuy`. */
  reason: string;
}

export const STANDING_REASONS = {
  visitor: '登录后可购买',
  unqualified: '资质审核中，暂不能购买',
  controlledNone: '控销商品，需申请授权后购买',
  controlledPending: '控销授权审核中，通过后可购买',
  controlledRejected: '控销授权申请未通过，可重新申请',
  controlledNoProgramme: '控销商品，暂未开放授权申请',
} as const;

export function buyerStanding(buyer: BuyerFacts | null): BuyerStanding {
  if (buyer === null) return { maySeePrices: false, mayBuy: false, reason: STANDING_REASONS.visitor };
  if (!buyer.companyPassed)
    return { maySeePrices: true, mayBuy: false, reason: STANDING_REASONS.unqualified };
  return { maySeePrices: true, mayBuy: true, reason: '' };
}

/**
 * The rule of controlled sale: a company may buy a programme's goods when its region is one of the
 * programme's regions, or when it holds an approved application for the programme. `application` is the
 * deciding one (see `decidingApplication`); a visitor or a login without a company has `company` null.
 */
export function controlledSaleStatus(
  company: { region: string } | null,
  regions: readonly string[],
  application: ControlledApplicationStatus | null,
): ControlledAuthStatus {
  if (company === null) return 'none';
  if (company.region !== '' && regions.includes(company.region)) return 'region';
  return application ?? 'none';
}

export const isAuthorised = (status: ControlledAuthStatus): boolean =>
  status === 'region' || status === 'approved';

/** Approved beats pending beats rejected; among equals the first given (callers pass the newest first). */
const APPLICATION_RANK: Record<ControlledApplicationStatus, number> = {
  approved: 0,
  pending: 1,
  rejected: 2,
};

/** The application that decides a company's standing for one programme, from its applications newest first. */
export function decidingApplication<T extends { status: ControlledApplicationStatus }>(
  newestFirst: readonly T[],
): T | undefined {
  let deciding: T | undefined;
  for (const application of newestFirst) {
    if (!deciding || APPLICATION_RANK[application.status] < APPLICATION_RANK[deciding.status]) {
      deciding = application;
    }
  }
  return deciding;
}

/** A controlled product's programme standing for the buyer: `programme` false when it is in no programme. */
export interface ControlledFacts {
  inProgramme: boolean;
  status: ControlledAuthStatus;
}

/**
 * May this buyer buy this product: the buyer's standing, then controlled sale (`controlled` undefined for a
 * product that is not controlled). Controlled sale only narrows what a buyer who may order at all can buy, so
 * visitors and unqualified buyers keep their own reason; prices stay visible (docs/controlled-sale.md).
 */
export function mayBuyGoods(
  standing: BuyerStanding,
  controlled: ControlledFacts | undefined,
): { mayBuy: boolean; reason: string } {
  if (!standing.mayBuy || controlled === undefined || isAuthorised(controlled.status)) {
    return { mayBuy: standing.mayBuy, reason: standing.reason };
  }
  if (!controlled.inProgramme) return { mayBuy: false, reason: STANDING_REASONS.controlledNoProgramme };
  if (controlled.status === 'pending') return { mayBuy: false, reason: STANDING_REASONS.controlledPending };
  if (controlled.status === 'rejected') return { mayBuy: false, reason: STANDING_REASONS.controlledRejected };
  return { mayBuy: false, reason: STANDING_REASONS.controlledNone };
}

import type { ControlledApplicationStatus } from './contracts/kxzq';
import { REQUIRED_CERTIFICATES } from './contracts/qualifications';
import {
  CERTIFICATE_TYPE_LABELS,
  type CertificateState,
  type CertificateType,
  type ControlledAuthStatus,
  type EnterpriseType,
  type ReviewStatus,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
} from './print/account-labels';
import { bannedOnlineReason, isBannedOnline, type RegulatoryClass } from './regulatory';

/**
 * Buyer standing: the one rule of "may see prices / may buy" (DESIGN.md, Who may buy). Lists, the detail
 * page, promotions, and the cart and orders to come all ask it; each refusal carries the Chinese reason a
 * buyer reads as `buy_reason`.
 */

/** What the server knows of the person looking: null for a visitor (no session). */
export interface BuyerFacts {
  /** The company's review (#10 §3); null for a login without a company (registration step 2 not sent). */
  company: {
    status: ReviewStatus;
    /** The operator's reason when rejected. */
    reason: string;
    /** Required certificates expired today (`expiredRequired`), in REQUIRED_CERTIFICATES order. */
    expired: readonly CertificateType[];
    /** The approved business scope. */
    scope: readonly ScopeCategory[];
  } | null;
}

export interface BuyerStanding {
  /** Prices, and anything derived from them (price filters, price sorts), are for signed-in buyers only. */
  maySeePrices: boolean;
  /** May order at all (scope and controlled sale may still refuse a given product, see `mayBuyGoods`). */
  mayBuy: boolean;
  /** Why not, in Chinese; '' when `mayBuy`. */
  reason: string;
  /** The business scope the buyer may buy within (empty when it may not order at all). */
  scope: readonly ScopeCategory[];
}

export const STANDING_REASONS = {
  visitor: '登录后可购买',
  /** A product an operator took off sale (下架). */
  delisted: '商品已下架',
  unqualified: '资质审核中，暂不能购买',
  noCompany: '请先提交企业资质，审核通过后可购买',
  rejected: (reason: string) => `资质已驳回：${reason}，请修改后重新提交`,
  expired: (labels: readonly string[]) => `${labels.join('、')}已过期，请更新后购买`,
  outOfScope: (label: string) => `超出经营范围（${label}），不能购买`,
  controlledNone: '控销商品，需申请授权后购买',
  controlledPending: '控销授权审核中，通过后可购买',
  controlledRejected: '控销授权申请未通过，可重新申请',
  controlledNoProgramme: '控销商品，暂未开放授权申请',
} as const;

/**
 * May this person order at all: signed in; a company that passed review; no required certificate expired. The
 * business scope is carried along for `mayBuyGoods`. `is_passed` of the user state is `mayBuy` of this.
 */
export function buyerStanding(buyer: BuyerFacts | null): BuyerStanding {
  if (buyer === null)
    return { maySeePrices: false, mayBuy: false, reason: STANDING_REASONS.visitor, scope: [] };
  const refuse = (reason: string): BuyerStanding => ({
    maySeePrices: true,
    mayBuy: false,
    reason,
    scope: [],
  });
  const { company } = buyer;
  if (company === null) return refuse(STANDING_REASONS.noCompany);
  if (company.status === 'rejected') return refuse(STANDING_REASONS.rejected(company.reason));
  if (company.status === 'pending') return refuse(STANDING_REASONS.unqualified);
  if (company.expired.length > 0)
    return refuse(STANDING_REASONS.expired(company.expired.map((type) => CERTIFICATE_TYPE_LABELS[type])));
  return { maySeePrices: true, mayBuy: true, reason: '', scope: company.scope };
}

/** A certificate as the rule reads it: its review and its last valid day (null: 长期有效). */
export interface CertificateFacts {
  type: CertificateType;
  status: ReviewStatus;
  validUntil: string | null;
}

/** 即将过期 this many days ahead of the last valid day (pharma-buyers.md: reminders ahead of expiry). */
export const EXPIRING_DAYS = 30;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What a buyer sees of a certificate on `today` (a Beijing date): its review, or once approved its validity. */
export function certificateState(cert: CertificateFacts, today: string): CertificateState {
  if (cert.status !== 'approved') return cert.status;
  if (cert.validUntil === null) return 'approved';
  if (cert.validUntil < today) return 'expired';
  return cert.validUntil < addDays(today, EXPIRING_DAYS) ? 'expiring' : 'approved';
}

/**
 * The required certificates of `type` that are expired on `today`: an approved one of the type exists and every
 * approved one of it is past its last day. A renewal under review does not count until approved, so buying
 * stays blocked until an operator approves it. A required type with no approved certificate at all is not
 * "expired": the company's approval (an operator's decision) is what admits it (docs/accounts.md).
 */
export function expiredRequired(
  type: EnterpriseType | null,
  certificates: readonly CertificateFacts[],
  today: string,
): CertificateType[] {
  if (type === null) return [];
  return REQUIRED_CERTIFICATES[type].filter((required) => {
    const approved = certificates.filter((c) => c.type === required && c.status === 'approved');
    return approved.length > 0 && approved.every((c) => certificateState(c, today) === 'expired');
  });
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
 * May this buyer buy this product: its regulatory class (`isBannedOnline`), whether it is on sale (上架), the
 * buyer's standing, then the
 * goods' business-scope category within the approved scope, then controlled sale (`controlled` undefined for a product that is not controlled). Scope and
 * controlled sale only narrow what a buyer who may order at all can buy, so visitors and unqualified buyers keep
 * their own reason; prices stay visible (docs/controlled-sale.md).
 */
export function mayBuyGoods(
  standing: BuyerStanding,
  controlled: ControlledFacts | undefined,
  scope: ScopeCategory,
  regulatoryClass: RegulatoryClass,
  /** False once an operator took the product off sale (下架, docs/console.md). */
  listed = true,
): { mayBuy: boolean; reason: string } {
  // The law before the buyer: no standing makes a banned class buyable, so its reason comes first.
  if (isBannedOnline(regulatoryClass)) return { mayBuy: false, reason: bannedOnlineReason(regulatoryClass) };
  if (!listed) return { mayBuy: false, reason: STANDING_REASONS.delisted };
  if (!standing.mayBuy) return { mayBuy: false, reason: standing.reason };
  if (!standing.scope.includes(scope))
    return { mayBuy: false, reason: STANDING_REASONS.outOfScope(SCOPE_CATEGORY_LABELS[scope]) };
  if (controlled === undefined || isAuthorised(controlled.status)) return { mayBuy: true, reason: '' };
  if (!controlled.inProgramme) return { mayBuy: false, reason: STANDING_REASONS.controlledNoProgramme };
  if (controlled.status === 'pending') return { mayBuy: false, reason: STANDING_REASONS.controlledPending };
  if (controlled.status === 'rejected') return { mayBuy: false, reason: STANDING_REASONS.controlledRejected };
  return { mayBuy: false, reason: STANDING_REASONS.controlledNone };
}

import type { PromotionWindow } from '../flash-sale';
import type { Fen } from '../money';
import type { LadderState, LadderTierFen } from '../pricing';
import type { ScopeCategory } from '../print/account-labels';
import type { RegulatoryClass } from '../regulatory';
import type { BuyerStanding, ControlledFacts } from '../standing';

/**
 * What the server loads from its tables (inside the transaction that will use the result) for `priceCart`.
 * Every amount is integer fen; nothing here comes from the client except the line's quantity, selection
 * and price ids, which only choose among prices that exist.
 */
export interface CartPricingInput {
  /** The buyer's standing (`buyerStanding`); business scope and controlled sale narrow it per goods. */
  standing: BuyerStanding;
  lines: readonly CartLineInput[];
  /** Full-amount (满减) activities running now. */
  fullAmountActivities: readonly FullAmountActivity[];
  shipping: ShippingRule;
  /** The all-store percentage off (全场94折) running for this buyer; absent or null when none. */
  storeWide?: StoreWideInput | null;
}

export type CartLineInput = GoodsLineInput | ComboLineInput;

/** The price ids a cart line carries (spec §3 cart item); 0 means none chosen. */
export interface PriceSelection {
  /** A price promotion of the goods (flash sale or 每日特价). */
  goodsPriceId: number;
  /** The goods' ladder set; informational, the ladder applies to every line of its goods. */
  ladderPriceId: number;
  /** The full-amount activity the line takes part in; 0 = the first covering one. */
  goodsManjianId: number;
  /** 1 = the buyer's negotiated price (议价). */
  isYj: 0 | 1;
}

export interface GoodsLineInput {
  kind: 'goods';
  /** The cart line id: the tie-breaker wherever order matters. */
  id: number;
  quantity: number;
  selected: boolean;
  selection: PriceSelection;
  goods: GoodsPricingFacts;
}

export interface GoodsPricingFacts {
  id: number;
  /** The normal unit price. */
  priceFen: Fen;
  stock: number;
  /** Ladder tiers (empty when the goods has none). */
  ladder: readonly LadderTierFen[];
  /** Price promotions of the goods, running or not; `isPromotionRunning` decides at `now`. */
  promotions: readonly PromotionPrice[];
  /** The buyer's negotiated unit price, null when none is agreed. */
  negotiatedPriceFen: Fen | null;
  /** The goods takes part in coupons and full-amount activities (with_coupon). */
  withCoupon: boolean;
  /** Controlled-sale facts; undefined when the goods is not controlled. */
  controlled: ControlledFacts | undefined;
  /** The goods' business-scope category: the buyer's approved scope must hold it. */
  scope: ScopeCategory;
  /** A class banned online (`isBannedOnline`) is never bought, whatever the buyer's standing. */
  regulatoryClass: RegulatoryClass;
  /** False once an operator took it off sale (下架): never bought. Absent = listed. */
  listed?: boolean;
  /** Single-item free shipping (is_dpby): from `qgNumber` units the whole order ships free. */
  isDpby: boolean;
  qgNumber: number;
  /** Free-shipping zone goods: the line ships free from `freeShippingNumber` units (0 = any). */
  isFreeShipping: boolean;
  freeShippingNumber: number;
  /** Buy N get M; null when the goods has no gift promotion. */
  gift: GiftRule | null;
}

export interface PromotionPrice extends PromotionWindow {
  /** The promotion's id: what `goodsPriceId` names. */
  id: number;
  priceFen: Fen;
  /** Most units one buyer may take at this price; 0 = no limit. */
  limitPerBuyer: number;
  /** Units this buyer already bought at this price in earlier orders. */
  boughtByBuyer: number;
}

/** Buy `buy` get `get` (gift_data): the gift is the same goods (type 1) or another goods (type 2). */
export interface GiftRule {
  buy: number;
  get: number;
  type: 1 | 2;
  /** The gift goods (the line's own goods for type 1). */
  giftGoodsId: number;
  /** Stock of the gift goods; what the cart itself buys of that goods comes off it first. */
  giftStock: number;
}

/** A combination (type 3): several goods sold together at one price per set, as one cart line. */
export interface ComboLineInput {
  kind: 'combo';
  id: number;
  /** Number of sets. */
  quantity: number;
  selected: boolean;
  combo: {
    id: number;
    /** Price of one set. */
    priceFen: Fen;
    parts: readonly ComboPart[];
  };
}

export interface ComboPart {
  goodsId: number;
  name: string;
  /** Units of this goods in one set. */
  quantity: number;
  stock: number;
  controlled: ControlledFacts | undefined;
  /** The goods' business-scope category: the buyer's approved scope must hold it. */
  scope: ScopeCategory;
  /** A class banned online (`isBannedOnline`) is never bought, whatever the buyer's standing. */
  regulatoryClass: RegulatoryClass;
  /** False once an operator took it off sale (下架): never bought. Absent = listed. */
  listed?: boolean;
}

export interface FullAmountActivity {
  id: number;
  title: string;
  /** Goods ids the activity covers; 'all' for a whole-site activity (全场). */
  goodsIds: readonly number[] | 'all';
  /** 满 amountFen 减 reductionFen; the highest reached tier applies, tiers do not add up. */
  tiers: readonly { amountFen: Fen; reductionFen: Fen }[];
}

/** shipping_data: below `freeFromFen` (no_trans_order_amount) the buyer pays `feeFen` (shipping_amount). */
export interface ShippingRule {
  feeFen: Fen;
  freeFromFen: Fen;
}

export type LineExclusionCode =
  | 'unselected'
  | 'invalid_quantity'
  | 'not_buyable'
  | 'out_of_stock'
  | 'combo_part_short';

export interface LineExclusion {
  code: LineExclusionCode;
  /** Chinese, for the buyer. */
  reason: string;
  /** The combination part that lacks stock or may not be bought. */
  partGoodsId?: number;
}

/** Where the line's normal unit price comes from. */
export type PriceSource = 'base' | 'ladder' | 'negotiated' | 'combo';

export interface PricedLine {
  id: number;
  kind: 'goods' | 'combo';
  /** Cart item type: 0 normal, 1 flash sale, 3 combination. */
  type: 0 | 1 | 3;
  quantity: number;
  /** Counted in the totals: selected, buyable, in stock. */
  counted: boolean;
  exclusion: LineExclusion | null;
  /** The unit price of units not at a promotion price. */
  unitPriceFen: Fen;
  source: PriceSource;
  /** The ladder for the line's quantity (goods lines with tiers, not negotiated); null otherwise. */
  ladder: LadderState | null;
  /** The promotion the line carries and how many units got its price; null when none applies. */
  promotion: {
    id: number;
    kind: 'spike' | 'everyday';
    priceFen: Fen;
    units: number;
    /** The selected promotion is not running now: every unit is at the normal price. */
    running: boolean;
  } | null;
  /** Units × prices before full-amount discounts. */
  amountFen: Fen;
  /** Its share of the all-store percentage off (全场94折), taken before 满减; 0 when the line is not in it. */
  storeWideFen: Fen;
  /** The full-amount activity the line takes part in, null when none. */
  fullAmountActivityId: number | null;
  /** Its share of that activity's reduction. */
  discountFen: Fen;
  /** amountFen − storeWideFen − discountFen: what the buyer pays for the line (invoices use this). */
  payableFen: Fen;
  /** Single-item free shipping: units still missing to qg_number; null when the goods has none. */
  freeShippingMissing: number | null;
}

export interface GiftLine {
  /** The cart line the gift belongs to. */
  forLineId: number;
  goodsId: number;
  quantity: number;
  /** Always 0: gifts are not charged. */
  amountFen: 0;
  gift: true;
  /** gift_data.type. */
  type: 1 | 2;
  /** Gifts the rule grants before the gift stock cap. */
  earned: number;
}

export interface PricedActivity {
  id: number;
  title: string;
  /** The coupon-eligible selected total of the activity's lines, after their 全场94折 shares. */
  eligibleTotalFen: Fen;
  /** Reached tiers first (status 1), each group by amount. */
  tiers: { amountFen: Fen; reductionFen: Fen; status: 0 | 1 }[];
  discountFen: Fen;
}

export type ShippingReason = 'empty' | 'single_item' | 'zone' | 'threshold' | 'charged';

export interface PricedShipping {
  feeFen: Fen;
  reason: ShippingReason;
  /** The amount the threshold is measured on: counted goods after the 全场94折 and full-amount discounts. */
  baseFen: Fen;
  thresholdFen: Fen;
  /** How much more reaches the threshold; 0 once shipping is free. */
  missingFen: Fen;
}

export interface PricedCart {
  lines: PricedLine[];
  gifts: GiftLine[];
  activities: PricedActivity[];
  shipping: PricedShipping;
  /** Σ amountFen of counted lines. */
  goodsTotalFen: Fen;
  /** The all-store percentage off as priced (null when none runs); `storeWideFen` is what it takes off. */
  storeWide: PricedStoreWide | null;
  storeWideFen: Fen;
  /** Σ 满减 shares of counted lines. */
  discountFen: Fen;
  /**
   * goodsTotalFen − storeWideFen − discountFen + shipping fee; equals Σ payableFen of counted lines + shipping
   * fee.
   */
  totalFen: Fen;
  /** Counted lines. */
  countedLines: number;
}

/** What the operator excludes from the offer (docs/pricing.md "全场94折"). */
export interface StoreWideExclusions {
  /** Controlled-sale goods (控销). */
  controlled: boolean;
  /** Goods with a flash sale or 每日特价 running now, even on units bought at the normal price. */
  promotions: boolean;
  /** Lines already at a discounted price: a reached ladder tier or a negotiated price. */
  discounted: boolean;
  goodsIds: readonly number[];
  /** Categories; a goods whose categories (with their ancestors) include one is out. */
  categoryIds: readonly number[];
}

/** The running offer as the engine needs it; the server passes it only when the buyer is in its audience. */
export interface StoreWideOffer {
  id: number;
  title: string;
  /** The percentage paid, 1–99 (94 = 94折). */
  ratePercent: number;
  /** Epoch ms; running from `startsAt` inclusive until `endsAt` exclusive. */
  startsAt: number;
  endsAt: number;
  exclude: StoreWideExclusions;
}

export interface StoreWideInput {
  offer: StoreWideOffer;
  /** Each goods' category ids with their ancestors (the exclusion by category covers sub-categories). */
  categoriesOf: ReadonlyMap<number, readonly number[]>;
}

/** The offer as priced on one cart: what its lines add up to and what it takes off. */
export interface PricedStoreWide {
  id: number;
  title: string;
  ratePercent: number;
  /** Σ amount of the lines in the offer. */
  eligibleTotalFen: Fen;
  discountFen: Fen;
}

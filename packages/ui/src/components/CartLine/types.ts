/** One goods of a combination line, per set (wire `combination.parts[]`). */
export interface CartLinePart {
  name: string;
  /** Specification (ypgg), e.g. 0.25g*24粒. */
  spec?: string;
  /** Manufacturer (sccj). */
  maker?: string;
  /** Units of this goods in one set. */
  units: number;
  /** Packaging unit (bzdw), e.g. 盒. */
  unit: string;
  imageSrc?: string;
}

/** A gift the line earns (wire `gifts[]` for this line): priced 0 and flagged 赠品. */
export interface CartLineGift {
  name: string;
  number: number;
  unit: string;
}

/** Where the line's normal unit price comes from: list price, a reached ladder tier, a negotiated price. */
export type CartPriceSource = 'base' | 'ladder' | 'negotiated';

/**
 * A cart line as the table shows it, mapped from the wire `cartLine` (amounts are its yuan strings).
 * A combination line (type 3) gives the combination's name and `parts`, and `unit` 套.
 */
export interface CartLineItem {
  id: number;
  name: string;
  spec?: string;
  maker?: string;
  /** Packaging unit (bzdw); 套 for a combination. */
  unit: string;
  imageSrc?: string;
  /** The goods' detail page; the name links there when given. */
  href?: string;
  /** Unit price of the units not at a promotion price, yuan string. */
  price: string;
  /** Labels the unit price: 阶梯价 or 协议价; nothing for the list price. @default 'base' */
  priceSource?: CartPriceSource;
  /** A flash-sale (spike) or everyday-price promotion and how many units got its price; not running → normal price. */
  promotion?: { kind: 'spike' | 'everyday'; price: string; units: number; running: boolean } | null;
  quantity: number;
  /** The stepper's range (wire `quantity`): package step, least and most orderable now (max 0: none). */
  step: number;
  min: number;
  max: number;
  /** The buyer's tick (wire `is_selected`). */
  selected: boolean;
  /**
   * Why the line cannot be bought now (not buyable, out of stock, a combination part short): the box is
   * unticked and off, and the reason shown (spec §4 forced unselected). Null when it can be bought.
   */
  unavailableReason?: string | null;
  /** The next ladder tier: units missing and its unit price (wire `ladder_next`); null at the top or without one. */
  ladderNext?: { missing: number; price: string } | null;
  /** Single-item free shipping: units still missing (0 reached); null when the goods has none. */
  freeShippingMissing?: number | null;
  /** Units × prices before full-amount reductions, yuan string. */
  amount: string;
  /** This line's share of its full-amount reduction, yuan string ("0.00" when none). */
  discountShare?: string;
  gifts?: CartLineGift[];
  parts?: CartLinePart[];
}

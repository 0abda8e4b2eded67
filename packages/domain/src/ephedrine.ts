import { PAY_METHODS, type PayMethod } from './print/order-labels';

/*
 * Ephedrine-containing compound preparations (含麻黄碱类复方制剂, issue #21 §4; docs/regulatory.md "含麻"): the
 * rules the server enforces and the pages show. Which goods they are is `containsEphedrine` (regulatory.ts).
 */

/** What the payment rule needs to know about an order. */
export interface PayFacts {
  /** The order holds at least one line whose goods `containsEphedrine`. */
  hasEphedrine: boolean;
}

/**
 * The only ways a 含麻 order is paid: company bank transfer and the company's credit period (账期). Never the
 * balance (anyone may top it up, from a personal card) and never online personal payment.
 */
export const EPHEDRINE_PAY_METHODS = ['transfer', 'credit'] as const satisfies readonly PayMethod[];

const ephedrinePay: ReadonlySet<PayMethod> = new Set(EPHEDRINE_PAY_METHODS);

/** Why `method` may not pay an order with these facts; '' when it may. The one home of the rule. */
export function payMethodRefusal(method: PayMethod, facts: PayFacts): string {
  if (!facts.hasEphedrine || ephedrinePay.has(method)) return '';
  return '含麻黄碱类复方制剂的订单只能对公转账或账期支付，不能使用余额或在线支付';
}

/** The methods that may pay an order with these facts, in `PAY_METHODS` order. */
export function allowedPayMethods(facts: PayFacts): PayMethod[] {
  return PAY_METHODS.filter((method) => payMethodRefusal(method, facts) === '');
}

/** The limits when an operator set none for the company: 20 units an order, 100 a calendar month (Beijing). */
export const DEFAULT_EPHEDRINE_LIMITS = { perOrderUnits: 20, perMonthUnits: 100 } as const;

export interface EphedrineLimits {
  perOrderUnits: number;
  perMonthUnits: number;
}

/**
 * Why an order of `orderUnits` 含麻 units is refused when the company already ordered `monthUnits` this month
 * (cancelled orders not counted); '' when it is allowed. Both limits are inclusive.
 */
export function ephedrineLimitRefusal(
  orderUnits: number,
  monthUnits: number,
  limits: EphedrineLimits,
): string {
  if (orderUnits <= 0) return '';
  if (orderUnits > limits.perOrderUnits)
    return `含麻黄碱类复方制剂每单限购 ${limits.perOrderUnits} 件，本单 ${orderUnits} 件，请减少数量`;
  const left = Math.max(0, limits.perMonthUnits - monthUnits);
  if (orderUnits > left)
    return `含麻黄碱类复方制剂每月限购 ${limits.perMonthUnits} 件，本月已订 ${monthUnits} 件，还可订 ${left} 件`;
  return '';
}

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

/** Days after shipping a 含麻 order's receipt may stay unconfirmed before it blocks new 含麻 orders (a setting). */
export const DEFAULT_HM_RECEIPT_DAYS = 7;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * Whether `value` is an 18-character 居民身份证号码 (GB 11643-1999): 17 digits, a real birth date, and the ISO 7064
 * MOD 11-2 check character (X for 10). The receipt's receiver is identified by it.
 */
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = value.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replaceAll('-', '') !== birth)
    return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17];
}

/** Shown in a receipt list and in printing: the middle of the number hidden (110105********1234). */
export const maskIdNumber = (value: string): string =>
  value.length === 18 ? `${value.slice(0, 6)}********${value.slice(14)}` : value;

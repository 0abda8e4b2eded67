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

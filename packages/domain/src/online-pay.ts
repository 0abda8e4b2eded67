import { payMethodRefusal } from './ephedrine';
import { type Fen, fenToYuan } from './money';

/*
 * Online payment and top-up (issue #24): the rules both the server and the pages read. docs/payments.md records
 * the decisions.
 */

/** The smallest top-up (¥100): below it the provider's fee is a noticeable part of the money. */
export const RECHARGE_MIN_FEN: Fen = 10_000;
/** The largest single top-up (¥50,000): a larger sum goes by company transfer, which has no per-payment limit. */
export const RECHARGE_MAX_FEN: Fen = 5_000_000;

/** Why this top-up amount is refused; '' when it is allowed. */
export function rechargeRefusal(amountFen: Fen): string {
  if (amountFen < RECHARGE_MIN_FEN) return `单笔充值金额不能低于 ¥${fenToYuan(RECHARGE_MIN_FEN)}`;
  if (amountFen > RECHARGE_MAX_FEN)
    return `单笔充值金额不能超过 ¥${fenToYuan(RECHARGE_MAX_FEN)}，更大金额请使用对公转账`;
  return '';
}

/** Minutes a QR code or payment page stays payable; the provider closes the trade after it. */
export const ONLINE_PAY_MINUTES = 15;

/**
 * Why an order cannot be paid online; '' when it can. Ephedrine-containing compound preparations are paid by
 * company transfer or 账期 (pharma rules, "Payment and special goods"; `payMethodRefusal`), never online.
 */
export function onlinePayRefusal(hasEphedrine: boolean): string {
  return payMethodRefusal('alipay', { hasEphedrine });
}

/**
 * Combined payment (余额 + 在线支付): the whole balance first, the rest online. A balance that covers the total
 * pays alone (no online part to make); an empty one leaves the whole total online.
 */
export function combinedSplit(balanceFen: Fen, totalFen: Fen): { balanceFen: Fen; onlineFen: Fen } | string {
  if (balanceFen >= totalFen) return '余额足够支付该订单，请直接使用余额支付';
  const fromBalance = Math.max(0, balanceFen);
  return { balanceFen: fromBalance, onlineFen: totalFen - fromBalance };
}

/** The reasons a reconciliation lists a row. */
export const STATEMENT_DIFFERENCE_KINDS = ['missing_ours', 'missing_provider', 'amount'] as const;
export type StatementDifferenceKind = (typeof STATEMENT_DIFFERENCE_KINDS)[number];
export const STATEMENT_DIFFERENCE_TEXT: Record<StatementDifferenceKind, string> = {
  missing_ours: '平台无记录',
  missing_provider: '对账单无记录',
  amount: '金额不符',
};

/** A provider refund's states (online_refunds.status) and how the console prints them. */
export const ONLINE_REFUND_STATUSES = ['pending', 'processing', 'succeeded', 'failed'] as const;
export type OnlineRefundStatus = (typeof ONLINE_REFUND_STATUSES)[number];
export const ONLINE_REFUND_STATUS_TEXT: Record<OnlineRefundStatus, string> = {
  pending: '待发送',
  processing: '退款中',
  succeeded: '已退款',
  failed: '退款失败',
};

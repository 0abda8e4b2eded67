import type { OnlinePayMethod } from '@yaocai/domain';

/*
 * One interface for every payment provider (issue #24 §1; DESIGN.md "Operators and third parties"): create a
 * payment, query it, verify a notification, refund (partial too), and read the day's statement. Amounts are
 * integer fen on this side of the interface; each implementation converts to its provider's format.
 */

export interface CreateTradeInput {
  /** Our number, unique per attempt. */
  outTradeNo: string;
  amountFen: number;
  /** What the buyer sees in the provider's app (订单号 or 账户充值). */
  subject: string;
  /** After this the provider no longer accepts the payment. */
  expiresAt: Date;
  /** Where the buyer's browser goes back to after paying on the provider's page. */
  returnUrl: string;
}

/** What to show the buyer: a QR code's content, or a page to open. */
export interface CreatedTrade {
  qrCode: string;
  payUrl: string;
}

export interface TradeState {
  outTradeNo: string;
  /** paid: money received; waiting: not yet; closed: will never be paid (expired, closed). */
  state: 'paid' | 'waiting' | 'closed';
  providerTradeNo: string;
  amountFen: number;
}

/** A notification whose signature verified and that names our merchant/app. */
export type VerifiedNotice =
  | { kind: 'paid'; outTradeNo: string; providerTradeNo: string; amountFen: number }
  | { kind: 'refund'; outRefundNo: string; providerRefundId: string; succeeded: boolean }
  /** Verified but not a final state (waiting for the buyer, a close): acknowledged, nothing to do. */
  | { kind: 'other'; reference: string; detail: string };

export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (WeChat Pay signs the bytes). */
  rawBody: string;
}

export interface RefundInput {
  outTradeNo: string;
  outRefundNo: string;
  amountFen: number;
  /** The payment's amount (WeChat Pay asks for it). */
  totalFen: number;
  reason: string;
}

export interface RefundAnswer {
  /** succeeded: the money is on its way back; processing: a notification or query will tell; failed: refused. */
  status: 'succeeded' | 'processing' | 'failed';
  providerRefundId: string;
  detail: string;
}

/** One row of a provider's daily statement: a payment or a refund, by our number. */
export interface StatementRow {
  kind: 'payment' | 'refund';
  /** out_trade_no of a payment, out_refund_no of a refund. */
  reference: string;
  providerId: string;
  amountFen: number;
}

export interface PaymentProvider {
  readonly method: OnlinePayMethod;
  createTrade(input: CreateTradeInput): Promise<CreatedTrade>;
  /** The provider's view of one of our trades; null when it has never heard of it. */
  queryTrade(outTradeNo: string): Promise<TradeState | null>;
  /** The notice, or null when the signature does not verify or it names another merchant/app. */
  verifyNotification(request: NotifyRequest): VerifiedNotice | null;
  /** What the provider expects back: accepted (it stops sending) or not (it sends again later). */
  notifyReply(accepted: boolean): { status: number; contentType: string; body: string };
  refund(input: RefundInput): Promise<RefundAnswer>;
  /** The statement of one Beijing calendar day (YYYY-MM-DD). */
  statement(billDate: string): Promise<StatementRow[]>;
}

export type ProviderMap = Partial<Record<OnlinePayMethod, PaymentProvider>>;

/** A provider call that failed (network, refused, bad signature on its answer): nothing was recorded as paid. */
export class ProviderError extends Error {}

import { IDEMPOTENCY_HEADER } from '@yaocai/domain';
import { useCallback, useRef } from 'react';
import {
  couponList,
  couponNum,
  creditBill,
  creditBillList,
  moneyLog,
  userCredit,
  userMoney,
} from '../api/contracts';
import { ApiError } from '../api/errors';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/** The wallet's pages (spec §2 /wdqb: wdqb_yegl, wdqb_zqgl, wdqb_yhq), under the wallet's shell. */
export const WALLET_PATHS = { balance: '/wdqb/yegl', credit: '/wdqb/zqgl', coupons: '/wdqb/yhq' } as const;

/** GET /api/user/user_money: the balance. */
export function useUserMoney() {
  return useRead(keys.wallet.money, () => request('/user/user_money', { schema: userMoney }));
}

/** The balance log's filters as the address bar carries them: use_type '' = every kind, Beijing dates. */
export interface MoneyLogFilters {
  page: number;
  use_type: string;
  start_time: string;
  end_time: string;
}

/** GET /api/user/user_money_log: one page of the balance's ledger, newest first. */
export function useMoneyLog(filters: MoneyLogFilters) {
  return useRead(keys.wallet.moneyLog({ ...filters }), () =>
    request('/user/user_money_log', { query: filters, schema: moneyLog }),
  );
}

/** GET /api/user/user_credit: limit, used, available, billing day, overdue, frozen. */
export function useUserCredit() {
  return useRead(keys.wallet.credit, () => request('/user/user_credit', { schema: userCredit }));
}

/** GET /api/user/user_credit_list: bills of one tab (0 all, 1 open, 2 repaid, 3 overdue). */
export function useCreditBills(query: { page: number; type: number }) {
  return useRead(keys.wallet.creditBills(query), () =>
    request('/user/user_credit_list', { query, schema: creditBillList }),
  );
}

/** GET /api/user/coupon: the buyer's coupons of one status (0 unused, 1 used, 2 expired). */
export function useCoupons(query: { page: number; status: number }) {
  return useRead(keys.wallet.coupons(query), () => request('/user/coupon', { query, schema: couponList }));
}

/** GET /api/user/couponNum: how many coupons each status tab holds. */
export function useCouponNum() {
  return useRead(keys.wallet.couponNum, () => request('/user/couponNum', { schema: couponNum }));
}

/**
 * Whether a failed repayment may have reached the server: a timeout or a dropped connection leaves the
 * outcome unknown, so the next try must carry the same key and be answered with the first outcome.
 */
const outcomeUnknown = (error: unknown) => !(error instanceof ApiError) || error.status === 503;

/**
 * POST /api/pay/credit_repay: repays one bill from the balance (the caller has asked for confirmation). One
 * Idempotency-Key per attempt at a bill: a retry after an unknown outcome reuses it, so a repayment that
 * did go through is never taken twice; after an answer the next attempt gets a fresh key.
 */
export function useCreditRepay() {
  const attempts = useRef(new Map<number, string>());
  const send = useCallback(async (billId: number) => {
    const key = attempts.current.get(billId) ?? crypto.randomUUID();
    attempts.current.set(billId, key);
    try {
      const answer = await requestAnswer('/pay/credit_repay', {
        method: 'POST',
        body: { bill_id: billId },
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
      attempts.current.delete(billId);
      return answer;
    } catch (error) {
      if (!outcomeUnknown(error)) attempts.current.delete(billId);
      throw error;
    }
  }, []);
  // Balance, used credit, the bills and the balance log all move.
  return useAction(send, { invalidates: [keys.wallet.all] });
}

const askBillTransfer = (billId: number) =>
  requestAnswer('/pay/credit_repay_transfer', {
    method: 'POST',
    body: { bill_id: billId },
    schema: creditBill,
  });

/**
 * POST /api/pay/credit_repay_transfer: asks to repay a bill by bank transfer. Nothing moves until an operator
 * confirms the transfer, and asking again answers the same pending one, so no key is needed; the bills refresh
 * to show the payee and the reference.
 */
export function useBillTransfer() {
  return useAction(askBillTransfer, { invalidates: [keys.wallet.all] });
}

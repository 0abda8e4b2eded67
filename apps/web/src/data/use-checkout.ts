import {
  type ContractState,
  type OrderCreateBody,
  type OrderCreated,
  type PaymentResult,
  renewalSignBy,
  type TransferInstructions,
} from '@yaocai/domain';
import { useCallback } from 'react';
import {
  contractState,
  orderCreated,
  paymentResult,
  payOptions,
  transferInstructions,
} from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { type ActionCallbacks, useAction } from './action';
import { idempotent, useAttemptKey } from './attempt-key';
import { type Key, keys } from './keys';
import { useRead } from './read';
import { useUser } from './use-user';

/*
 * Placing and paying an order (issue #9 §1–§3): POST /api/order, GET /api/pay/options, the three ways to
 * pay, and the e-contract the server asks for with 459 (spec §8).
 */

/**
 * What a new order changes: the cart's lists and count (its lines left the cart), the orders, and the wallet
 * (a coupon is used). Not the step-2 preview itself: its lines are gone, and the page is left for step 3.
 */
const orderReads: readonly Key[] = [
  ['cart', 'list'],
  keys.cart.total,
  keys.cart.nextHint,
  keys.user.base,
  keys.order.all,
  keys.wallet.all,
];

/**
 * POST /api/order with an Idempotency-Key (`useAttemptKey`). 459 (e-contract not signed) is left to the
 * page, which goes to /dzht and comes back here after signing.
 */
export function useCreateOrder(callbacks: ActionCallbacks<OrderCreated> = {}) {
  const withKey = useAttemptKey();
  const send = useCallback(
    (body: OrderCreateBody) =>
      withKey(body, (key) =>
        requestAnswer('/order', {
          method: 'POST',
          body,
          headers: idempotent(key),
          schema: orderCreated,
          handleSelf: [459],
        }),
      ),
    [withKey],
  );
  return useAction(send, { invalidates: orderReads, ...callbacks });
}

/** GET /api/pay/options?order_id: the order's amount and deadline and the methods that can pay it now. */
export function usePayOptions(orderId: number | null) {
  const buyer = Boolean(useUser().data);
  return useRead(buyer && orderId ? keys.order.payOptions(orderId) : null, () =>
    request('/pay/options', { query: { order_id: orderId }, schema: payOptions }),
  );
}

/** A payment changes the order, its options and the wallet (balance, used credit, the logs). */
const paymentReads: readonly Key[] = [keys.order.all, keys.wallet.all];

/** POST /api/pay/balance with an Idempotency-Key: pays the order from the company's balance at once. */
export function usePayByBalance(callbacks: ActionCallbacks<PaymentResult> = {}) {
  const withKey = useAttemptKey();
  const send = useCallback(
    (orderId: number) =>
      withKey({ order_id: orderId }, (key) =>
        requestAnswer('/pay/balance', {
          method: 'POST',
          body: { order_id: orderId },
          headers: idempotent(key),
          schema: paymentResult,
        }),
      ),
    [withKey],
  );
  return useAction(send, { invalidates: paymentReads, ...callbacks });
}

/**
 * 账期: POST /api/pay/user_credit_create (a pending credit payment for the order), then
 * /api/pay/user_credit_pay (pays it from the credit limit, with an Idempotency-Key per attempt). A pending
 * credit payment already made for the order (`pending` of the options) is paid instead of creating another,
 * so a retry after a lost answer pays the same payment with the same key.
 */
export function usePayByCredit(callbacks: ActionCallbacks<PaymentResult> = {}) {
  const withKey = useAttemptKey();
  const send = useCallback(
    async (orderId: number, pendingPaymentId: number | null) => {
      const paymentId =
        pendingPaymentId ??
        (
          await request('/pay/user_credit_create', {
            method: 'POST',
            body: { order_id: orderId },
            schema: paymentResult,
          })
        ).payment_id;
      return withKey({ payment_id: paymentId }, (key) =>
        requestAnswer('/pay/user_credit_pay', {
          method: 'POST',
          body: { payment_id: paymentId },
          headers: idempotent(key),
          schema: paymentResult,
        }),
      );
    },
    [withKey],
  );
  return useAction(send, { invalidates: paymentReads, ...callbacks });
}

const payByTransfer = (orderId: number) =>
  requestAnswer('/pay/transfer', {
    method: 'POST',
    body: { order_id: orderId },
    schema: transferInstructions,
  });

/** POST /api/pay/transfer: the payee account and the reference; paid when an operator confirms it. */
export function usePayByTransfer(callbacks: ActionCallbacks<TransferInstructions> = {}) {
  return useAction(payByTransfer, { invalidates: paymentReads, ...callbacks });
}

/** GET /api/user/contract: the company's e-contract and whether it is signed (spec §8 459 → /dzht). */
export function useContract() {
  const buyer = Boolean(useUser().data);
  return useRead(buyer ? keys.contract.state : null, () =>
    request('/user/contract', { schema: contractState }),
  );
}

/**
 * Read once after sign-in: whether the company is asked to sign a newer e-contract version (its older signature
 * still lets it order until `sign_by`; after that the order answers 459). A failed read asks nothing.
 */
export async function contractRenewalDue(): Promise<boolean> {
  try {
    return renewalSignBy(await request('/user/contract', { schema: contractState })) !== null;
  } catch {
    return false;
  }
}

const signContract = () => requestAnswer('/user/contract/sign', { method: 'POST', schema: contractState });

/** POST /api/user/contract/sign. */
export function useSignContract(callbacks: ActionCallbacks<ContractState> = {}) {
  return useAction(signContract, { invalidates: [keys.contract.all, keys.user.base], ...callbacks });
}

import type { CartTotals, Manjian, ShippingData } from '@yaocai/domain';
import { CheckoutSummary, ManjianProgress, ShippingHint } from '@yaocai/ui';
import type { ReactNode } from 'react';

/** The wire's full-amount activities (`activity_data.manjians`) in the library's terms, tiers in the server's order. */
export function TierProgress({ manjians }: { manjians: Manjian[] }) {
  return (
    <ManjianProgress
      activities={manjians.map((manjian) => ({
        id: manjian.id,
        title: manjian.title,
        eligibleTotal: manjian.eligible_total,
        discount: manjian.discount,
        tiers: manjian.tiers.map((tier) => ({
          amount: tier.amount,
          reduction: tier.reduction,
          reached: tier.status === 1,
        })),
        nextHint: manjian.next?.text ?? null,
      }))}
    />
  );
}

/** `shipping_data` as the library's hint: the fee now and the server's text to free shipping. */
export function ShippingStatus({ shipping }: { shipping: ShippingData }) {
  return (
    <ShippingHint
      fee={shipping.fee}
      reason={shipping.reason}
      hint={shipping.text}
      freeFrom={shipping.no_trans_order_amount}
    />
  );
}

/**
 * The server's `totals` in the library's summary, with the step's action when it has one. Step 2 adds its coupon
 * and `payable` (the total after it): the summary then shows that one total.
 */
export function Totals({
  totals,
  couponDiscount,
  payable,
  action,
  busy,
}: {
  totals: CartTotals;
  couponDiscount?: string;
  payable?: string;
  action?: ReactNode;
  busy?: boolean;
}) {
  return (
    <CheckoutSummary
      goodsTotal={totals.goods_total}
      discount={totals.discount}
      shipping={totals.shipping}
      couponDiscount={couponDiscount}
      total={payable ?? totals.total}
      selectedLines={totals.selected_lines}
      selectedUnits={totals.selected_units}
      action={action}
      busy={busy}
    />
  );
}

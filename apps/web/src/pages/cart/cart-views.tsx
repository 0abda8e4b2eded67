import type { Manjian, ShippingData } from '@yaocai/domain';
import { ManjianProgress, ShippingHint } from '@yaocai/ui';

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

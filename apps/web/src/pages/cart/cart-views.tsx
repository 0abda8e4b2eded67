import type { CartTotals, Manjian, ShippingData, StoreWideSummary } from '@yaocai/domain';
import { formatYuan } from '@yaocai/domain/print';
import { CheckoutSummary, ManjianProgress, ShippingHint } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

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

const StoreWideBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The 全场94折 as the server priced it (`activity_data.store_wide`): what it takes off the selected goods, before
 * 满减 (docs/pricing.md). Nothing when no offer runs for this buyer.
 */
export function StoreWideStatus({ storeWide }: { storeWide: StoreWideSummary | null | undefined }) {
  if (!storeWide) return null;
  return (
    <StoreWideBox role="status" aria-label={storeWide.title}>
      {storeWide.label} · {storeWide.title}：已优惠 {formatYuan(storeWide.discount)}
    </StoreWideBox>
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

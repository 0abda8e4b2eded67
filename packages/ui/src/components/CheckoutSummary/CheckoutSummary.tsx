import { formatYuan, isZeroYuan } from '@yaocai/domain/print';
import type { ReactNode } from 'react';
import { Action, Count, Figures, Root, Row, TotalRow } from './CheckoutSummary.styles';

export interface CheckoutSummaryProps {
  /** Σ amounts of the counted lines before full-amount discounts, yuan string (wire `totals.goods_total`). */
  goodsTotal: string;
  /** Full-amount discount, yuan string ("0.00" when none). */
  discount: string;
  /** Shipping fee the selection pays, yuan string. */
  shipping: string;
  /**
   * The coupon's reduction, yuan string (wire `coupon_discount`): shown as 优惠券抵扣 when given, and `total`
   * is then what is left after it. Omitted where no coupon applies yet (the cart).
   */
  couponDiscount?: string;
  /** What the buyer pays after every discount: goods − discounts + shipping, yuan string (wire `totals.total`, or `payable` with a coupon). */
  total: string;
  /** Counted lines (wire `totals.selected_lines`). */
  selectedLines: number;
  /** Counted units (wire `totals.selected_units`); shown when given. */
  selectedUnits?: number;
  /** The step's action, e.g. 去结算 or 提交订单; nothing is shown without one. */
  action?: ReactNode;
  /** The totals are being re-priced after a change: marked busy so they are not read as final. @default false */
  busy?: boolean;
  /** Accessible name of the block. @default '结算信息' */
  label?: string;
}

const minus = (amount: string) => (isZeroYuan(amount) ? formatYuan(amount) : `-${formatYuan(amount)}`);

/**
 * The cart's totals (spec §3 cart state): goods total, full-amount discount, coupon, shipping and the one
 * payable total, one figure a line with the amounts aligned, then the selected count and an optional action.
 * Every figure is the server's; nothing is added up here.
 */
export function CheckoutSummary({
  goodsTotal,
  discount,
  shipping,
  couponDiscount,
  total,
  selectedLines,
  selectedUnits,
  action,
  busy = false,
  label = '结算信息',
}: CheckoutSummaryProps) {
  return (
    <Root data-ui="CheckoutSummary" aria-label={label} aria-busy={busy || undefined}>
      <Count>
        {selectedLines === 0 ? (
          '未选择商品'
        ) : (
          <>
            已选 <strong>{selectedLines}</strong> 种商品
            {selectedUnits !== undefined && (
              <>
                ，共 <strong>{selectedUnits}</strong> 件
              </>
            )}
          </>
        )}
      </Count>
      <Figures>
        <Row>
          <dt>商品总额</dt>
          <dd>{formatYuan(goodsTotal)}</dd>
        </Row>
        <Row>
          <dt>满减优惠</dt>
          <dd>{minus(discount)}</dd>
        </Row>
        {couponDiscount !== undefined && (
          <Row>
            <dt>优惠券抵扣</dt>
            <dd>{minus(couponDiscount)}</dd>
          </Row>
        )}
        <Row>
          <dt>运费</dt>
          <dd>{isZeroYuan(shipping) ? '免运费' : formatYuan(shipping)}</dd>
        </Row>
        <TotalRow>
          <dt>应付总额</dt>
          {/* Re-announced politely when a change re-prices the cart. */}
          <dd aria-live="polite">{formatYuan(total)}</dd>
        </TotalRow>
      </Figures>
      {action && <Action>{action}</Action>}
    </Root>
  );
}

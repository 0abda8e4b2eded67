import { formatYuan, isZeroYuan } from '@yaocai/domain/print';
import { Fee, Hint, Root } from './ShippingHint.styles';

/**
 * Why the selection pays what it pays (wire `shipping_data.reason`): nothing selected, a single-item
 * free-shipping line at its quantity, only free-shipping zone goods, the order threshold reached, or charged.
 */
export type ShippingReason = 'empty' | 'single_item' | 'zone' | 'threshold' | 'charged';

export interface ShippingHintProps {
  /** The fee the current selection pays, yuan string ("10.00"; "0.00" when it ships free). */
  fee: string;
  /** Why (wire `shipping_data.reason`). */
  reason: ShippingReason;
  /** Ready text to free shipping while charged, e.g. 再买¥120.00即可免运费（运费¥10.00）; ignored once free. */
  hint?: string;
  /** Orders from this amount ship free, yuan string ("800.00"); named in the free-by-threshold note. */
  freeFrom?: string;
}

const freeNotes: Record<Exclude<ShippingReason, 'empty' | 'charged'>, (freeFrom?: string) => string> = {
  single_item: () => '单品包邮商品已达包邮数量',
  zone: () => '包邮专区商品',
  threshold: (freeFrom) => (freeFrom && !isZeroYuan(freeFrom) ? `订单满${formatYuan(freeFrom)}包邮` : ''),
};

/**
 * The shipping line of the cart (spec §4 free shipping): the fee and the amount still missing to the
 * threshold while charged, or 已免运费 with the reason. The server decides the fee; this only shows it.
 * A polite status, so a buyer changing quantities hears when shipping becomes free.
 */
export function ShippingHint({ fee, reason, hint, freeFrom }: ShippingHintProps) {
  if (reason === 'empty') {
    return (
      <Root data-ui="ShippingHint" data-state="empty" role="status">
        运费：勾选商品后计算
      </Root>
    );
  }
  if (reason === 'charged' && !isZeroYuan(fee)) {
    return (
      <Root data-ui="ShippingHint" data-state="charged" role="status">
        运费：<Fee>{formatYuan(fee)}</Fee>
        {hint && <Hint>{hint}</Hint>}
      </Root>
    );
  }
  const note = reason === 'charged' ? '' : freeNotes[reason](freeFrom);
  return (
    <Root data-ui="ShippingHint" data-state="free" role="status">
      运费：<Fee $free>已免运费</Fee>
      {note && <Hint $muted>（{note}）</Hint>}
    </Root>
  );
}

import { POINTS_ITEM_KIND_TEXT, type PointsItemKind } from '@yaocai/domain/print';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { Actions, Cost, Name, Picture, Root, Terms } from './PointsItemCard.styles';

export interface PointsItemCardProps {
  /** Goods shipped to an address, or a coupon issued at once. */
  kind: PointsItemKind;
  name: string;
  /** Picture address; none draws no picture. */
  image?: string;
  /** What the item is, one or two sentences. */
  description?: string;
  /** Points per unit. */
  points: number;
  /** Units left. */
  stock: number;
  /** Units one buyer may exchange in all; 0 = no limit. @default 0 */
  perBuyerLimit?: number;
  /** Units this buyer has exchanged already. @default 0 */
  exchanged?: number;
  /** Why the buyer cannot exchange now (e.g. 登录后兑换, 积分不足); the button is then off and says so. */
  unavailableReason?: string;
  /** An exchange is on its way: the button is busy. @default false */
  pending?: boolean;
  /** The buyer asks to exchange this many units (the app confirms and sends). */
  onExchange?: (quantity: number) => void;
}

/**
 * One points-mall item (/jfsc): picture, name, points per unit, stock and the per-buyer limit, and the quantity
 * with 立即兑换 — off, with the reason, when sold out, at the limit or when the app says why (signed out,
 * too few points).
 */
export function PointsItemCard({
  kind,
  name,
  image,
  description,
  points,
  stock,
  perBuyerLimit = 0,
  exchanged = 0,
  unavailableReason,
  pending = false,
  onExchange,
}: PointsItemCardProps) {
  const left = perBuyerLimit > 0 ? Math.min(stock, perBuyerLimit - exchanged) : stock;
  const [quantity, setQuantity] = useState(1);
  const reason = stock <= 0 ? '已兑完' : perBuyerLimit > 0 && left <= 0 ? '已达兑换上限' : unavailableReason;
  return (
    <Root data-ui="PointsItemCard" data-kind={kind} aria-label={name}>
      {image && <Picture src={image} alt="" loading="lazy" />}
      <Name>{name}</Name>
      <Cost>{points} 积分</Cost>
      <Terms>
        {POINTS_ITEM_KIND_TEXT[kind]} · 库存 {stock}
        {perBuyerLimit > 0 && ` · 每人限兑 ${perBuyerLimit}（已兑 ${exchanged}）`}
      </Terms>
      {description && <Terms>{description}</Terms>}
      <Actions>
        {!reason && (
          <QuantityStepper
            value={Math.min(quantity, left)}
            onValueChange={setQuantity}
            min={1}
            max={Math.max(1, left)}
            label={`${name} 兑换数量`}
            disabled={pending}
          />
        )}
        <Button
          disabled={Boolean(reason) || pending}
          aria-busy={pending || undefined}
          onClick={() => onExchange?.(Math.min(quantity, left))}
        >
          {reason ?? (pending ? '兑换中…' : '立即兑换')}
        </Button>
      </Actions>
    </Root>
  );
}

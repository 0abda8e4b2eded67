import { formatYuan, isZeroYuan } from '@yaocai/domain/print';
import { type ReactNode, useId } from 'react';
import { Thumb } from '../../internal/Thumb';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { type RenderLink, renderAnchor } from '../../link';
import { Checkbox } from '../Checkbox/Checkbox';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { GiftFlag, Goods, GoodsText, LineHint, Meta, Name, Parts, Unavailable } from './CartLine.styles';
import { CartLinePrice } from './CartLinePrice';
import { DeleteLine } from './DeleteLine';
import type { CartLineItem } from './types';

export interface CartLineProps {
  line: CartLineItem;
  /** Ticks or unticks lines: `(ids, selected)`, here always this one line. */
  onSelect?: (ids: number[], selected: boolean) => void;
  /** A new quantity, always a whole number of packages within the line's range. */
  onQuantityChange?: (id: number, quantity: number) => void;
  /** Called after the buyer confirms 确定删除该商品吗？ (spec §5). */
  onDelete?: (ids: number[]) => void;
  /** A change to this line is being saved: its controls are off until the server answers. @default false */
  busy?: boolean;
  /** Renders the name's link to the goods page, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/**
 * One cart line (spec §3 cart item) as a `<tbody>` of the cart table: the tick, goods (or a combination
 * with its parts), unit price, stepper with the ladder hint, amount and discount share, delete; a gift
 * row under it for each gift. Lines the buyer cannot buy stay unticked with the reason shown (spec §4).
 */
export function CartLine({
  line,
  onSelect,
  onQuantityChange,
  onDelete,
  busy = false,
  renderLink = renderAnchor,
}: CartLineProps) {
  const reasonId = useId();
  const unavailable = Boolean(line.unavailableReason);
  const name: ReactNode = line.href ? renderLink({ href: line.href, children: line.name }) : line.name;
  const hasDiscount = line.discountShare !== undefined && !isZeroYuan(line.discountShare);

  return (
    <tbody
      data-ui="CartLine"
      data-state={unavailable ? 'unavailable' : undefined}
      aria-busy={busy || undefined}
    >
      <tr>
        <td>
          <Checkbox
            label={<VisuallyHidden>选择 {line.name}</VisuallyHidden>}
            checked={line.selected && !unavailable}
            disabled={unavailable || busy}
            aria-describedby={unavailable ? reasonId : undefined}
            onChange={(event) => onSelect?.([line.id], event.currentTarget.checked)}
          />
        </td>
        <td>
          <Goods>
            <Thumb src={line.imageSrc} />
            <GoodsText>
              <Name>{name}</Name>
              {(line.spec || line.maker) && (
                <Meta>{[line.spec, line.maker].filter(Boolean).join(' ｜ ')}</Meta>
              )}
              {line.parts && line.parts.length > 0 && (
                <Parts aria-label={`${line.name}包含`}>
                  {line.parts.map((part) => (
                    // A set may hold one goods name in two specs.
                    <li key={`${part.name} ${part.spec ?? ''}`}>
                      {part.name}
                      {part.spec && ` ${part.spec}`} × {part.units}
                      {part.unit}
                    </li>
                  ))}
                </Parts>
              )}
              {unavailable && <Unavailable id={reasonId}>{line.unavailableReason}</Unavailable>}
              {line.freeShippingMissing != null && (
                <LineHint>
                  {line.freeShippingMissing > 0
                    ? `再买 ${line.freeShippingMissing} ${line.unit} 即可包邮`
                    : '已享单品包邮'}
                </LineHint>
              )}
            </GoodsText>
          </Goods>
        </td>
        <td>
          <CartLinePrice line={line} />
        </td>
        <td>
          <QuantityStepper
            value={line.quantity}
            step={line.step}
            min={line.min}
            max={line.max}
            unit={line.unit}
            label={`${line.name}采购数量`}
            disabled={busy}
            onValueChange={(quantity) => onQuantityChange?.(line.id, quantity)}
          />
          {line.ladderNext && (
            <LineHint role="status">
              再买 {line.ladderNext.missing} {line.unit} 可享 {formatYuan(line.ladderNext.price)}
            </LineHint>
          )}
        </td>
        <td data-align="end">
          <strong>{formatYuan(line.amount)}</strong>
          {hasDiscount && <Meta>满减分摊 -{formatYuan(line.discountShare as string)}</Meta>}
        </td>
        <td data-align="center">
          <DeleteLine name={line.name} disabled={busy} onConfirm={() => onDelete?.([line.id])} />
        </td>
      </tr>
      {line.gifts?.map((gift) => (
        <tr key={gift.name} data-kind="gift">
          <td />
          <td>
            <GiftFlag>赠品</GiftFlag> {gift.name}
          </td>
          <td>{formatYuan('0.00')}</td>
          <td>
            {gift.number}
            {gift.unit}
          </td>
          <td data-align="end">{formatYuan('0.00')}</td>
          <td />
        </tr>
      ))}
    </tbody>
  );
}

import { yuanToFen } from '@yaocai/domain/money';
import { formatFen, formatYuan } from '@yaocai/domain/print';
import { type ReactNode, useId, useState } from 'react';
import { Thumb } from '../../internal/Thumb';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Button } from '../Button/Button';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import {
  Buy,
  Hidden,
  Original,
  Part,
  Parts,
  PartText,
  Prices,
  Root,
  SetPrice,
  Stock,
  Title,
} from './ComboCard.styles';

/** One goods of the combination, per set (wire `combination.parts[]`). */
export interface ComboPart {
  name: string;
  spec?: string;
  maker?: string;
  imageSrc?: string;
  /** Units of this goods in one set. */
  units: number;
  /** Packaging unit (bzdw), e.g. 盒. */
  unit: string;
}

export interface ComboCardProps {
  /** e.g. 感冒护理组合装. */
  name: string;
  parts: readonly ComboPart[];
  /** Price of one set, yuan string; null when withheld (visitors): 登录可见. */
  price: string | null;
  /** What the parts cost bought separately, yuan string; struck through beside the set price. */
  originalPrice: string | null;
  /** Sets that can be bought now (the scarcest part decides); 0 is sold out. */
  stock: number;
  /** Adds the chosen number of sets to the cart (one type-3 line). */
  onAdd?: (quantity: number) => void;
  /** The add is under way: the button is busy and cannot be pressed twice. @default false */
  adding?: boolean;
  /** Shown with 登录可见 when prices are withheld, e.g. a 登录 link made with the app's router. */
  loginAction?: ReactNode;
}

/** Original − set price in whole fen, shown only when the set is cheaper. */
function savingText(price: string, originalPrice: string | null): string | null {
  if (originalPrice === null) return null;
  const saving = yuanToFen(originalPrice) - yuanToFen(price);
  return saving > 0 ? formatFen(saving) : null;
}

/**
 * A combination (组合购, /zhzq): its parts with units per set, the set price against the parts' price
 * (struck) and the saving, the stock, and a set stepper with 加入购物车. Visitors see 登录可见 and the
 * page's login link instead of prices and the add.
 */
export function ComboCard({
  name,
  parts,
  price,
  originalPrice,
  stock,
  onAdd,
  adding = false,
  loginAction,
}: ComboCardProps) {
  const titleId = useId();
  const [quantity, setQuantity] = useState(1);
  const soldOut = stock <= 0;
  const saving = price === null ? null : savingText(price, originalPrice);

  return (
    <Root data-ui="ComboCard" aria-labelledby={titleId}>
      <Title id={titleId}>{name}</Title>
      <Parts aria-label={`${name}包含`}>
        {parts.map((part) => (
          <Part key={part.name}>
            <Thumb src={part.imageSrc} size={56} />
            <PartText>
              <strong>{part.name}</strong>
              {part.spec && <span>{part.spec}</span>}
              {part.maker && <span>{part.maker}</span>}
              <span>
                每套 × {part.units}
                {part.unit}
              </span>
            </PartText>
          </Part>
        ))}
      </Parts>
      {price === null ? (
        <Hidden>
          <span>登录可见</span>
          {loginAction}
        </Hidden>
      ) : (
        <>
          <Prices>
            <span>
              组合价 <SetPrice>{formatYuan(price)}</SetPrice>/套
            </span>
            {originalPrice !== null && originalPrice !== price && (
              <Original>
                <VisuallyHidden>原价</VisuallyHidden>
                {formatYuan(originalPrice)}
              </Original>
            )}
            {saving && <span>立省 {saving}</span>}
          </Prices>
          <Stock>{soldOut ? '已售罄' : `库存 ${stock} 套`}</Stock>
          <Buy>
            <QuantityStepper
              value={quantity}
              onValueChange={setQuantity}
              min={1}
              max={stock}
              unit="套"
              label={`${name}购买套数`}
            />
            <Button disabled={soldOut} loading={adding} onClick={() => onAdd?.(quantity)}>
              加入购物车
            </Button>
          </Buy>
        </>
      )}
    </Root>
  );
}

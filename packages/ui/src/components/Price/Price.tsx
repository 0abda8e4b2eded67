import { formatFen } from '../../internal/money';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Amount, LoginToSee, Original, type PriceSize, Root } from './Price.styles';

export type { PriceSize };

export interface PriceProps {
  /** The price in integer fen, e.g. 1250 for ¥12.50. */
  priceFen: number;
  /** The price before a discount, in fen; shown struck through after the price. */
  originalPriceFen?: number;
  /** Text size of the amount. @default 'md' */
  size?: PriceSize;
  /** Visitor mode: prices are for signed-in buyers only, so show 登录可见 instead. @default false */
  hidden?: boolean;
}

/** A price in yuan from integer fen, optionally with the struck-through original price. */
export function Price({ priceFen, originalPriceFen, size = 'md', hidden = false }: PriceProps) {
  if (hidden) {
    return (
      <Root data-ui="Price" data-state="hidden">
        <LoginToSee $size={size}>登录可见</LoginToSee>
      </Root>
    );
  }
  return (
    <Root data-ui="Price">
      <Amount $size={size}>{formatFen(priceFen)}</Amount>
      {originalPriceFen !== undefined && originalPriceFen !== priceFen && (
        <Original>
          {/* Screen readers do not announce <del>, so say what the second amount is. */}
          <VisuallyHidden>原价</VisuallyHidden>
          {formatFen(originalPriceFen)}
        </Original>
      )}
    </Root>
  );
}

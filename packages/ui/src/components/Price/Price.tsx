import { formatFen } from '@yaocai/domain/print';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Amount, LoginToSee, Original, type PriceSize, Root } from './Price.styles';

export type { PriceSize };

export interface PriceProps {
  /** The price in integer fen, e.g. 1250 for ¥12.50; null when the server withholds it (visitors). */
  priceFen: number | null;
  /** The price before a discount, in fen; shown struck through after the price. */
  originalPriceFen?: number;
  /** Text size of the amount. @default 'md' */
  size?: PriceSize;
  /** Shown instead of an amount when `priceFen` is null. @default '登录可见' */
  hiddenLabel?: string;
}

/**
 * A price in yuan from integer fen, optionally with the struck-through original price. Whether a
 * price is hidden comes from the data (the server sends null to whoever may not see it), not from a
 * sign-in flag on the client.
 */
export function Price({ priceFen, originalPriceFen, size = 'md', hiddenLabel = '登录可见' }: PriceProps) {
  if (priceFen === null) {
    return (
      <Root data-ui="Price" data-state="hidden">
        <LoginToSee $size={size}>{hiddenLabel}</LoginToSee>
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

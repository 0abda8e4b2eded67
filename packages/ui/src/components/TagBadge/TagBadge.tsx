import { tagTone } from '@yaocai/domain/tags';
import type { HTMLAttributes } from 'react';
import { Root } from './TagBadge.styles';

/** How the 换购 (trade-up) tag is coloured; the site uses both depending on the campaign. */
export type TradeUpVariant = 'blue' | 'amber';

export interface TagBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Tag name from the goods' `tags[].name`, e.g. 优, 秒, 满, 换购, 赠, 特, 新. */
  name: string;
  /** Longer explanation from `tags[].describe`, shown as the native tooltip. */
  describe?: string;
  /** Colour of the 换购 tag; other tags ignore it. @default 'blue' */
  tradeUpVariant?: TradeUpVariant;
}

/** A small coloured product tag; the colour follows the tag name. */
export function TagBadge({ name, describe, tradeUpVariant = 'blue', ...rest }: TagBadgeProps) {
  return (
    <Root
      data-ui="TagBadge"
      $tone={tagTone(name, { exchangeAmber: tradeUpVariant === 'amber' })}
      title={describe}
      {...rest}
    >
      {name}
    </Root>
  );
}

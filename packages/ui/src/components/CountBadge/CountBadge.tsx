import { Root } from './CountBadge.styles';

export interface CountBadgeProps {
  /** The number to show: cart lines, unread messages, orders awaiting payment. */
  count: number;
  /** Largest number shown before it becomes "{max}+" (spec §9 caps badges at 99). @default 99 */
  max?: number;
  /** What the number counts, read by screen readers, e.g. `购物车中有 3 种商品`. */
  label: string;
}

/** A red count bubble that caps at 99+; renders nothing for zero. */
export function CountBadge({ count, max = 99, label }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <Root data-ui="CountBadge" role="img" aria-label={label}>
      {count > max ? `${max}+` : count}
    </Root>
  );
}

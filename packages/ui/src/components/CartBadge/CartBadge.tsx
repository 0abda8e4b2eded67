import { Root } from './CartBadge.styles';

/** The cart badge tops out at 99 (spec §9); larger counts read "99+". */
const DEFAULT_MAX = 99;

export interface CartBadgeProps {
  /** Number of lines in the cart (or unread messages, when reused elsewhere). */
  count: number;
  /** Largest number shown before it becomes "{max}+". @default 99 */
  max?: number;
  /** Accessible label; the visible number alone means nothing to a screen reader. @default `购物车中有 ${count} 种商品` */
  label?: string;
}

/** A red count bubble; renders nothing when the count is zero. */
export function CartBadge({ count, max = DEFAULT_MAX, label }: CartBadgeProps) {
  if (count <= 0) return null;
  return (
    <Root data-ui="CartBadge" role="img" aria-label={label ?? `购物车中有 ${count} 种商品`}>
      {count > max ? `${max}+` : count}
    </Root>
  );
}

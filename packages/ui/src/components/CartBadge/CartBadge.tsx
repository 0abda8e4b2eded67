import { CountBadge } from '../CountBadge/CountBadge';

export interface CartBadgeProps {
  /** Number of lines in the cart (or unread messages, when reused elsewhere). */
  count: number;
  /** Largest number shown before it becomes "{max}+". @default 99 */
  max?: number;
  /** Accessible label; the visible number alone means nothing to a screen reader. @default `购物车中有 ${count} 种商品` */
  label?: string;
}

/** The cart's count bubble: a CountBadge that says what it counts. */
export function CartBadge({ count, max, label }: CartBadgeProps) {
  return <CountBadge count={count} max={max} label={label ?? `购物车中有 ${count} 种商品`} />;
}

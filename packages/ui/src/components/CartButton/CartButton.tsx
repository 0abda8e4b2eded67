import { type RenderLink, renderAnchor } from '../../link';
import { CartBadge } from '../CartBadge/CartBadge';
import { Root } from './CartButton.styles';

export interface CartButtonProps {
  /** Number of lines in the cart (`user.cart`); the badge hides at 0 and caps at 99+. */
  count: number;
  /** Where the button goes. @default '/cart' */
  href?: string;
  /** Renders the link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/** The 我的购物车 button in the header, with the cart count. */
export function CartButton({ count, href = '/cart', renderLink = renderAnchor }: CartButtonProps) {
  return (
    <Root data-ui="CartButton">
      {renderLink({
        href,
        children: (
          <>
            我的购物车
            <CartBadge count={count} />
          </>
        ),
      })}
    </Root>
  );
}

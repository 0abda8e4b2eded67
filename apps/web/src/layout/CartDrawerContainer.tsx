import { CART_FILTER_ALL } from '@yaocai/domain';
import { CartDrawer } from '@yaocai/ui';
import { useEffect, useState } from 'react';
import { toCartLineItem } from '../components/cart/cart-line-item';
import { useCart, useDeleteCartLines } from '../data/use-cart';
import { cartChanged, useCartChanged } from '../lib/cart-changed';
import { renderRouterLink } from '../lib/render-link';

/**
 * The toolbar's cart drawer (spec §2 layout, §4): every line with delete (after 确定删除该商品吗？), the item
 * count and total, and 去购物车结算. It is mounted only while open, so the list is read when the buyer opens it.
 */
export function CartDrawerContainer() {
  const cart = useCart(CART_FILTER_ALL);
  const remove = useDeleteCartLines();
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const changed = useCartChanged();
  const { retry } = cart;
  // Spec §4: a cart write raises the flag; the drawer reloads its list on seeing it (on opening, or while open).
  useEffect(() => {
    if (!changed) return;
    cartChanged.clear();
    retry();
  }, [changed, retry]);

  const state = cart.data;
  return (
    <CartDrawer
      lines={state ? state.data.map((line) => toCartLineItem(line, state.gifts)) : []}
      total={state?.totals.total ?? '0.00'}
      status={state ? 'ready' : cart.error ? 'error' : 'loading'}
      onRetry={retry}
      onDelete={(ids) => {
        setBusyIds(ids);
        void remove.run(ids).finally(() => setBusyIds([]));
      }}
      busyIds={busyIds}
      cartHref="/cart"
      renderLink={renderRouterLink}
    />
  );
}

import { CART_FILTER_ALL } from '@yaocai/domain';
import { CartDrawer, ListState } from '@yaocai/ui';
import { useEffect, useState } from 'react';
import { useCart, useDeleteCartLines } from '../data/use-cart';
import { cartChanged, useCartChanged } from '../lib/cart-changed';
import { renderRouterLink } from '../lib/render-link';
import { DeleteConfirm, type PendingDelete } from '../pages/cart/DeleteConfirm';

/**
 * The toolbar's cart drawer (spec §2 layout, §4): every line with delete, the item count and total, and
 * 去购物车结算. Mounted only while the drawer is open, so the list is read when the buyer opens it.
 */
export function CartDrawerContainer({ onLeave }: { onLeave: () => void }) {
  const cart = useCart(CART_FILTER_ALL);
  const remove = useDeleteCartLines();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const changed = useCartChanged();
  const { retry } = cart;
  // Spec §4: the drawer reloads its list when a cart write has raised the flag (on opening, or while open).
  useEffect(() => {
    if (!changed) return;
    cartChanged.clear();
    retry();
  }, [changed, retry]);
  if (!cart.data)
    return (
      <ListState
        status={cart.error ? 'error' : 'loading'}
        loadingText="正在加载购物车…"
        errorText="购物车加载失败"
        onRetry={cart.retry}
      />
    );
  return (
    <>
      <CartDrawer
        lines={cart.data.data}
        totals={cart.data.totals}
        cartHref="/cart"
        onDelete={(id) => setPendingDelete({ ids: [id], batch: false })}
        onNavigate={onLeave}
        renderLink={renderRouterLink}
      />
      <DeleteConfirm
        pending={pendingDelete}
        onConfirm={(ids) => void remove.run(ids)}
        onClose={() => setPendingDelete(null)}
      />
    </>
  );
}

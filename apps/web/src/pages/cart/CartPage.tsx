import { CART_FILTER_ALL, type CartState } from '@yaocai/domain';
import { Button, CartTable, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useCart,
  useCopyCartLines,
  useDeleteCartLines,
  useEditCartLine,
  useSelectCartLines,
} from '../../data/use-cart';
import { goodsHref } from '../../data/use-goods';
import { PageHeading, PageWidth, TextLink } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { CartFilters } from './CartFilters';
import { Aside, Layout, Toolbar } from './CartPage.styles';
import { CopyToStores } from './CopyToStores';
import { ShippingStatus, TierProgress, Totals } from './cart-views';
import { checkoutHref } from './checkout-link';
import { DeleteConfirm, type PendingDelete } from './DeleteConfirm';

/** `?filters=` of the address bar: a value the cart offers, else every line (spec §9 default 99999). */
function filterFrom(params: URLSearchParams): number {
  const value = Number(params.get('filters'));
  return Number.isInteger(value) && params.has('filters') ? value : CART_FILTER_ALL;
}

/** The lines that count towards the totals: what 去结算 carries to step 2. */
const countedIds = (cart: CartState) => cart.data.filter((line) => line.counted === 1).map((line) => line.id);
const selectedIds = (cart: CartState) =>
  cart.data.filter((line) => line.is_selected === 1).map((line) => line.id);

/** /cart — step 1 (spec §2 Cart: cart_step1): the lines as the server priced them, and what to do with them. */
export function CartPage() {
  const [params] = useSearchParams();
  const filters = filterFrom(params);
  const cart = useCart(filters);
  const navigate = useNavigate();
  const edit = useEditCartLine();
  const select = useSelectCartLines();
  const remove = useDeleteCartLines();
  const copy = useCopyCartLines();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [copying, setCopying] = useState(false);

  const state = cart.data;
  const heading = <PageHeading>我的购物车{state ? `（${state.totals.lines}）` : ''}</PageHeading>;
  if (!state) {
    return (
      <PageWidth>
        {heading}
        <ListState
          status={cart.error ? 'error' : 'loading'}
          loadingText="正在加载购物车…"
          errorText="购物车加载失败，请稍后重试"
          onRetry={cart.retry}
        />
      </PageWidth>
    );
  }

  // While a write is on its way the figures are about to change: they are marked busy, 去结算 waits.
  const busy = select.pending || edit.pending || remove.pending;
  const selected = selectedIds(state);
  const counted = countedIds(state);
  return (
    <PageWidth>
      {heading}
      <CartFilters filterData={state.filter_data} />
      {state.data.length === 0 ? (
        <ListState
          status="empty"
          emptyText={filters === CART_FILTER_ALL ? '购物车还是空的' : '这一类下没有商品'}
        >
          <TextLink to="/list">去挑选商品</TextLink>
        </ListState>
      ) : (
        <Layout>
          <div>
            <Toolbar aria-label="批量操作">
              <Button
                variant="secondary"
                size="sm"
                disabled={selected.length === 0}
                onClick={() => setPendingDelete({ ids: selected, batch: true })}
              >
                删除选中
              </Button>
              {state.other_stores.length > 0 && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={selected.length === 0}
                  aria-expanded={copying}
                  onClick={() => setCopying((open) => !open)}
                >
                  复制到其他门店
                </Button>
              )}
            </Toolbar>
            {copying && (
              <CopyToStores
                stores={state.other_stores}
                lineCount={selected.length}
                pending={copy.pending}
                onCopy={async (storeIds) => (await copy.run(selected, storeIds)) !== undefined}
                onClose={() => setCopying(false)}
              />
            )}
            <CartTable
              lines={state.data}
              gifts={state.gifts}
              busy={busy}
              onSelect={(ids, isSelected) => void select.run(ids, isSelected)}
              onQuantityChange={(id, number) => void edit.run(id, number)}
              onDelete={(id) => setPendingDelete({ ids: [id], batch: false })}
              goodsHref={goodsHref}
              renderLink={renderRouterLink}
            />
          </div>
          <Aside>
            <TierProgress manjians={state.activity_data.manjians} />
            <ShippingStatus shipping={state.shipping_data} />
            <Totals
              totals={state.totals}
              busy={busy}
              action={
                <Button disabled={counted.length === 0 || busy} onClick={() => navigate(checkoutHref(counted))}>
                  去结算
                </Button>
              }
            />
          </Aside>
        </Layout>
      )}
      <DeleteConfirm
        pending={pendingDelete}
        onConfirm={(ids) => void remove.run(ids)}
        onClose={() => setPendingDelete(null)}
      />
    </PageWidth>
  );
}

import { CART_FILTER_ALL, type CartState } from '@yaocai/domain';
import { Button, CartTable, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toCartLineItem } from '../../components/cart/cart-line-item';
import {
  useCart,
  useCopyCartLines,
  useDeleteCartLines,
  useEditCartLine,
  useSelectCartLines,
} from '../../data/use-cart';
import { PageHeading, PageWidth, TextLink } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { CartFilters } from './CartFilters';
import { Aside, Layout } from './CartPage.styles';
import { CopyToStores } from './CopyToStores';
import { ShippingStatus, StoreWideStatus, TierProgress, Totals } from './cart-views';
import { checkoutHref } from './checkout-link';

/** `?filters=` of the address bar, else every line (spec §9: default 99999); the server refuses unknown values. */
function filterFrom(params: URLSearchParams): number {
  const value = Number(params.get('filters'));
  return params.has('filters') && Number.isInteger(value) ? value : CART_FILTER_ALL;
}

/** The lines the totals count (selected, buyable, in stock): what 去结算 takes to step 2. */
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
  const [copying, setCopying] = useState(false);
  // The lines a write is saving: their controls wait for the server's answer.
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const track = (ids: number[], write: Promise<unknown>) => {
    setBusyIds(ids);
    void write.finally(() => setBusyIds([]));
  };

  const state = cart.data;
  const busy = select.pending || edit.pending || remove.pending;
  const selected = state ? selectedIds(state) : [];
  const counted = state ? countedIds(state) : [];

  return (
    <PageWidth>
      <PageHeading>我的购物车{state ? `（${state.totals.lines}）` : ''}</PageHeading>
      {state && <CartFilters filterData={state.filter_data} />}
      {state && state.data.length === 0 && filters !== CART_FILTER_ALL ? (
        // The table's empty state says the cart is empty; under a filter only that kind of line is missing.
        <ListState status="empty" emptyText="购物车里没有这一类商品">
          <TextLink to="/cart">查看全部商品</TextLink>
        </ListState>
      ) : (
        <Layout>
          <div>
            <CartTable
              lines={state ? state.data.map((line) => toCartLineItem(line, state.gifts)) : []}
              status={state ? 'ready' : cart.error ? 'error' : 'loading'}
              onRetry={cart.retry}
              emptyAction={<TextLink to="/list">去挑选商品</TextLink>}
              onSelect={(ids, on) => track(ids, select.run(ids, on))}
              onQuantityChange={(id, number) => track([id], edit.run(id, number))}
              onDelete={(ids) => track(ids, remove.run(ids))}
              busyIds={busyIds}
              renderLink={renderRouterLink}
              batchActions={
                state && state.other_stores.length > 0 ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={selected.length === 0}
                    aria-expanded={copying}
                    onClick={() => setCopying((open) => !open)}
                  >
                    复制到其他门店
                  </Button>
                ) : null
              }
            />
            {state && copying && (
              <CopyToStores
                stores={state.other_stores}
                lineCount={selected.length}
                pending={copy.pending}
                onCopy={async (storeIds) => (await copy.run(selected, storeIds)) !== undefined}
                onClose={() => setCopying(false)}
              />
            )}
          </div>
          {state && state.data.length > 0 && (
            <Aside aria-label="结算">
              <StoreWideStatus storeWide={state.activity_data.store_wide} />
              <TierProgress manjians={state.activity_data.manjians} />
              <ShippingStatus shipping={state.shipping_data} />
              <Totals
                totals={state.totals}
                busy={busy}
                action={
                  <Button
                    disabled={counted.length === 0 || busy}
                    onClick={() => navigate(checkoutHref(counted))}
                  >
                    去结算
                  </Button>
                }
              />
            </Aside>
          )}
        </Layout>
      )}
    </PageWidth>
  );
}

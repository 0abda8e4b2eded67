import type { CartCheckout } from '@yaocai/domain';
import { CartTable, ListState } from '@yaocai/ui';
import { useSearchParams } from 'react-router-dom';
import { useCheckoutPreview } from '../../data/use-cart';
import { goodsHref } from '../../data/use-goods';
import { PageHeading, PageWidth, Panel, TextLink } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { Aside, Layout } from './CartPage.styles';
import { ShippingStatus, Totals, TierProgress } from './cart-views';
import { checkoutIds } from './checkout-link';

const BACK = <TextLink to="/cart">返回购物车修改</TextLink>;

function AddressBlock({ address }: { address: CartCheckout['address'] }) {
  return (
    <Panel aria-labelledby="checkout-address">
      <h2 id="checkout-address">收货信息</h2>
      {address ? (
        <p>
          {address.company}　{address.region} {address.address}
        </p>
      ) : (
        <p>还没有收货地址，请联系您的专属客服登记</p>
      )}
    </Panel>
  );
}

/**
 * /cart/step2 — check order information (spec §2 Cart: cart_step2): the server's priced preview of the lines
 * chosen on step 1 (`?ids=`). Submitting the order belongs to the orders issue, so there is no submit button
 * here yet, only the way back to the cart.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const ids = checkoutIds(params);
  const preview = useCheckoutPreview(ids ?? []);
  const heading = <PageHeading>确认订单信息</PageHeading>;

  if (ids === null || (preview.data && preview.data.data.length === 0)) {
    return (
      <PageWidth>
        {heading}
        <ListState status="empty" emptyText="没有要结算的商品，请先在购物车中勾选商品">
          {BACK}
        </ListState>
      </PageWidth>
    );
  }
  const checkout = preview.data;
  if (!checkout) {
    return (
      <PageWidth>
        {heading}
        <ListState
          status={preview.error ? 'error' : 'loading'}
          loadingText="正在核算订单金额…"
          errorText="订单信息加载失败，请稍后重试"
          onRetry={preview.retry}
        >
          {preview.error ? BACK : null}
        </ListState>
      </PageWidth>
    );
  }
  return (
    <PageWidth>
      {heading}
      <AddressBlock address={checkout.address} />
      <Layout>
        <CartTable
          lines={checkout.data}
          gifts={checkout.gifts}
          readOnly
          goodsHref={goodsHref}
          renderLink={renderRouterLink}
        />
        <Aside>
          <TierProgress manjians={checkout.activity_data.manjians} />
          <ShippingStatus shipping={checkout.shipping_data} />
          <Totals totals={checkout.totals} />
          {BACK}
        </Aside>
      </Layout>
    </PageWidth>
  );
}

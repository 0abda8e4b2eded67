import { type CartCheckout, type CartLine, yuanToFen } from '@yaocai/domain';
import { DataTable, type DataTableColumn, ListState, Price } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCheckoutPreview } from '../../data/use-cart';
import { PageHeading, PageWidth, Panel, TextLink } from '../../layout/page.styles';
import { Aside, Layout } from './CartPage.styles';
import { ShippingStatus, TierProgress, Totals } from './cart-views';
import { checkoutIds } from './checkout-link';

const backToCart = <TextLink to="/cart">返回购物车修改</TextLink>;

const yuan = (amount: string) => <Price priceFen={yuanToFen(amount)} size="sm" />;

/**
 * The preview's lines, read-only: each with what it pays after its share of the full-amount reduction (the
 * per-line figure an invoice and a medical-insurance upload take).
 */
function previewColumns(checkout: CartCheckout): DataTableColumn<CartLine>[] {
  const giftsOf = (line: CartLine) => checkout.gifts.filter((gift) => gift.for_line_id === line.id);
  return [
    {
      key: 'name',
      header: '商品',
      rowHeader: true,
      cell: (line) => {
        const spec = line.goods?.ypgg;
        return (
          <>
            {line.combination?.name ?? line.goods?.name}
            {spec && ` ${spec}`}
            {giftsOf(line).map((gift) => (
              <div key={gift.goods_id}>
                赠品：{gift.name} × {gift.number}
                {gift.bzdw}
              </div>
            ))}
          </>
        );
      },
    },
    { key: 'price', header: '单价', align: 'end', cell: (line) => yuan(line.price) },
    { key: 'number', header: '数量', align: 'end', cell: (line) => line.number },
    { key: 'amount', header: '金额', align: 'end', cell: (line) => yuan(line.amount) },
    { key: 'discount', header: '满减', align: 'end', cell: (line) => yuan(line.goods_manjian_amount) },
    { key: 'payable', header: '应付', align: 'end', cell: (line) => yuan(line.payable) },
  ];
}

function AddressBlock({ address }: { address: CartCheckout['address'] }) {
  return (
    <Panel aria-labelledby="checkout-address">
      <h2 id="checkout-address">收货信息</h2>
      <p>
        {address
          ? `${address.company}　${address.region} ${address.address}`
          : '还没有收货地址，请联系您的专属客服登记'}
      </p>
    </Panel>
  );
}

/**
 * /cart/step2 — check order information (spec §2 Cart: cart_step2): the server's priced preview of the lines
 * chosen on step 1 (`?ids=`). Submitting the order belongs to the orders issue: there is no submit button
 * until it lands, only the way back to the cart.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const ids = checkoutIds(params);
  const preview = useCheckoutPreview(ids ?? []);
  const checkout = preview.data;
  const counted = checkout?.data.filter((line) => line.counted === 1) ?? [];

  let body: ReactNode;
  if (ids === null || (checkout && counted.length === 0)) {
    body = (
      <ListState status="empty" emptyText="没有要结算的商品，请先在购物车中勾选商品">
        {backToCart}
      </ListState>
    );
  } else if (!checkout) {
    body = (
      <ListState
        status={preview.error ? 'error' : 'loading'}
        loadingText="正在核算订单金额…"
        errorText="订单信息加载失败，请稍后重试"
        onRetry={preview.retry}
      >
        {preview.error ? backToCart : null}
      </ListState>
    );
  } else {
    body = (
      <>
        <AddressBlock address={checkout.address} />
        <Layout>
          <DataTable
            caption="商品清单"
            columns={previewColumns(checkout)}
            rows={counted}
            rowKey={(line) => line.id}
          />
          <Aside aria-label="结算">
            <TierProgress manjians={checkout.activity_data.manjians} />
            <ShippingStatus shipping={checkout.shipping_data} />
            <Totals totals={checkout.totals} />
            {backToCart}
          </Aside>
        </Layout>
      </>
    );
  }
  return (
    <PageWidth>
      <PageHeading>确认订单信息</PageHeading>
      {body}
    </PageWidth>
  );
}

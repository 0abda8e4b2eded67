import { type CartCheckout, type CartLine, type InvoiceType, yuanToFen } from '@yaocai/domain';
import { Button, CartLinePrice, DataTable, type DataTableColumn, ListState, Price } from '@yaocai/ui';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CONTRACT_NOTICE_MS } from '../../api/catalogue';
import { toCartLineItem } from '../../components/cart/cart-line-item';
import { useAddresses } from '../../data/use-address';
import { useCheckoutPreview } from '../../data/use-cart';
import { useCreateOrder } from '../../data/use-checkout';
import { feedback } from '../../feedback/feedback';
import { PageHeading, PageWidth, TextLink } from '../../layout/page.styles';
import { contractHref, doneHref, payHref } from '../../lib/order-links';
import { Aside, Layout, SubmitBlock } from './CartPage.styles';
import { ShippingStatus, StoreWideStatus, TierProgress, Totals } from './cart-views';
import { CashVoucherChoice } from './cash-voucher-choice';
import { AddressChoice, CouponChoice, InvoiceChoice, RemarkField } from './checkout-choices';
import { checkoutIds } from './checkout-link';
import { ContractRenewalNotice } from './contract-renewal-notice';

const backToCart = <TextLink to="/cart">返回购物车修改</TextLink>;

const yuan = (amount: string) => <Price priceFen={yuanToFen(amount)} size="sm" />;

/**
 * The preview's lines, read-only: each with the unit price the pricing engine charged (a promotion's price for
 * the units that got it, as on step 1) and what it pays after its share of the full-amount reduction (the
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
    {
      key: 'price',
      header: '单价',
      align: 'end',
      cell: (line) => <CartLinePrice line={toCartLineItem(line, checkout.gifts)} />,
    },
    { key: 'number', header: '数量', align: 'end', cell: (line) => line.number },
    { key: 'amount', header: '金额', align: 'end', cell: (line) => yuan(line.amount) },
    {
      key: 'store_wide',
      header: '全场折扣',
      align: 'end',
      cell: (line) => yuan(line.store_wide_amount ?? '0.00'),
    },
    { key: 'discount', header: '满减', align: 'end', cell: (line) => yuan(line.goods_manjian_amount) },
    { key: 'payable', header: '应付', align: 'end', cell: (line) => yuan(line.payable) },
  ];
}

/**
 * /cart/step2 — check order information (spec §2 Cart: cart_step2): the server's priced preview of the lines
 * chosen on step 1 (`?ids=`), the delivery address, invoice, coupon and remark, then one summary with the total
 * after every discount and 提交订单 after everything it submits (issues #9, #20 §6):
 * POST /api/order → /cart/step3/:id. A 409 (stock short, coupon used) has been shown by the request layer
 * and the preview is asked again; a 459 goes to /dzht, which comes back here after signing.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ids = checkoutIds(params);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>('none');
  /** undefined until the buyer picks: the server's choice (its best usable coupon) stands. */
  const [couponChoice, setCouponChoice] = useState<number | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const [voucherChoice, setVoucherChoice] = useState<number[]>([]);
  const preview = useCheckoutPreview(ids ?? [], couponChoice, voucherChoice);
  const checkout = preview.data;
  const counted = checkout?.data.filter((line) => line.counted === 1) ?? [];
  const addresses = useAddresses().data;
  const chosenAddress =
    addressId ?? addresses?.find((address) => address.is_default === 1)?.id ?? addresses?.[0]?.id ?? null;
  // The order carries the coupon of the preview on screen, so what is shown is what is ordered.
  const couponId = checkout?.coupon_id ?? 0;
  const voucherIds =
    checkout?.cash_vouchers.filter((voucher) => voucher.chosen === 1).map((voucher) => voucher.id) ?? [];

  const create = useCreateOrder({
    // An order of ¥0 is paid on creation (docs/orders-and-payment.md): straight to step 4.
    onSuccess: ({ data }) =>
      navigate(data.status === 'paid' ? doneHref(data.order_id) : payHref(data.order_id)),
    onError: (error) => {
      if (error.status === 409) preview.retry();
      if (error.status === 459) {
        feedback.toast(error.message, 'warning', CONTRACT_NOTICE_MS);
        const back = `${location.pathname}${location.search}`;
        setTimeout(() => navigate(contractHref(back)), CONTRACT_NOTICE_MS);
      }
    },
  });
  const submit = () => {
    if (chosenAddress === null) {
      feedback.toast('请先选择收货地址', 'error');
      return;
    }
    void create.run({
      address_id: chosenAddress,
      invoice_type: invoiceType,
      coupon_id: couponId,
      cash_voucher_ids: voucherIds,
      remark: remark.trim(),
    });
  };

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
        <ContractRenewalNotice />
        <AddressChoice value={chosenAddress} onChange={setAddressId} />
        <Layout>
          <DataTable
            caption="商品清单"
            columns={previewColumns(checkout)}
            rows={counted}
            rowKey={(line) => line.id}
          />
          <Aside aria-label="满减与运费">
            <StoreWideStatus storeWide={checkout.activity_data.store_wide} />
            <TierProgress manjians={checkout.activity_data.manjians} />
            <ShippingStatus shipping={checkout.shipping_data} />
          </Aside>
        </Layout>
        <InvoiceChoice value={invoiceType} onChange={setInvoiceType} />
        <CouponChoice
          coupons={checkout.coupons}
          // The buyer's pick until its preview has answered, then the coupon the server applied.
          value={preview.current ? couponId : (couponChoice ?? couponId)}
          onChange={setCouponChoice}
          busy={!preview.current || preview.isValidating}
        />
        <CashVoucherChoice
          vouchers={checkout.cash_vouchers}
          discount={checkout.cash_voucher_discount}
          chosen={voucherChoice}
          onChange={setVoucherChoice}
          busy={!preview.current || preview.isValidating}
        />
        <RemarkField value={remark} onChange={setRemark} />
        <SubmitBlock>
          <Totals
            totals={checkout.totals}
            couponDiscount={checkout.coupon_discount}
            payable={checkout.payable}
            busy={!preview.current || preview.isValidating}
            action={
              <Button
                size="lg"
                loading={create.pending}
                disabled={!preview.current || preview.isValidating || chosenAddress === null}
                onClick={submit}
              >
                {create.pending ? '提交中…' : '提交订单'}
              </Button>
            }
          />
          {backToCart}
        </SubmitBlock>
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

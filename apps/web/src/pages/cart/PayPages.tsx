import { ORDER_STATUS_TEXT, yuanToFen } from '@yaocai/domain';
import { ButtonLink, ListState, Price } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePayOptions } from '../../data/use-checkout';
import { PageHeading, PageWidth, Panel, TextLink } from '../../layout/page.styles';
import { orderHref, payHref } from '../../lib/order-links';
import { renderRouterLink } from '../../lib/render-link';
import { PayPanel } from './PayPanel';

/** A positive order id from the address, or null. */
function orderIdOf(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const NoOrder = () => (
  <ListState status="empty" emptyText="没有找到要支付的订单">
    <TextLink to="/order">查看我的订单</TextLink>
  </ListState>
);

/** /cart/step3/:id (alias /cart_step3/:id) — pay the order just placed (spec §2 Cart, issue #9 §3). */
export function PayPage() {
  const orderId = orderIdOf(useParams().id);
  return (
    <PageWidth>
      <PageHeading>订单支付</PageHeading>
      {orderId ? <PayPanel orderId={orderId} /> : <NoOrder />}
    </PageWidth>
  );
}

/** /cart/hm?order_id= — pay an existing unpaid order (from the order centre), with step 3's panel. */
export function PayExistingPage() {
  const orderId = orderIdOf(useSearchParams()[0].get('order_id'));
  return (
    <PageWidth>
      <PageHeading>支付订单</PageHeading>
      {orderId ? <PayPanel orderId={orderId} /> : <NoOrder />}
    </PageWidth>
  );
}

/** /cart/step4?order_id= — paid: the order number and amount, 查看订单 and 继续采购. */
export function PaidPage() {
  const orderId = orderIdOf(useSearchParams()[0].get('order_id'));
  const options = usePayOptions(orderId);
  const data = options.data;
  let body: ReactNode;
  if (!orderId) body = <NoOrder />;
  else if (!data)
    body = (
      <ListState
        status={options.error ? 'error' : 'loading'}
        loadingText="正在确认支付结果…"
        errorText="支付结果加载失败，请稍后重试"
        onRetry={options.retry}
      />
    );
  else if (data.order_status === 'unpaid')
    body = (
      <ListState status="empty" emptyText="该订单尚未支付">
        <TextLink to={payHref(orderId)}>去支付</TextLink>
      </ListState>
    );
  else
    body = (
      <Panel aria-labelledby="paid-heading">
        <h2 id="paid-heading">支付成功</h2>
        <p>
          订单号：{data.order_sn}　实付金额：
          <Price priceFen={yuanToFen(data.total)} size="sm" />
          　订单状态：
          {ORDER_STATUS_TEXT[data.order_status]}
        </p>
        <p>
          <ButtonLink href={orderHref(orderId)} renderLink={renderRouterLink}>
            查看订单
          </ButtonLink>{' '}
          <TextLink to="/">继续采购</TextLink>
        </p>
      </Panel>
    );
  return (
    <PageWidth>
      <PageHeading>支付完成</PageHeading>
      {body}
    </PageWidth>
  );
}

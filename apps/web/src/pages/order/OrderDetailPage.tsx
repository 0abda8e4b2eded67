import {
  beijingDateTime,
  formatYuan,
  INVOICE_TYPE_TEXT,
  type OrderDetail,
  type OrderLine,
  type OrderPayment,
  PAY_METHOD_TEXT,
  PAYMENT_STATUS_TEXT,
} from '@yaocai/domain';
import { DataTable, OrderStatusBadge, OrderTimeline, ShipmentCard, shipmentCardProps } from '@yaocai/ui';
import { Link, useParams } from 'react-router-dom';
import { AskServiceButton } from '../../components/chat/AskServiceButton';
import { ReadStatus } from '../../components/member/ReadStatus';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useOrder } from '../../data/use-orders';
import { PageHeading } from '../../layout/page.styles';
import { deliveryNoteHref, orderExportHref } from '../../lib/order-links';
import { yuanColumn } from '../../lib/yuan-column';
import { AfterSaleApply } from './AfterSaleApply';
import { OrderActions } from './OrderActions';
import { Amounts, Facts, Head, Parcels, Section } from './OrderDetailPage.styles';

const lineColumns = [
  {
    key: 'name',
    header: '商品',
    rowHeader: true,
    cell: (line: OrderLine) => (
      <>
        {line.goods_id ? <Link to={`/list_info/${line.goods_id}`}>{line.name}</Link> : line.name}
        {line.is_gift === 1 && '（赠品）'}
        <br />
        {line.ypgg} {line.sccj}
        <br />
        批准文号：{line.pzwh}
      </>
    ),
  },
  {
    key: 'number',
    header: '数量',
    align: 'end' as const,
    cell: (line: OrderLine) => `${line.number}${line.bzdw}`,
  },
  yuanColumn('price', '单价', (line: OrderLine) => line.price),
  yuanColumn('amount', '金额', (line: OrderLine) => line.amount),
  yuanColumn('discount', '优惠', (line: OrderLine) => line.discount),
  yuanColumn('final', '成交单价', (line: OrderLine) => line.final_price),
  yuanColumn('payable', '小计', (line: OrderLine) => line.payable),
];

const paymentColumns = [
  {
    key: 'method',
    header: '支付方式',
    rowHeader: true,
    cell: (p: OrderPayment) => PAY_METHOD_TEXT[p.method],
  },
  yuanColumn('amount', '金额', (p: OrderPayment) => p.amount),
  { key: 'status', header: '状态', cell: (p: OrderPayment) => PAYMENT_STATUS_TEXT[p.status] },
  { key: 'reference', header: '转账备注码', cell: (p: OrderPayment) => p.reference || '—' },
  {
    key: 'at',
    header: '时间',
    cell: (p: OrderPayment) => beijingDateTime(p.paid_at ?? p.created_at),
  },
];

function OrderView({ order }: { order: OrderDetail }) {
  const { address, amounts } = order;
  return (
    <>
      <Head>
        <PageHeading>订单详情</PageHeading>
        <OrderStatusBadge status={order.status} />
        <a href={orderExportHref(order.id)} download>
          导出CSV
        </a>
      </Head>
      <Facts>
        <dt>订单号</dt>
        <dd>{order.order_sn}</dd>
        <dt>下单时间</dt>
        <dd>{beijingDateTime(order.created_at)}</dd>
        {order.pay_deadline !== null && (
          <>
            <dt>支付截止</dt>
            <dd>{beijingDateTime(order.pay_deadline)}（逾期未付自动取消）</dd>
          </>
        )}
        {order.cancel_reason && (
          <>
            <dt>取消原因</dt>
            <dd>{order.cancel_reason}</dd>
          </>
        )}
      </Facts>
      <OrderActions order={order} />
      <AskServiceButton card={{ order_id: order.id }} />
      <AfterSaleApply order={order} />

      <Section aria-labelledby="order-progress">
        <h2 id="order-progress">订单进度</h2>
        <OrderTimeline entries={order.history} />
      </Section>

      <Section aria-labelledby="order-delivery">
        <h2 id="order-delivery">收货与发票</h2>
        <Facts>
          <dt>收货人</dt>
          <dd>
            {address.consignee} {address.phone}
          </dd>
          <dt>收货地址</dt>
          <dd>
            {address.province}
            {address.city}
            {address.district}
            {address.detail}
          </dd>
          <dt>发票类型</dt>
          <dd>{INVOICE_TYPE_TEXT[order.invoice_type]}</dd>
          {(order.invoice_type !== 'none' || order.invoice_no) && (
            <>
              <dt>发票号码</dt>
              <dd>{order.invoice_no || '待开具'}</dd>
            </>
          )}
          <dt>订单备注</dt>
          <dd>{order.remark || '无'}</dd>
        </Facts>
      </Section>

      <Section aria-labelledby="order-logistics">
        <h2 id="order-logistics">物流信息</h2>
        {order.parcels.length === 0 ? (
          <p>商家尚未发货：发货后在此显示每个包裹的运单、批号、效期、药品追溯码和物流轨迹</p>
        ) : (
          <Parcels>
            {order.parcels.map((parcel) => (
              <ShipmentCard
                key={parcel.id}
                {...shipmentCardProps(parcel, order.parcels.length, deliveryNoteHref(order.id, parcel.id))}
              />
            ))}
          </Parcels>
        )}
      </Section>

      <Section aria-labelledby="order-lines">
        <h2 id="order-lines">商品清单</h2>
        <DataTable
          caption="商品清单"
          captionHidden
          columns={lineColumns}
          rows={order.lines}
          rowKey={(l) => l.id}
        />
      </Section>

      <Section aria-labelledby="order-payments">
        <h2 id="order-payments">支付记录</h2>
        <DataTable
          caption="支付记录"
          captionHidden
          columns={paymentColumns}
          rows={order.payments}
          rowKey={(p) => p.id}
          emptyText="暂无支付记录"
        />
      </Section>

      <Section aria-labelledby="order-amounts">
        <h2 id="order-amounts">金额</h2>
        <Amounts>
          <dt>商品金额</dt>
          <dd>{formatYuan(amounts.goods_total)}</dd>
          <dt>满减优惠</dt>
          <dd>-{formatYuan(amounts.discount)}</dd>
          <dt>优惠券{order.coupon ? `（${order.coupon.title}）` : ''}</dt>
          <dd>-{formatYuan(amounts.coupon_discount)}</dd>
          <dt>现金券</dt>
          <dd>-{formatYuan(amounts.cash_voucher)}</dd>
          <dt>运费</dt>
          <dd>{formatYuan(amounts.shipping)}</dd>
          <dt>应付金额</dt>
          <dd>{formatYuan(amounts.total)}</dd>
          <dt>已付金额</dt>
          <dd>{formatYuan(amounts.paid)}</dd>
          {order.cashback && (
            <>
              <dt>满返（{order.cashback.campaign_title}）</dt>
              <dd>
                {order.cashback.voucher
                  ? `返现金券 ${formatYuan(order.cashback.voucher.amount)}（${order.cashback.voucher.status_text}）`
                  : '订单完成后发放现金券'}
              </dd>
            </>
          )}
        </Amounts>
      </Section>
    </>
  );
}

/** /order/info/:id — one order (spec §2 order detail; /order/wl/:id leads here). */
export function OrderDetailPage() {
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const order = useOrder(id);
  if (id === null || order.notFound) {
    return (
      <StatusMessage message="订单不存在">
        <Link to="/order">返回我的订单</Link>
      </StatusMessage>
    );
  }
  if (!order.data) return <ReadStatus read={order} what="订单" />;
  return <OrderView order={order.data} />;
}

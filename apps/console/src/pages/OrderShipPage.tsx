import { beijingDateTime, type ConsoleOperator, ORDER_STATUS_TEXT } from '@yaocai/domain';
import { ListState, OrderStatusBadge, StatusTimeline } from '@yaocai/ui';
import { useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Block, Facts } from '../components/page.styles';
import { useConsoleOrder } from '../data/use-orders';
import { CancelOrder } from './order-detail/CancelOrder';
import { PaymentsBlock } from './order-detail/PaymentsBlock';
import { ParcelList } from './order-ship/ParcelList';
import { ShipForm } from './order-ship/ShipForm';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

const Notice = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;

/**
 * An order's page (仓储, 财务, 客服 read it): lines, amounts, payments with provider numbers and refunds, the
 * history, the buyer's company; for 仓储 the ship form while it is 待发货 (one or more parcels), then its parcels
 * with their delivery notes and tracking; for 财务 the cancellation with refund while it may be cancelled.
 */
export default function OrderShipPage() {
  const id = Number(useParams().id);
  const operator = useOutletContext<ConsoleOperator>();
  const may = (permission: ConsoleOperator['permissions'][number]) =>
    operator.permissions.includes(permission);
  const { order, error, isLoading, retry } = useConsoleOrder(id);
  const [done, setDone] = useState('');

  if (isLoading || error || !order)
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        loadingText="正在加载订单…"
        errorText={error?.message ?? '订单加载失败'}
        onRetry={retry}
      />
    );

  const shippedAny = order.parcels.length > 0;
  return (
    <section aria-labelledby="order-title">
      <p>
        <Link to="/orders">← 返回订单管理</Link>
      </p>
      <h2 id="order-title">
        订单 {order.order_sn} <OrderStatusBadge status={order.status} />
      </h2>
      {done && <Notice role="status">{done}</Notice>}
      <Facts>
        <dt>采购单位</dt>
        <dd>
          {may('companies') ? (
            <Link to={`/companies/${order.company.id}`}>{order.company.name}</Link>
          ) : (
            order.company.name
          )}
        </dd>
        <dt>下单时间</dt>
        <dd>{beijingDateTime(order.created_at * 1000)}</dd>
        <dt>收货地址</dt>
        <dd>
          {order.address.consignee} {order.address.phone}，{order.address.province}
          {order.address.city}
          {order.address.district}
          {order.address.detail}
        </dd>
        <dt>商品金额</dt>
        <dd>¥{order.amounts.goods_total}</dd>
        <dt>满减 / 优惠券</dt>
        <dd>
          −¥{order.amounts.discount} / −¥{order.amounts.coupon_discount}
          {order.coupon && `（${order.coupon.title}）`}
        </dd>
        <dt>运费</dt>
        <dd>¥{order.amounts.shipping}</dd>
        <dt>订单金额</dt>
        <dd>¥{order.amounts.total}</dd>
        <dt>实付</dt>
        <dd>¥{order.amounts.paid}</dd>
        {order.cancel_reason && (
          <>
            <dt>取消原因</dt>
            <dd>{order.cancel_reason}</dd>
          </>
        )}
        {order.remark && (
          <>
            <dt>备注</dt>
            <dd>{order.remark}</dd>
          </>
        )}
      </Facts>

      <Block aria-labelledby="lines-title">
        <h3 id="lines-title">商品（{order.lines.length}）</h3>
        <Table>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">规格</th>
              <th scope="col">生产厂家</th>
              <th scope="col">数量</th>
              <th scope="col">金额（元）</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.name}
                  {line.is_gift ? '（赠品）' : ''}
                </th>
                <td>{line.ypgg}</td>
                <td>{line.sccj}</td>
                <td>
                  {line.number}
                  {line.bzdw}
                </td>
                <td>{line.payable}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Block>

      <PaymentsBlock order={order} />

      <Block aria-labelledby="history-title">
        <h3 id="history-title">订单记录</h3>
        <StatusTimeline
          label="订单记录"
          ended={order.status === 'cancelled'}
          steps={order.history.map((event, index) => ({
            key: String(index),
            label: ORDER_STATUS_TEXT[event.status],
            time: event.at,
            note: event.note,
          }))}
        />
      </Block>

      {shippedAny && (
        <Block aria-labelledby="parcels-title">
          <h3 id="parcels-title">包裹（{order.parcels.length}）</h3>
          <ParcelList order={order} onChanged={setDone} />
        </Block>
      )}

      {order.can_ship && may('shipping') ? (
        <Block>
          <ShipForm order={order} onShipped={setDone} />
        </Block>
      ) : (
        !shippedAny && (
          <Notice>
            该订单当前为「{order.status_text}」{order.can_ship ? '，待仓储发货' : '，不能发货'}。
          </Notice>
        )
      )}

      {order.can_cancel_refund === 1 && may('refunds') && <CancelOrder order={order} onDone={setDone} />}
    </section>
  );
}

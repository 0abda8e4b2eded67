import { beijingDateTime, PAY_METHOD_TEXT } from '@yaocai/domain';
import { ListState, OrderStatusBadge } from '@yaocai/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Block, Facts } from '../components/page.styles';
import { useConsoleOrder } from '../data/use-orders';
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
 * An order's page for 仓储: its lines and payments, the ship form while it is 待发货 (one or more parcels), then
 * its parcels with their delivery notes to print and their tracking timelines to keep.
 */
export default function OrderShipPage() {
  const id = Number(useParams().id);
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
        <Link to="/orders">← 返回订单发货</Link>
      </p>
      <h2 id="order-title">
        订单 {order.order_sn} <OrderStatusBadge status={order.status} />
      </h2>
      {done && <Notice role="status">{done}</Notice>}
      <Facts>
        <dt>采购单位</dt>
        <dd>{order.company.name}</dd>
        <dt>下单时间</dt>
        <dd>{beijingDateTime(order.created_at * 1000)}</dd>
        <dt>收货地址</dt>
        <dd>
          {order.address.consignee} {order.address.phone}，{order.address.province}
          {order.address.city}
          {order.address.district}
          {order.address.detail}
        </dd>
        <dt>订单金额</dt>
        <dd>¥{order.amounts.total}</dd>
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

      <Block aria-labelledby="payments-title">
        <h3 id="payments-title">支付</h3>
        {order.payments.length === 0 ? (
          <p>暂无支付记录</p>
        ) : (
          <ul>
            {order.payments.map((payment) => (
              <li key={payment.id}>
                {PAY_METHOD_TEXT[payment.method]} ¥{payment.amount}，
                {payment.paid_at ? `${beijingDateTime(payment.paid_at * 1000)}已支付` : '未到账'}
                {payment.reference && `（${payment.reference}）`}
              </li>
            ))}
          </ul>
        )}
      </Block>

      {shippedAny && (
        <Block aria-labelledby="parcels-title">
          <h3 id="parcels-title">包裹（{order.parcels.length}）</h3>
          <ParcelList order={order} onChanged={setDone} />
        </Block>
      )}

      {order.can_ship ? (
        <Block>
          <ShipForm order={order} onShipped={setDone} />
        </Block>
      ) : (
        !shippedAny && <Notice>该订单当前为「{order.status_text}」，不能发货。</Notice>
      )}
    </section>
  );
}

import {
  beijingDateTime,
  type ConsolePointsOrder,
  POINTS_ORDER_STATUS_TEXT,
  POINTS_ORDER_STATUSES,
  type PointsOrderStatus,
} from '@yaocai/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Field,
  Input,
  ListState,
  Pagination,
  Select,
} from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { usePointsOrders, useShipPointsOrder } from '../data/use-points';

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
`;

const isStatus = (value: string | null): value is PointsOrderStatus =>
  POINTS_ORDER_STATUSES.some((status) => status === value);

/** The ship form of one points order: carrier and tracking number, one parcel. */
function ShipForm({ order }: { order: ConsolePointsOrder }) {
  const ship = useShipPointsOrder();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const errors = ship.error?.fieldErrors ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ship.run(order.id, { carrier, tracking_no: tracking });
  };
  return (
    <Inline onSubmit={submit} aria-label={`发货 ${order.order_sn}`} noValidate>
      <Field label="承运商" error={errors.carrier?.[0]}>
        <Input value={carrier} onChange={(event) => setCarrier(event.target.value)} size={8} />
      </Field>
      <Field label="运单号" error={errors.tracking_no?.[0]}>
        <Input value={tracking} onChange={(event) => setTracking(event.target.value)} size={14} />
      </Field>
      <Button size="sm" type="submit" disabled={ship.pending}>
        发货
      </Button>
      {ship.error && !ship.error.fieldErrors && <span role="alert">{ship.error.message}</span>}
    </Inline>
  );
}

const address = (order: ConsolePointsOrder) =>
  order.address
    ? `${order.address.consignee} ${order.address.phone} ${order.address.province}${order.address.city}${order.address.district}${order.address.detail}`
    : '—';

const columns: DataTableColumn<ConsolePointsOrder>[] = [
  { key: 'sn', header: '订单号', rowHeader: true, cell: (order) => order.order_sn },
  { key: 'item', header: '商品', cell: (order) => `${order.name} ×${order.number}` },
  { key: 'points', header: '积分', align: 'end', cell: (order) => order.points },
  { key: 'buyer', header: '买家', cell: (order) => `${order.buyer.company}（${order.buyer.phone}）` },
  { key: 'address', header: '收货地址', cell: address },
  { key: 'time', header: '兑换时间', cell: (order) => beijingDateTime(order.created_at) },
  { key: 'status', header: '状态', cell: (order) => POINTS_ORDER_STATUS_TEXT[order.status] },
  {
    key: 'ship',
    header: '发货',
    cell: (order) =>
      order.status === 'paid' && order.kind === 'goods' ? (
        <ShipForm order={order} />
      ) : order.carrier ? (
        `${order.carrier} ${order.tracking_no}`
      ) : (
        '—'
      ),
  },
];

/** 积分订单 (仓储): points orders of goods to ship (oldest first), and the others by status. */
export default function PointsOrdersPage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status: PointsOrderStatus | '' = given === '' ? '' : isStatus(given) ? given : 'paid';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const { page, error, isLoading, retry } = usePointsOrders({ status, page: pageNumber });
  return (
    <section aria-labelledby="points-orders-title">
      <h2 id="points-orders-title">积分订单</h2>
      <Field label="订单状态">
        <Select value={status} onChange={(event) => setParams({ status: event.target.value })}>
          <option value="">全部</option>
          {POINTS_ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {POINTS_ORDER_STATUS_TEXT[value]}
            </option>
          ))}
        </Select>
      </Field>
      {isLoading || error || !page ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载积分订单…"
          errorText="积分订单加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="积分订单"
            captionHidden
            columns={columns}
            rows={page.list}
            rowKey={(order) => order.id}
            emptyText={status === 'paid' ? '暂无待发货的积分订单' : '暂无积分订单'}
          />
          <Pagination
            page={page.page}
            total={page.total}
            pageSize={page.per_page}
            onPageChange={(next) => setParams({ status, page: String(next) })}
          />
        </>
      )}
    </section>
  );
}

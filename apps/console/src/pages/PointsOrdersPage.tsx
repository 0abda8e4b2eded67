import {
  beijingDateTime,
  type ConsolePointsOrder,
  POINTS_ORDER_STATUS_TEXT,
  POINTS_ORDER_STATUSES,
  type PointsOrderStatus,
} from '@yaocai/domain';
import { DataTable, type DataTableColumn, Field, ListState, Pagination, Select } from '@yaocai/ui';
import { useSearchParams } from 'react-router-dom';
import { CarrierTrackingForm } from '../components/CarrierTrackingForm';
import { usePointsOrders, useShipPointsOrder } from '../data/use-points';

const isStatus = (value: string | null): value is PointsOrderStatus =>
  POINTS_ORDER_STATUSES.some((status) => status === value);

/** The ship form of one points order: carrier and tracking number, one parcel. */
function ShipForm({ order }: { order: ConsolePointsOrder }) {
  const ship = useShipPointsOrder();
  return (
    <CarrierTrackingForm
      label={`发货 ${order.order_sn}`}
      submitText="发货"
      pending={ship.pending}
      refusal={ship.error}
      onSubmit={(body) => void ship.run(order.id, body)}
    />
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

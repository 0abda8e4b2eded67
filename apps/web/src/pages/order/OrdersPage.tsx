import { ORDER_STATUS_TEXT, ORDER_STATUSES, type OrderList } from '@yaocai/domain';
import { ListState, OrderCard, Tabs } from '@yaocai/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { DateRange, FilterBar, fieldText } from '../../components/member/FilterBar';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { dateParam, oneOf, queryString } from '../../components/member/url-query';
import { useTabChoice } from '../../components/member/use-tab-choice';
import { type OrderQuery, useOrders } from '../../data/use-orders';
import { PageHeading } from '../../layout/page.styles';
import { ORDERS_PATH } from '../../lib/order-links';
import { readPage } from '../../lib/page-number';
import { OrderActions } from './OrderActions';

const TABS = ['all', ...ORDER_STATUSES] as const;
type Tab = (typeof TABS)[number];
const TAB_TEXT: Record<Tab, string> = { all: '全部', ...ORDER_STATUS_TEXT };

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

function readQuery(params: URLSearchParams): OrderQuery {
  return {
    status: oneOf(params.get('status'), TABS, 'all'),
    keywords: (params.get('keywords') ?? '').trim().slice(0, 50),
    start_date: dateParam(params, 'start_date'),
    end_date: dateParam(params, 'end_date'),
    page: readPage(params.get('page')),
  };
}

const hrefOf = (query: OrderQuery) => `${ORDERS_PATH}${queryString({ ...query })}`;

function OrderResults({ query, orders }: { query: OrderQuery; orders: ReturnType<typeof useOrders> }) {
  const { data } = orders;
  if (!data) {
    return <ReadStatus read={orders} what="订单" />;
  }
  if (data.list.length === 0) {
    return (
      <ListState status="empty" emptyText="暂无订单">
        <Link to="/">去采购</Link>
      </ListState>
    );
  }
  return (
    <>
      <Cards>
        {data.list.map((order) => (
          <OrderCard
            key={order.id}
            orderSn={order.order_sn}
            createdAt={order.created_at}
            status={order.status}
            lines={order.preview.map((line, index) => ({
              id: `${line.goods_id ?? 'line'}-${index}`,
              name: line.name,
              spec: line.ypgg,
              imageSrc: line.goods_image || undefined,
              quantity: line.number,
              // The goods' own unit (盒, 瓶…): "×10盒", not "×10件".
              unit: line.bzdw,
              unitPrice: line.price,
            }))}
            lineCount={order.lines_count}
            payable={order.amounts.total}
            actions={<OrderActions order={order} detailLink />}
          />
        ))}
      </Cards>
      <MemberPager
        page={data.page}
        total={data.total}
        perPage={data.per_page}
        hrefOf={(page) => hrefOf({ ...query, page })}
        label="订单分页"
      />
    </>
  );
}

const tabLabel = (tab: Tab, counts: OrderList['counts'] | undefined) =>
  counts?.[tab] === undefined ? TAB_TEXT[tab] : `${TAB_TEXT[tab]}（${counts[tab]}）`;

/**
 * /order — my orders (spec §2 order centre): status tabs with counts, search by order number or goods name,
 * a date range and pages; the whole view lives in the address bar.
 */
export function OrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readQuery(params);
  const orders = useOrders(query);
  const chooseTab = useTabChoice(query.status, (status) => navigate(hrefOf({ ...query, status, page: 1 })));
  // A new tab or search starts again at page 1.
  const search = (fields: FormData) =>
    navigate(
      hrefOf({
        ...query,
        keywords: fieldText(fields, 'keywords'),
        start_date: fieldText(fields, 'start'),
        end_date: fieldText(fields, 'end'),
        page: 1,
      }),
    );
  return (
    <>
      <PageHeading>我的订单</PageHeading>
      <Link to="/order/afterSales">售后申请</Link>
      {/* Keyed by the address, so going back shows the fields of the view shown. */}
      <FilterBar key={params.toString()} label="订单筛选" onSubmit={search}>
        <label>
          订单号或商品名称
          <input type="search" name="keywords" defaultValue={query.keywords} maxLength={50} />
        </label>
        <DateRange start={query.start_date} end={query.end_date} />
      </FilterBar>
      <Tabs
        label="订单状态"
        value={query.status}
        onValueChange={chooseTab}
        items={TABS.map((tab) => ({
          value: tab,
          label: tabLabel(tab, orders.data?.counts),
          content: <OrderResults query={query} orders={orders} />,
        }))}
      />
    </>
  );
}

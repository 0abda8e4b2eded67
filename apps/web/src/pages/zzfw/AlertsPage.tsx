import {
  ALERT_STATUS_TEXT,
  type AlertItem,
  type AlertStatus,
  beijingDateTime,
  formatYuan,
} from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, ListState, StatusBadge } from '@yaocai/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useAlerts, useCancelAlert } from '../../data/use-alerts';
import { goodsHref } from '../../data/use-goods';
import { Muted, PageHeading, Panel } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

const TONES = { active: 'warning', fired: 'success', cancelled: 'neutral' } as const;
const FILTERS: { value: '' | AlertStatus; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'active', label: ALERT_STATUS_TEXT.active },
  { value: 'fired', label: ALERT_STATUS_TEXT.fired },
  { value: 'cancelled', label: ALERT_STATUS_TEXT.cancelled },
];

const Filters = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  a[aria-current='page'] { font-weight: bold; }
`;

const href = (status: string, page = 1) =>
  `/zzfw/sptx${status || page > 1 ? '?' : ''}${new URLSearchParams({
    ...(status ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  })}`;

function CancelButton({ alert }: { alert: AlertItem }) {
  const cancel = useCancelAlert();
  if (alert.status !== 'active') return null;
  return (
    <Button variant="link" size="sm" loading={cancel.pending} onClick={() => void cancel.run(alert.id)}>
      取消提醒
    </Button>
  );
}

function what(alert: AlertItem): string {
  if (alert.kind === 'restock') return alert.fired_at ? '已到货' : `当前库存 ${alert.stock}`;
  const from = alert.subscribed_price ? formatYuan(alert.subscribed_price) : '—';
  return alert.fired_price ? `${from} → ${formatYuan(alert.fired_price)}` : `设置时 ${from}`;
}

/** /zzfw/sptx — 商品提醒: the login's 到货提醒 and 降价提醒, newest first, with cancel. */
export function AlertsPage() {
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const statusParam = params.get('status') ?? '';
  const status = FILTERS.some((filter) => filter.value === statusParam) ? statusParam : '';
  const list = useAlerts(page, status);
  const columns: DataTableColumn<AlertItem>[] = [
    {
      key: 'goods',
      header: '商品',
      rowHeader: true,
      cell: (alert) => (
        <>
          <Link to={goodsHref(alert.goods_id)}>{alert.name}</Link>
          <Muted>{[alert.spec, alert.manufacturer].filter(Boolean).join('　')}</Muted>
        </>
      ),
    },
    { key: 'kind', header: '提醒类型', cell: (alert) => alert.kind_text },
    { key: 'what', header: '价格 / 库存', cell: what },
    { key: 'created', header: '设置时间', cell: (alert) => beijingDateTime(alert.created_at) },
    {
      key: 'status',
      header: '状态',
      cell: (alert) => <StatusBadge status={alert.status} labels={ALERT_STATUS_TEXT} tones={TONES} />,
    },
    { key: 'action', header: '操作', cell: (alert) => <CancelButton alert={alert} /> },
  ];
  return (
    <Panel aria-labelledby="sptx-heading">
      <PageHeading id="sptx-heading">商品提醒</PageHeading>
      <Muted>
        缺货商品可设到货提醒，任意商品可设降价提醒；到货或按您的采购价降价时，通过站内消息通知一次。
      </Muted>
      <Filters aria-label="提醒状态">
        {FILTERS.map((filter) => (
          <Link
            key={filter.value}
            to={href(filter.value)}
            aria-current={filter.value === status ? 'page' : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </Filters>
      {!list.data ? (
        <ReadStatus read={list} what="商品提醒" />
      ) : list.data.list.length === 0 ? (
        <ListState status="empty" emptyText="还没有商品提醒。在商品详情页点“到货提醒”或“降价提醒”即可设置" />
      ) : (
        <>
          <DataTable
            caption="我的商品提醒"
            captionHidden
            columns={columns}
            rows={list.data.list}
            rowKey={(alert) => alert.id}
          />
          <MemberPager
            page={page}
            total={list.data.total}
            perPage={list.data.per_page}
            hrefOf={(n) => href(status, n)}
            label="商品提醒分页"
          />
        </>
      )}
    </Panel>
  );
}

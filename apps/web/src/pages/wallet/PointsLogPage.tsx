import type { PointsLogRow } from '@yaocai/domain';
import { beijingDate, beijingDateTime, POINTS_ENTRY_KINDS, POINTS_ENTRY_TEXT } from '@yaocai/domain/print';
import { DataTable, type DataTableColumn, ListState } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FilterBar, fieldText } from '../../components/member/FilterBar';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { oneOf, queryString } from '../../components/member/url-query';
import { POINTS_PATHS, type PointsLogFilters, usePointsLog } from '../../data/use-points';
import { PageHeading, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';
import { Figure, Notes } from './wallet.styles';

const KINDS = ['', ...POINTS_ENTRY_KINDS] as const;

const hrefOf = (filters: PointsLogFilters) => `${POINTS_PATHS.log}${queryString({ ...filters })}`;

const columns: DataTableColumn<PointsLogRow>[] = [
  { key: 'time', header: '时间', cell: (row) => beijingDateTime(row.time) },
  { key: 'type', header: '类型', cell: (row) => POINTS_ENTRY_TEXT[row.type], rowHeader: true },
  { key: 'points', header: '积分', cell: (row) => (row.points > 0 ? `+${row.points}` : String(row.points)) },
  { key: 'after', header: '结余', cell: (row) => row.balance_after },
  { key: 'remark', header: '说明', cell: (row) => row.remark || '—' },
  {
    key: 'expires',
    header: '有效期至',
    // The instant is the next Beijing midnight: the last valid day is the one before it.
    cell: (row) => (row.expires_at === null ? '—' : beijingDate(row.expires_at - 1)),
  },
];

/**
 * /wdqb/jfgl — 积分管理 (spec §2 wdqb_jfgl): the points held, what expires when (the earliest-expiring points are
 * used first), and the entries filtered by kind (GET /api/user/points_log).
 */
export function PointsLogPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters: PointsLogFilters = {
    type: oneOf(params.get('type'), KINDS, ''),
    page: readPage(params.get('page')),
  };
  const log = usePointsLog(filters);
  const search = (fields: FormData) =>
    navigate(hrefOf({ type: oneOf(fieldText(fields, 'type'), KINDS, ''), page: 1 }));
  return (
    <>
      <PageHeading>积分管理</PageHeading>
      {log.data && (
        <>
          <Figure aria-label="可用积分">
            可用积分 <strong>{log.data.balance}</strong>
          </Figure>
          <Notes aria-label="积分到期">
            {log.data.expiring.length === 0 ? (
              <li>暂无即将到期的积分</li>
            ) : (
              log.data.expiring.map((bucket) => (
                <li key={bucket.expires_at}>
                  {bucket.points} 积分将于 {beijingDate(bucket.expires_at - 1)} 24:00 到期
                </li>
              ))
            )}
          </Notes>
          <p>
            <TextLink to={POINTS_PATHS.mall}>去积分商城兑换</TextLink>
          </p>
        </>
      )}
      <FilterBar key={params.toString()} label="积分明细筛选" onSubmit={search}>
        <label>
          类型
          <select name="type" defaultValue={filters.type}>
            <option value="">全部类型</option>
            {POINTS_ENTRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {POINTS_ENTRY_TEXT[kind]}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      {!log.data ? (
        <ReadStatus read={log} what="积分明细" />
      ) : log.data.list.length === 0 ? (
        <ListState status="empty" emptyText="暂无积分明细：订单完成后按实付金额获得积分" />
      ) : (
        <>
          <DataTable
            caption="积分明细"
            captionHidden
            columns={columns}
            rows={log.data.list}
            rowKey={(row) => row.id}
          />
          <MemberPager
            page={log.data.page}
            total={log.data.total}
            perPage={log.data.per_page}
            hrefOf={(page) => hrefOf({ ...filters, page })}
            label="积分明细分页"
          />
        </>
      )}
    </>
  );
}

import { beijingDateTime, type DrawRecord } from '@yaocai/domain';
import { DataTable, type DataTableColumn, ListState } from '@yaocai/ui';
import { useSearchParams } from 'react-router-dom';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { queryString } from '../../components/member/url-query';
import { useDrawRecords } from '../../data/use-draw';
import { PageHeading } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

export const DRAW_RECORDS_PATH = '/user/cjjl';

/** What became of a prize: points and coupons land at once, a gift waits for an operator to ship it. */
function prizeState(record: DrawRecord): string {
  if (record.kind === 'none') return '—';
  if (record.kind === 'points') return '已存入积分';
  if (record.kind === 'coupon') return '已发放至优惠券';
  return record.fulfilment === 'shipped' ? '已发货' : '待发货';
}

const columns: DataTableColumn<DrawRecord>[] = [
  { key: 'time', header: '抽奖时间', cell: (record) => beijingDateTime(record.time) },
  { key: 'activity', header: '活动', cell: (record) => record.activity_name },
  { key: 'prize', header: '奖品', cell: (record) => record.prize, rowHeader: true },
  { key: 'remarks', header: '说明', cell: (record) => record.remarks || '—' },
  { key: 'state', header: '状态', cell: prizeState },
];

/** /user/cjjl — 我的抽奖: the buyer's draws and what each gave, newest first (GET /api/draw/record). */
export function DrawRecordsPage() {
  const [params] = useSearchParams();
  const records = useDrawRecords(readPage(params.get('page')));
  return (
    <>
      <PageHeading>我的抽奖</PageHeading>
      {!records.data ? (
        <ReadStatus read={records} what="抽奖记录" />
      ) : records.data.list.length === 0 ? (
        <ListState status="empty" emptyText="暂无抽奖记录，登录首页即可参与抽奖" />
      ) : (
        <>
          <DataTable
            caption="我的抽奖记录"
            captionHidden
            columns={columns}
            rows={records.data.list}
            rowKey={(record) => record.id}
          />
          <MemberPager
            page={records.data.page}
            total={records.data.total}
            perPage={records.data.per_page}
            hrefOf={(page) => `${DRAW_RECORDS_PATH}${queryString({ page })}`}
            label="抽奖记录分页"
          />
        </>
      )}
    </>
  );
}

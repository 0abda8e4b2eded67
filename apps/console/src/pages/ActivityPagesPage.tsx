import { type ConsoleActivityPageRow, SCHEDULED_STATUS_LABELS } from '@yaocai/domain';
import type { DataTableColumn } from '@yaocai/ui';
import { beijingOf } from '../components/local-time';
import { ScheduledPromotionPage } from '../components/promotions/ScheduledPromotionPage';
import { useActivityPages, useSetActivityPageStatus } from '../data/use-activity-pages';
import { ActivityPageForm } from './promotions/ActivityPageForm';

const columns: DataTableColumn<ConsoleActivityPageRow>[] = [
  { key: 'title', header: '活动名称', rowHeader: true, cell: (row) => row.title },
  { key: 'url', header: '地址', cell: (row) => `/activity/${row.url}` },
  {
    key: 'window',
    header: '活动时间',
    cell: (row) => `${beijingOf(row.starts_at)} 至 ${beijingOf(row.ends_at)}`,
  },
  {
    key: 'floors',
    header: '商品楼层',
    cell: (row) => row.floors.map((floor) => `${floor.title}（${floor.goods_ids.length}）`).join('、'),
  },
  { key: 'sort', header: '排序', align: 'end', cell: (row) => row.sort },
  { key: 'status', header: '状态', cell: (row) => SCHEDULED_STATUS_LABELS[row.status] },
];

/**
 * 活动页 (运营, permission `content`; docs/promotions.md "Activity pages"): every page and template with its address,
 * window, floors and state; create, edit, pause, resume, end (each audited on the server). The address is what
 * `/activity/{url}`, `/yjh/{url}` and the templates `/zqmb?id=`, `/hdmb?id=` open.
 */
export default function ActivityPagesPage() {
  const data = useActivityPages();
  const setStatus = useSetActivityPageStatus();
  return (
    <ScheduledPromotionPage
      heading="活动页"
      headingId="activity-pages-title"
      data={data}
      columns={columns}
      setStatus={setStatus}
      endWarning="结束后活动页下线，链接转到其他进行中的活动，也不能恢复。"
      newLabel="新建活动页"
      form={(page, handlers) => <ActivityPageForm page={page} {...handlers} />}
    />
  );
}

import { type ConsoleStoreWideRow, ENTERPRISE_TYPE_LABELS, SCHEDULED_STATUS_LABELS } from '@yaocai/domain';
import type { DataTableColumn } from '@yaocai/ui';
import { beijingOf } from '../components/local-time';
import { ScheduledPromotionPage } from '../components/promotions/ScheduledPromotionPage';
import { useSetStoreWideStatus, useStoreWideOffers } from '../data/use-welfare';
import { WelfareForm } from './promotions/WelfareForm';

const audience = (row: ConsoleStoreWideRow) =>
  [
    row.enterprise_types.length
      ? row.enterprise_types.map((t) => ENTERPRISE_TYPE_LABELS[t]).join('、')
      : '全部企业',
    row.regions.length ? row.regions.join('、') : '全国',
  ].join('；');

const exclusions = (row: ConsoleStoreWideRow) => {
  const parts = [
    row.exclude.controlled && '控销',
    row.exclude.promotions && '促销中',
    row.exclude.discounted && '已折扣',
    row.exclude.goods_ids.length > 0 && `商品${row.exclude.goods_ids.length}个`,
    row.exclude.category_ids.length > 0 && `分类${row.exclude.category_ids.length}个`,
  ].filter(Boolean);
  return parts.length ? parts.join('、') : '无';
};

const columns: DataTableColumn<ConsoleStoreWideRow>[] = [
  { key: 'title', header: '名称', rowHeader: true, cell: (row) => row.title },
  { key: 'rate', header: '折扣', cell: (row) => row.label },
  {
    key: 'window',
    header: '活动时间',
    cell: (row) => `${beijingOf(row.starts_at)} 至 ${beijingOf(row.ends_at)}`,
  },
  { key: 'audience', header: '参与对象', cell: audience },
  { key: 'exclude', header: '排除', cell: exclusions },
  { key: 'status', header: '状态', cell: (row) => SCHEDULED_STATUS_LABELS[row.status] },
];

/**
 * 全场折扣 (运营, permission `promotions`; the /welfare offer, docs/promotions.md): every offer with its rate,
 * window, audience, exclusions and state; create, edit, pause, resume, end (each audited on the server).
 */
export default function WelfarePage() {
  const data = useStoreWideOffers();
  const setStatus = useSetStoreWideStatus();
  return (
    <ScheduledPromotionPage
      heading="全场折扣"
      headingId="welfare-title"
      data={data}
      columns={columns}
      setStatus={setStatus}
      endWarning="结束后买家不再享受这个折扣，也不能恢复；已下的订单不受影响。"
      newLabel="新建全场折扣"
      form={(offer, handlers) => <WelfareForm offer={offer} {...handlers} />}
    />
  );
}

import { PRIZE_FULFILMENT_LABELS, PRIZE_KIND_LABELS } from '@yaocai/domain';
import { DataTable, ListState, Pagination } from '@yaocai/ui';
import { useSearchParams } from 'react-router-dom';
import { beijingOf } from '../components/local-time';
import { useDrawActivities, useDrawRecords } from '../data/use-operations';
import { DrawActivity } from './content/DrawActivity';
import { DrawPending } from './content/DrawPending';

/** 抽奖管理 (运营): each activity's window and prizes (odds, stock), the gifts to send, and the draw log. */
export default function DrawPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { activities, error, isLoading, retry } = useDrawActivities();
  const log = useDrawRecords(page);
  return (
    <section aria-labelledby="draw-title">
      <h2 id="draw-title">抽奖管理</h2>
      {isLoading || error || !activities ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载抽奖活动…"
          errorText="抽奖活动加载失败"
          onRetry={retry}
        />
      ) : activities.length === 0 ? (
        <ListState status="empty" emptyText="暂无抽奖活动" />
      ) : (
        activities.map((activity) => <DrawActivity key={activity.id} activity={activity} />)
      )}
      <DrawPending />
      <h3>抽奖记录</h3>
      {log.isLoading || log.error || !log.records ? (
        <ListState
          status={log.error ? 'error' : 'loading'}
          loadingText="正在加载抽奖记录…"
          errorText="抽奖记录加载失败"
          onRetry={log.retry}
        />
      ) : (
        <>
          <DataTable
            caption="抽奖记录"
            captionHidden
            columns={[
              { key: 'at', header: '时间', cell: (r) => beijingOf(r.won_at) },
              { key: 'buyer', header: '买家', rowHeader: true, cell: (r) => r.buyer },
              { key: 'company', header: '企业', cell: (r) => r.company || '—' },
              { key: 'prize', header: '奖品', cell: (r) => r.prize },
              { key: 'kind', header: '类型', cell: (r) => PRIZE_KIND_LABELS[r.kind] },
              { key: 'sent', header: '寄送', cell: (r) => PRIZE_FULFILMENT_LABELS[r.fulfilment] },
            ]}
            rows={log.records.list}
            rowKey={(r) => r.id}
            emptyText="暂无抽奖记录"
          />
          <Pagination
            page={page}
            total={log.records.total}
            pageSize={log.records.per_page}
            onPageChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}

import {
  beijingDateTime,
  CASHBACK_STATUS_TEXT,
  type CashbackStatus,
  type ConsoleCashbackRow,
  formatYuan,
} from '@yaocai/domain';
import { Button, ConfirmDialog, DataTable, type DataTableColumn, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { ScheduleForm } from '../components/ScheduleForm';
import { useCashbackCampaigns, useScheduleCashback, useSetCashbackStatus } from '../data/use-cashback';
import { CashbackCreateForm } from './CashbackCreateForm';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The campaign's window is 10-digit seconds on the wire; the schedule form edits ISO instants. */
const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The changes an operator may make from each state; ending is final (orders that joined keep their cash-back). */
const NEXT: Record<CashbackStatus, { to: CashbackStatus; label: string }[]> = {
  active: [
    { to: 'paused', label: '暂停' },
    { to: 'ended', label: '结束' },
  ],
  paused: [
    { to: 'active', label: '恢复' },
    { to: 'ended', label: '结束' },
  ],
  ended: [],
};

/**
 * 满返活动 (运营, docs/cashback.md): every campaign with its tiers, window, the orders that joined and the vouchers
 * issued; create, reschedule, pause, resume, end (each audited on the server).
 */
export default function CashbackPage() {
  const { list, error, isLoading, retry } = useCashbackCampaigns();
  const setStatus = useSetCashbackStatus();
  const [done, setDone] = useState('');
  const [ending, setEnding] = useState<ConsoleCashbackRow | null>(null);
  const schedule = useScheduleCashback();
  const [scheduling, setScheduling] = useState<ConsoleCashbackRow | null>(null);

  const saveSchedule = async (row: ConsoleCashbackRow, from: string, to: string) => {
    setDone('');
    if ((await schedule.run(row.id, from, to)) === undefined) return;
    setScheduling(null);
    setDone(`「${row.title}」活动时间已更新`);
  };

  const change = async (row: ConsoleCashbackRow, to: CashbackStatus) => {
    setDone('');
    const status = await setStatus.run(row.id, to);
    if (status !== undefined) setDone(`「${row.title}」${CASHBACK_STATUS_TEXT[status]}`);
  };

  const columns: DataTableColumn<ConsoleCashbackRow>[] = [
    { key: 'title', header: '名称', rowHeader: true, cell: (row) => row.title },
    {
      key: 'tiers',
      header: '档位',
      cell: (row) =>
        row.tiers.map((tier) => `满${formatYuan(tier.threshold)}返${formatYuan(tier.voucher)}`).join('，'),
    },
    { key: 'audience', header: '对象', cell: (row) => (row.audience === 'new_buyer' ? '新人' : '全部') },
    {
      key: 'window',
      header: '活动时间',
      cell: (row) => `${beijingDateTime(row.starts_at * 1000)} 至 ${beijingDateTime(row.ends_at * 1000)}`,
    },
    { key: 'validity', header: '券有效期', cell: (row) => `${row.validity_days}天` },
    { key: 'orders', header: '参与订单', align: 'end', cell: (row) => row.orders },
    { key: 'issued', header: '已返', align: 'end', cell: (row) => formatYuan(row.issued) },
    { key: 'status', header: '状态', cell: (row) => row.status_text },
    {
      key: 'action',
      header: '操作',
      cell: (row) => (
        <Actions>
          {row.status !== 'ended' && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`排期 ${row.title}`}
              onClick={() => setScheduling(row)}
            >
              排期
            </Button>
          )}
          {NEXT[row.status].map((next) => (
            <Button
              key={next.to}
              size="sm"
              variant={next.to === 'ended' ? 'danger' : 'secondary'}
              aria-label={`${next.label} ${row.title}`}
              disabled={setStatus.pending}
              onClick={() => (next.to === 'ended' ? setEnding(row) : void change(row, next.to))}
            >
              {next.label}
            </Button>
          ))}
        </Actions>
      ),
    },
  ];

  return (
    <section aria-labelledby="cashback-title">
      <h2 id="cashback-title">满返活动</h2>
      <CashbackCreateForm onDone={setDone} />
      {scheduling && (
        <ScheduleForm
          key={scheduling.id}
          title={`排期：${scheduling.title}`}
          startsAt={isoOfSeconds(scheduling.starts_at)}
          endsAt={isoOfSeconds(scheduling.ends_at)}
          pending={schedule.pending}
          error={schedule.error?.message}
          onSave={(from, to) => void saveSchedule(scheduling, from, to)}
          onCancel={() => setScheduling(null)}
        />
      )}
      {done && <Notice role="status">{done}</Notice>}
      {setStatus.error && <Notice role="alert">{setStatus.error.message}</Notice>}
      {isLoading || error || !list ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载满返活动…"
          errorText="满返活动加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="满返活动"
          captionHidden
          columns={columns}
          rows={list}
          rowKey={(row) => String(row.id)}
          emptyText="暂无满返活动"
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title="结束这个满返活动？"
        description={
          ending ? `「${ending.title}」结束后新订单不再参加，也不能恢复；已参加的订单照常返券。` : undefined
        }
        confirmText="结束"
        onConfirm={() => {
          if (ending) void change(ending, 'ended');
        }}
      />
    </section>
  );
}

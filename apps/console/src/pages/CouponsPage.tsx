import {
  beijingDateTime,
  COUPON_TEMPLATE_STATUS_TEXT,
  type ConsoleCouponRow,
  type CouponTemplateStatus,
  formatYuan,
} from '@yaocai/domain';
import { Button, ConfirmDialog, DataTable, type DataTableColumn, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { ScheduleForm } from '../components/ScheduleForm';
import { useCouponTemplates, useScheduleCoupon, useSetCouponStatus } from '../data/use-coupons';
import { CouponCreateForm } from './CouponCreateForm';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const at = (iso: string) => beijingDateTime(Date.parse(iso));
const face = (row: ConsoleCouponRow) =>
  row.kind === 'discount'
    ? `${row.rate}折${row.amount === '0.00' ? '' : `，最高减${formatYuan(row.amount)}`}`
    : formatYuan(row.amount);
const validity = (row: ConsoleCouponRow) =>
  row.validity_days
    ? `领取后${row.validity_days}天`
    : `${at(row.starts_at ?? '')} 至 ${at(row.ends_at ?? '')}`;

/** The changes an operator may make from each state; ending is final (buyers keep what they hold). */
const NEXT: Record<CouponTemplateStatus, { to: CouponTemplateStatus; label: string }[]> = {
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

/** 优惠券 (运营): every template with how many were claimed and used; create, pause, resume, end. */
export default function CouponsPage() {
  const { list, error, isLoading, retry } = useCouponTemplates();
  const setStatus = useSetCouponStatus();
  const [done, setDone] = useState('');
  const [ending, setEnding] = useState<ConsoleCouponRow | null>(null);
  const schedule = useScheduleCoupon();
  const [scheduling, setScheduling] = useState<ConsoleCouponRow | null>(null);

  const saveSchedule = async (row: ConsoleCouponRow, from: string, to: string) => {
    setDone('');
    const saved = await schedule.run(row.id, from, to);
    if (saved === undefined) return;
    setScheduling(null);
    setDone(`「${row.title}」领取时间已更新`);
  };

  const change = async (row: ConsoleCouponRow, to: CouponTemplateStatus) => {
    setDone('');
    const status = await setStatus.run(row.id, to);
    if (status !== undefined) setDone(`「${row.title}」${COUPON_TEMPLATE_STATUS_TEXT[status]}`);
  };

  const columns: DataTableColumn<ConsoleCouponRow>[] = [
    { key: 'title', header: '名称', rowHeader: true, cell: (row) => row.title },
    { key: 'face', header: '优惠', cell: face },
    {
      key: 'threshold',
      header: '门槛',
      cell: (row) => (row.threshold === '0.00' ? '无门槛' : `满${formatYuan(row.threshold)}`),
    },
    { key: 'scope', header: '范围', cell: (row) => row.scope_text },
    { key: 'audience', header: '对象', cell: (row) => (row.audience === 'new_buyer' ? '新人' : '全部') },
    {
      key: 'numbers',
      header: '已领/总量/已用',
      align: 'end',
      cell: (row) => `${row.claimed_count}/${row.total_quantity ?? '不限'}/${row.used_count}`,
    },
    {
      key: 'claim',
      header: '领取时间',
      cell: (row) => `${at(row.claim_starts_at)} 至 ${at(row.claim_ends_at)}`,
    },
    { key: 'validity', header: '有效期', cell: validity },
    { key: 'status', header: '状态', cell: (row) => COUPON_TEMPLATE_STATUS_TEXT[row.status] },
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
    <section aria-labelledby="coupons-title">
      <h2 id="coupons-title">优惠券</h2>
      <CouponCreateForm onDone={setDone} />
      {scheduling && (
        <ScheduleForm
          key={scheduling.id}
          title={`排期：${scheduling.title}`}
          startsAt={scheduling.claim_starts_at}
          endsAt={scheduling.claim_ends_at}
          startLabel="领取开始"
          endLabel="领取结束"
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
          loadingText="正在加载优惠券…"
          errorText="优惠券加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="优惠券模板"
          captionHidden
          columns={columns}
          rows={list}
          rowKey={(row) => String(row.id)}
          emptyText="暂无优惠券"
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title="结束这张优惠券？"
        description={
          ending ? `「${ending.title}」结束后不能再领取，也不能恢复；已领取的券仍可使用。` : undefined
        }
        confirmText="结束"
        onConfirm={() => {
          if (ending) void change(ending, 'ended');
        }}
      />
    </section>
  );
}

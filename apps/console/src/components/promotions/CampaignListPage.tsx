import { Button, ConfirmDialog, type DataTableColumn } from '@yaocai/ui';
import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { ScheduleForm } from '../ScheduleForm';
import { PromotionList, type PromotionListData } from './PromotionList';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A campaign's state as 满返活动 and 优惠券模板 both keep it (CASHBACK_STATUSES, COUPON_TEMPLATE_STATUSES). */
type CampaignStatus = 'active' | 'paused' | 'ended';

/** The changes an operator may make from each state; ending is final. */
const NEXT: Record<CampaignStatus, { to: CampaignStatus; label: string }[]> = {
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

/** A console write as `useAction` gives it. */
interface Action<Args extends unknown[], T> {
  run: (...args: Args) => Promise<T | undefined>;
  pending: boolean;
  error: { message: string } | null;
}

export interface CampaignListPageProps<Row extends { id: number; title: string; status: CampaignStatus }> {
  heading: string;
  headingId: string;
  /** @default heading */
  caption?: string;
  data: PromotionListData<Row>;
  /** The kind's own columns; the 操作 column (排期, 暂停, 恢复, 结束) follows them. */
  columns: DataTableColumn<Row>[];
  statusText: Record<CampaignStatus, string>;
  setStatus: Action<[id: number, status: CampaignStatus], CampaignStatus>;
  schedule: Action<[id: number, startsAt: string, endsAt: string], unknown>;
  /** The window the 排期 panel edits, ISO instants, with its labels. */
  window: (row: Row) => { startsAt: string; endsAt: string; startLabel?: string; endLabel?: string };
  /** Said after a new window is saved (「…」活动时间已更新). */
  rescheduledText: string;
  /** The confirmation before ending (what ending means for this kind). */
  endTitle: string;
  endDescription: (row: Row) => string;
  /** The create form, told what to say when it has created one. */
  createForm: (onDone: (message: string) => void) => ReactNode;
}

/**
 * A list of campaigns an operator creates, reschedules, pauses, resumes and ends (满返活动, 优惠券): each kind
 * passes its columns, texts, hooks and create form; each change is audited on the server.
 */
export function CampaignListPage<Row extends { id: number; title: string; status: CampaignStatus }>({
  heading,
  headingId,
  caption,
  data,
  columns,
  statusText,
  setStatus,
  schedule,
  window,
  rescheduledText,
  endTitle,
  endDescription,
  createForm,
}: CampaignListPageProps<Row>) {
  const [done, setDone] = useState('');
  const [ending, setEnding] = useState<Row | null>(null);
  const [scheduling, setScheduling] = useState<Row | null>(null);

  const saveSchedule = async (row: Row, from: string, to: string) => {
    setDone('');
    if ((await schedule.run(row.id, from, to)) === undefined) return;
    setScheduling(null);
    setDone(`「${row.title}」${rescheduledText}`);
  };

  const change = async (row: Row, to: CampaignStatus) => {
    setDone('');
    const status = await setStatus.run(row.id, to);
    if (status !== undefined) setDone(`「${row.title}」${statusText[status]}`);
  };

  const actionColumn: DataTableColumn<Row> = {
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
  };

  return (
    <PromotionList
      heading={heading}
      headingId={headingId}
      caption={caption}
      data={data}
      columns={[...columns, actionColumn]}
      done={done}
      refusal={setStatus.error?.message}
      above={
        <>
          {createForm(setDone)}
          {scheduling && (
            <ScheduleForm
              key={scheduling.id}
              title={`排期：${scheduling.title}`}
              {...window(scheduling)}
              pending={schedule.pending}
              error={schedule.error?.message}
              onSave={(from, to) => void saveSchedule(scheduling, from, to)}
              onCancel={() => setScheduling(null)}
            />
          )}
        </>
      }
    >
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title={endTitle}
        description={ending ? endDescription(ending) : undefined}
        confirmText="结束"
        onConfirm={() => {
          if (ending) void change(ending, 'ended');
        }}
      />
    </PromotionList>
  );
}

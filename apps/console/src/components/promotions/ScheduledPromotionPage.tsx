import { SCHEDULE_ACTION_LABELS, type ScheduleAction, type ScheduledStatus } from '@yaocai/domain';
import { Button, type DataTableColumn } from '@yaocai/ui';
import { Fragment, type ReactNode, useState } from 'react';
import { ScheduleActions } from '../ScheduleActions';
import { Notice, PromotionList, type PromotionListData } from './PromotionList';

/** The edit form's callbacks: what to say once saved, and closing it. */
export interface PromotionFormHandlers {
  onDone: (message: string) => void;
  onCancel: () => void;
}

export interface ScheduledPromotionPageProps<
  Row extends { id: number; title: string; status: ScheduledStatus },
> {
  heading: string;
  headingId: string;
  data: PromotionListData<Row>;
  /** The kind's own columns; the 操作 column (编辑, 暂停, 恢复, 结束) follows them. */
  columns: DataTableColumn<Row>[];
  setStatus: {
    run: (id: number, action: ScheduleAction) => Promise<unknown>;
    pending: boolean;
    error: { message: string } | null;
  };
  /** What ending means for this kind, said in the confirmation. */
  endWarning: string;
  /** The button that opens an empty form (新建全场折扣). */
  newLabel: string;
  /** The create / edit form: `row` null for a new one. */
  form: (row: Row | null, handlers: PromotionFormHandlers) => ReactNode;
}

/**
 * A list of what operators schedule and edit in place (全场折扣, 活动页): the kind passes its columns, hooks and
 * form; 编辑 opens the form above the table, 暂停 / 恢复 / 结束 follow the domain rule (`scheduleRefusal`), each
 * change audited on the server.
 */
export function ScheduledPromotionPage<Row extends { id: number; title: string; status: ScheduledStatus }>({
  heading,
  headingId,
  data,
  columns,
  setStatus,
  endWarning,
  newLabel,
  form,
}: ScheduledPromotionPageProps<Row>) {
  const [done, setDone] = useState('');
  /** The row in the form: null for none open, 'new' for a new one. */
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  const change = async (row: Row, action: ScheduleAction) => {
    setDone('');
    const after = await setStatus.run(row.id, action);
    if (after) setDone(`「${row.title}」已${SCHEDULE_ACTION_LABELS[action]}`);
  };

  const actionColumn: DataTableColumn<Row> = {
    key: 'action',
    header: '操作',
    cell: (row) => (
      <ScheduleActions
        title={row.title}
        status={row.status}
        endWarning={endWarning}
        pending={setStatus.pending}
        onEdit={() => setEditing(row)}
        onAction={(action) => void change(row, action)}
      />
    ),
  };

  return (
    <PromotionList
      heading={heading}
      headingId={headingId}
      data={data}
      columns={[...columns, actionColumn]}
      done={done}
      refusal={setStatus.error?.message}
      above={
        editing ? (
          <Fragment key={editing === 'new' ? 'new' : editing.id}>
            {form(editing === 'new' ? null : editing, {
              onDone: (message) => {
                setEditing(null);
                setDone(message);
              },
              onCancel: () => setEditing(null),
            })}
          </Fragment>
        ) : (
          <Notice>
            <Button onClick={() => setEditing('new')}>{newLabel}</Button>
          </Notice>
        )
      }
    />
  );
}

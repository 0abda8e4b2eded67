import { type ConsoleKxzqApplication, REVIEW_STATUS_LABELS } from '@yaocai/domain';
import { Button, DataTable, Field, ListState, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { beijingOf } from '../components/local-time';
import { ReasonDialog } from '../components/ReasonDialog';
import { useDecideKxzq, useKxzqApplications } from '../data/use-operations';

/** 控销申请 (审核): the applications queue (`ops kxzq list`), 通过 or 驳回 with the reason the buyer reads. */
export default function KxzqPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'all' ? 'all' : 'pending';
  const { list, error, isLoading, retry } = useKxzqApplications(status);
  const decide = useDecideKxzq();
  const [rejecting, setRejecting] = useState<ConsoleKxzqApplication | null>(null);
  const [done, setDone] = useState('');
  const act = async (row: ConsoleKxzqApplication, decision: 'approved' | 'rejected', note = '') => {
    const decided = await decide.run(row.id, { decision, note });
    if (decided) {
      setRejecting(null);
      setDone(`${row.company} · ${row.programme}：${REVIEW_STATUS_LABELS[decided.status]}`);
    }
  };
  return (
    <section aria-labelledby="kxzq-title">
      <h2 id="kxzq-title">控销申请</h2>
      <Field label="状态">
        <Select value={status} onChange={(event) => setParams({ status: event.target.value })}>
          <option value="pending">待审核</option>
          <option value="all">全部</option>
        </Select>
      </Field>
      <p role="status">{done}</p>
      {rejecting && (
        <ReasonDialog
          title={`驳回：${rejecting.company} · ${rejecting.programme}`}
          hint="买家在控销专区看到此原因"
          pending={decide.pending}
          error={decide.error?.fieldErrors?.note?.[0]}
          onSubmit={(reason) => act(rejecting, 'rejected', reason)}
          onCancel={() => setRejecting(null)}
        />
      )}
      {decide.error && !decide.error.fieldErrors && <p role="alert">{decide.error.message}</p>}
      {isLoading || error || !list ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载申请…"
          errorText="申请加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="控销申请"
          captionHidden
          columns={[
            { key: 'company', header: '企业', rowHeader: true, cell: (row) => row.company },
            { key: 'region', header: '地区', cell: (row) => row.region || '未填' },
            { key: 'programme', header: '控销计划', cell: (row) => row.programme },
            { key: 'at', header: '申请时间', cell: (row) => beijingOf(row.created_at) },
            { key: 'status', header: '状态', cell: (row) => REVIEW_STATUS_LABELS[row.status] },
            { key: 'note', header: '备注', cell: (row) => row.note },
            {
              key: 'action',
              header: '操作',
              cell: (row) =>
                row.status === 'pending' ? (
                  <>
                    <Button
                      size="sm"
                      disabled={decide.pending}
                      aria-label={`通过 ${row.company} ${row.programme}`}
                      onClick={() => act(row, 'approved')}
                    >
                      通过
                    </Button>{' '}
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`驳回 ${row.company} ${row.programme}`}
                      onClick={() => setRejecting(row)}
                    >
                      驳回
                    </Button>
                  </>
                ) : null,
            },
          ]}
          rows={list}
          rowKey={(row) => row.id}
          emptyText={status === 'pending' ? '没有待审核的申请' : '暂无申请'}
        />
      )}
    </section>
  );
}

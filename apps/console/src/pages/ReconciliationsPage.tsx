import {
  beijingDateTime,
  beijingToday,
  formatYuan,
  type OnlinePayMethod,
  PAY_METHOD_TEXT,
  STATEMENT_DIFFERENCE_TEXT,
  type StatementCheckWire,
  type StatementDifference,
} from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, Input, ListState, Select } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useReconcile, useReconciliations } from '../data/use-reconciliations';

const Form = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const Day = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const money = (yuan: string | null) => (yuan === null ? '—' : formatYuan(yuan));

const columns: DataTableColumn<StatementDifference>[] = [
  { key: 'reference', header: '商户单号', rowHeader: true, cell: (row) => row.reference },
  { key: 'kind', header: '差异', cell: (row) => STATEMENT_DIFFERENCE_TEXT[row.kind] },
  { key: 'provider', header: '对账单金额', align: 'end', cell: (row) => money(row.provider_amount) },
  { key: 'ours', header: '平台金额', align: 'end', cell: (row) => money(row.our_amount) },
];

function CheckResult({ check }: { check: StatementCheckWire }) {
  const title = `${PAY_METHOD_TEXT[check.method]} ${check.bill_date}`;
  return (
    <Day aria-label={title}>
      <h3>{title}</h3>
      <p>
        对账单 {check.statement_rows} 笔，平台 {check.our_rows} 笔；{check.checked_by}，
        {beijingDateTime(Date.parse(check.checked_at))} 核对
      </p>
      <DataTable
        caption={`${title} 差异`}
        captionHidden
        columns={columns}
        rows={check.differences}
        rowKey={(row) => `${row.kind}:${row.reference}`}
        emptyText="无差异，账目一致"
      />
    </Day>
  );
}

/**
 * 在线支付对账 (财务): each provider's daily statement against our payments and refunds, every difference listed;
 * the job compares yesterday by itself, and 对账 runs one day again (audited).
 */
export default function ReconciliationsPage() {
  const { data, error, isLoading, retry } = useReconciliations();
  const reconcile = useReconcile();
  const [method, setMethod] = useState<OnlinePayMethod | ''>('');
  const [day, setDay] = useState(() => beijingToday(Date.now() - 24 * 3600_000));
  const [done, setDone] = useState('');

  if (isLoading || error || !data)
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        loadingText="正在加载对账结果…"
        errorText="对账结果加载失败"
        onRetry={retry}
      />
    );
  const chosen = method || data.methods[0] || '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    if (!chosen) return;
    const check = await reconcile.run({ method: chosen, bill_date: day });
    if (check) setDone(`对账完成：${check.differences.length} 处差异`);
  };
  return (
    <section aria-labelledby="reconcile-title">
      <h2 id="reconcile-title">在线支付对账</h2>
      {data.methods.length === 0 ? (
        <Notice>未配置支付宝或微信支付，无需对账。</Notice>
      ) : (
        <Form onSubmit={submit} aria-label="对账">
          <Field label="支付方式">
            <Select value={chosen} onChange={(event) => setMethod(event.target.value as OnlinePayMethod)}>
              {data.methods.map((value) => (
                <option key={value} value={value}>
                  {PAY_METHOD_TEXT[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="对账日期">
            <Input type="date" value={day} required onChange={(event) => setDay(event.target.value)} />
          </Field>
          <Button type="submit" loading={reconcile.pending}>
            对账
          </Button>
        </Form>
      )}
      {done && <Notice role="status">{done}</Notice>}
      {reconcile.error && <Notice role="alert">{reconcile.error.message}</Notice>}
      {data.list.length === 0 ? (
        <ListState status="empty" emptyText="暂无对账记录" />
      ) : (
        data.list.map((check) => <CheckResult key={`${check.method}:${check.bill_date}`} check={check} />)
      )}
    </section>
  );
}

import { beijingDateTime, type ConsoleOrderDetail, type OrderLine, PAY_METHOD_TEXT } from '@yaocai/domain';
import {
  Button,
  Field,
  FormLayout,
  FormSection,
  Input,
  ListState,
  OrderStatusBadge,
  useFieldControl,
} from '@yaocai/ui';
import { type TextareaHTMLAttributes, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Block, Facts } from '../components/page.styles';
import { useConsoleOrder, useShipOrder } from '../data/use-orders';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

const BatchRow = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

const CodesArea = styled.textarea`
  width: 100%;
  min-height: 5em;
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** A textarea that takes its Field's label, hint and error (the library has no textarea yet). */
function Codes(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <CodesArea {...useFieldControl(props)} />;
}

const Notice = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;

/** One batch row of the form, as typed. */
interface BatchDraft {
  key: number;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  number: string;
  codes: string;
}

let nextKey = 1;
const draft = (number: number | string): BatchDraft => ({
  key: nextKey++,
  batch_no: '',
  production_date: '',
  expiry_date: '',
  number: String(number),
  codes: '',
});

/** Trace codes as pasted or scanned: one a line, blank lines ignored. */
const codesOf = (text: string) =>
  text
    .split('\n')
    .map((code) => code.trim())
    .filter(Boolean);

/** A whole number as typed, else NaN (sent as null, which the server refuses with its own words). */
const quantity = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Goods lines carry goods: a combination's own line ships as its parts. */
const shippable = (lines: readonly OrderLine[]) => lines.filter((line) => line.goods_id !== null);

function Batches({ order }: { order: ConsoleOrderDetail }) {
  return (
    <Table>
      <caption>已发货批次</caption>
      <thead>
        <tr>
          <th scope="col">商品</th>
          <th scope="col">批号</th>
          <th scope="col">生产日期</th>
          <th scope="col">有效期至</th>
          <th scope="col">数量</th>
          <th scope="col">追溯码</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.flatMap((line) =>
          line.batches.map((batch) => (
            <tr key={`${line.id}-${batch.batch_no}-${batch.production_date}`}>
              <td>{line.name}</td>
              <td>{batch.batch_no}</td>
              <td>{batch.production_date}</td>
              <td>{batch.expiry_date}</td>
              <td>{batch.number}</td>
              <td>{batch.trace_codes.join('，') || '—'}</td>
            </tr>
          )),
        )}
      </tbody>
    </Table>
  );
}

function ShipForm({ order, onShipped }: { order: ConsoleOrderDetail; onShipped: (message: string) => void }) {
  const lines = shippable(order.lines);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [drafts, setDrafts] = useState<Record<number, BatchDraft[]>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, [draft(line.number)]])),
  );
  const ship = useShipOrder();
  const errors = ship.error?.fieldErrors ?? {};
  const fieldError = (name: string) => errors[name]?.[0];

  const change = (lineId: number, key: number, patch: Partial<BatchDraft>) =>
    setDrafts((all) => ({
      ...all,
      [lineId]: (all[lineId] ?? []).map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
  const add = (lineId: number) =>
    setDrafts((all) => ({ ...all, [lineId]: [...(all[lineId] ?? []), draft('')] }));
  const remove = (lineId: number, key: number) =>
    setDrafts((all) => ({ ...all, [lineId]: (all[lineId] ?? []).filter((row) => row.key !== key) }));

  // The body lists every batch row in the form's order; a row's index names its field errors.
  const flat = lines.flatMap((line) => (drafts[line.id] ?? []).map((row) => ({ line, row })));
  const indexOf = new Map(flat.map(({ row }, index) => [row.key, index]));
  const submit = async () => {
    const message = await ship.run(order.id, {
      carrier,
      tracking_no: tracking,
      batches: flat.map(({ line, row }) => ({
        line_id: line.id,
        batch_no: row.batch_no,
        production_date: row.production_date,
        expiry_date: row.expiry_date,
        number: quantity(row.number),
        trace_codes: codesOf(row.codes),
      })),
    });
    if (message !== undefined) onShipped(message);
  };

  return (
    <FormLayout
      title="发货"
      description="每个商品行的各批次数量之和须等于订购数量；追溯码每行一个，可扫码或粘贴。"
      onSubmit={submit}
      submitting={ship.pending}
      error={ship.error?.message}
      columns={2}
      actions={
        <Button type="submit" loading={ship.pending}>
          确认发货
        </Button>
      }
    >
      <Field label="承运商" error={fieldError('carrier')} required>
        <Input value={carrier} maxLength={50} onChange={(event) => setCarrier(event.target.value)} />
      </Field>
      <Field label="运单号" error={fieldError('tracking_no')} required>
        <Input value={tracking} maxLength={50} onChange={(event) => setTracking(event.target.value)} />
      </Field>
      {lines.map((line) => {
        const rows = drafts[line.id] ?? [];
        return (
          <FormSection key={line.id} title={`${line.name} ${line.ypgg}（订购 ${line.number}${line.bzdw}）`}>
            {rows.map((row, position) => {
              const at = indexOf.get(row.key) ?? 0;
              const name = `${line.name} 批次${position + 1}`;
              const error = (field: string) => fieldError(`batches.${at}.${field}`);
              return (
                <BatchRow key={row.key} aria-label={name}>
                  <legend>批次{position + 1}</legend>
                  <Field label="批号" error={error('batch_no')} required>
                    <Input
                      value={row.batch_no}
                      maxLength={40}
                      onChange={(event) => change(line.id, row.key, { batch_no: event.target.value })}
                    />
                  </Field>
                  <Field label="生产日期" error={error('production_date')} required>
                    <Input
                      type="date"
                      value={row.production_date}
                      onChange={(event) => change(line.id, row.key, { production_date: event.target.value })}
                    />
                  </Field>
                  <Field label="有效期至" error={error('expiry_date')} required>
                    <Input
                      type="date"
                      value={row.expiry_date}
                      onChange={(event) => change(line.id, row.key, { expiry_date: event.target.value })}
                    />
                  </Field>
                  <Field label="数量" error={error('number')} required>
                    <Input
                      inputMode="numeric"
                      value={row.number}
                      onChange={(event) => change(line.id, row.key, { number: event.target.value })}
                    />
                  </Field>
                  <Wide>
                    <Field label="追溯码（每行一个）" error={error('trace_codes')}>
                      <Codes
                        value={row.codes}
                        onChange={(event) => change(line.id, row.key, { codes: event.target.value })}
                      />
                    </Field>
                  </Wide>
                  {rows.length > 1 && (
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={`删除${name}`}
                      onClick={() => remove(line.id, row.key)}
                    >
                      删除批次
                    </Button>
                  )}
                </BatchRow>
              );
            })}
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`为${line.name}添加批次`}
              onClick={() => add(line.id)}
            >
              添加批次
            </Button>
          </FormSection>
        );
      })}
    </FormLayout>
  );
}

/** An order's page for 仓储: its lines, payments and shipping so far, and the ship form while it is 待发货. */
export default function OrderShipPage() {
  const id = Number(useParams().id);
  const { order, error, isLoading, retry } = useConsoleOrder(id);
  const [done, setDone] = useState('');

  if (isLoading || error || !order)
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        loadingText="正在加载订单…"
        errorText={error?.message ?? '订单加载失败'}
        onRetry={retry}
      />
    );

  const shippedAny = order.lines.some((line) => line.batches.length > 0);
  return (
    <section aria-labelledby="order-title">
      <p>
        <Link to="/orders">← 返回订单发货</Link>
      </p>
      <h2 id="order-title">
        订单 {order.order_sn} <OrderStatusBadge status={order.status} />
      </h2>
      {done && <Notice role="status">{done}</Notice>}
      <Facts>
        <dt>采购单位</dt>
        <dd>{order.company.name}</dd>
        <dt>下单时间</dt>
        <dd>{beijingDateTime(order.created_at * 1000)}</dd>
        <dt>收货地址</dt>
        <dd>
          {order.address.consignee} {order.address.phone}，{order.address.province}
          {order.address.city}
          {order.address.district}
          {order.address.detail}
        </dd>
        <dt>订单金额</dt>
        <dd>¥{order.amounts.total}</dd>
        {order.remark && (
          <>
            <dt>备注</dt>
            <dd>{order.remark}</dd>
          </>
        )}
        {order.logistics && (
          <>
            <dt>物流</dt>
            <dd>
              {order.logistics.carrier} {order.logistics.tracking_no}，
              {beijingDateTime(order.logistics.shipped_at * 1000)}发货
            </dd>
          </>
        )}
      </Facts>

      <Block aria-labelledby="lines-title">
        <h3 id="lines-title">商品（{order.lines.length}）</h3>
        <Table>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">规格</th>
              <th scope="col">生产厂家</th>
              <th scope="col">数量</th>
              <th scope="col">金额（元）</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.name}
                  {line.is_gift ? '（赠品）' : ''}
                </th>
                <td>{line.ypgg}</td>
                <td>{line.sccj}</td>
                <td>
                  {line.number}
                  {line.bzdw}
                </td>
                <td>{line.payable}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Block>

      <Block aria-labelledby="payments-title">
        <h3 id="payments-title">支付</h3>
        {order.payments.length === 0 ? (
          <p>暂无支付记录</p>
        ) : (
          <ul>
            {order.payments.map((payment) => (
              <li key={payment.id}>
                {PAY_METHOD_TEXT[payment.method]} ¥{payment.amount}，
                {payment.paid_at ? `${beijingDateTime(payment.paid_at * 1000)}已支付` : '未到账'}
                {payment.reference && `（${payment.reference}）`}
              </li>
            ))}
          </ul>
        )}
      </Block>

      {shippedAny && (
        <Block>
          <Batches order={order} />
        </Block>
      )}

      {order.can_ship ? (
        <Block>
          <ShipForm order={order} onShipped={setDone} />
        </Block>
      ) : (
        !shippedAny && <Notice>该订单当前为「{order.status_text}」，不能发货。</Notice>
      )}
    </section>
  );
}

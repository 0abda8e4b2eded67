import type { ConsoleAfterSaleDetail, ConsoleOperator, ConsolePermission } from '@yaocai/domain';
import { beijingDateTime } from '@yaocai/domain/print';
import { AfterSalesTimeline, Button, Checkbox, Field, Input, ListState } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Block, Facts } from '../components/page.styles';
import { ReasonDialog } from '../components/ReasonDialog';
import { type AfterSaleDecision, useAfterSaleDecision, useConsoleAfterSale } from '../data/use-after-sales';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    width: 120px;
    height: 120px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Decision = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** Which role's permission each decision needs (the server checks the same on its route). */
const NEEDS: Record<AfterSaleDecision, ConsolePermission> = {
  approve: 'after-sales',
  reject: 'after-sales',
  send_documents: 'after-sales',
  receive: 'returns',
  exchange: 'returns',
  refund: 'refunds',
};

function Decisions({ request }: { request: ConsoleAfterSaleDetail }) {
  const operator = useOutletContext<ConsoleOperator>();
  const decide = useAfterSaleDecision();
  const [address, setAddress] = useState('');
  const [days, setDays] = useState('7');
  const [saleable, setSaleable] = useState(true);
  const [note, setNote] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [done, setDone] = useState('');
  const open = request.actions.filter(
    (action): action is AfterSaleDecision =>
      action in NEEDS && operator.permissions.includes(NEEDS[action as AfterSaleDecision]),
  );
  const waitingForOthers = request.actions.filter(
    (action) => action in NEEDS && !open.includes(action as AfterSaleDecision),
  );
  const run = async (decision: AfterSaleDecision, body: Record<string, unknown>) => {
    const message = await decide.run(request.id, decision, body);
    if (message !== undefined) {
      setDone(message);
      setRejecting(false);
    }
  };
  const submit = (decision: AfterSaleDecision, body: Record<string, unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void run(decision, body);
  };
  const fieldError = (name: string) => decide.error?.fieldErrors?.[name]?.[0];
  const goodsBack = request.type === 'return' || request.type === 'exchange';
  return (
    <Block aria-labelledby="decide-title">
      <h3 id="decide-title">处理</h3>
      {done && <p role="status">{done}</p>}
      {decide.error && !decide.error.fieldErrors && <p role="alert">{decide.error.message}</p>}
      {open.length === 0 && (
        <p>
          {waitingForOthers.length > 0
            ? '当前步骤由其他岗位处理（客服审核、仓储收货、财务退款）'
            : request.actions.length > 0
              ? '等待买家操作'
              : '售后已结束'}
        </p>
      )}
      {open.includes('approve') && (
        <Decision
          aria-label="同意申请"
          onSubmit={submit('approve', { return_address: address, deadline_days: Number(days) })}
        >
          {goodsBack && (
            <>
              <Field label="退货地址" error={fieldError('return_address')} required>
                <Input value={address} maxLength={200} onChange={(event) => setAddress(event.target.value)} />
              </Field>
              <Field label="寄回期限（天）" error={fieldError('deadline_days')}>
                <Input value={days} inputMode="numeric" onChange={(event) => setDays(event.target.value)} />
              </Field>
            </>
          )}
          <Button type="submit" loading={decide.pending}>
            同意
          </Button>
          {open.includes('reject') && !rejecting && (
            <Button type="button" variant="danger" onClick={() => setRejecting(true)}>
              驳回
            </Button>
          )}
        </Decision>
      )}
      {rejecting && (
        <ReasonDialog
          title={`驳回售后 #${request.id}`}
          error={fieldError('reason')}
          pending={decide.pending}
          onSubmit={(reason) => void run('reject', { reason })}
          onCancel={() => setRejecting(false)}
        />
      )}
      {open.includes('receive') && (
        <Decision aria-label="确认收货" onSubmit={submit('receive', { saleable: saleable ? 1 : 0 })}>
          <Checkbox
            label="验收合格，重新入库可售"
            checked={saleable}
            onChange={(event) => setSaleable(event.target.checked)}
          />
          <Button type="submit" loading={decide.pending}>
            确认收货
          </Button>
        </Decision>
      )}
      {open.includes('refund') && (
        <Decision aria-label="退款" onSubmit={submit('refund', {})}>
          <p>
            按实付金额原路退回 ¥{request.amount}（{request.pay_method}；对公转账退至余额）
          </p>
          <Button type="submit" loading={decide.pending}>
            确认退款
          </Button>
        </Decision>
      )}
      {(open.includes('exchange') || open.includes('send_documents')) && (
        <Decision
          aria-label={open.includes('exchange') ? '换货发出' : '资料已补寄'}
          onSubmit={submit(open.includes('exchange') ? 'exchange' : 'send_documents', { note })}
        >
          <Field label="说明" hint="如换发的批号、补寄的资料与快递单号" error={fieldError('note')}>
            <Input value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
          </Field>
          <Button type="submit" loading={decide.pending}>
            {open.includes('exchange') ? '换货发出' : '资料已补寄'}
          </Button>
        </Decision>
      )}
    </Block>
  );
}

/** 售后单: what was asked (lines, photos), the parcel and refund, the timeline, and this operator's decisions. */
export default function AfterSalePage() {
  const id = Number(useParams().id);
  const { request, error, isLoading, retry } = useConsoleAfterSale(id);
  if (isLoading || error || !request)
    return (
      <ListState
        status={error ? 'error' : isLoading ? 'loading' : 'empty'}
        loadingText="正在加载售后单…"
        errorText={error?.status === 404 ? '售后单不存在' : '售后单加载失败'}
        emptyText="售后单不存在"
        onRetry={error?.status === 404 ? undefined : retry}
      />
    );
  return (
    <section aria-labelledby="after-sale-title">
      <p>
        <Link to="/after-sales">← 售后处理</Link>
      </p>
      <h2 id="after-sale-title">
        售后单 #{request.id} · {request.type_text} · {request.status_text}
      </h2>
      <Facts>
        <dt>订单号</dt>
        <dd>{request.order_sn}</dd>
        <dt>采购单位</dt>
        <dd>{request.company.name}</dd>
        <dt>原因</dt>
        <dd>{request.reason_text}</dd>
        <dt>问题描述</dt>
        <dd>{request.description || '—'}</dd>
        <dt>申请时间</dt>
        <dd>{beijingDateTime(request.created_at * 1000)}</dd>
        <dt>支付方式</dt>
        <dd>{request.pay_method}</dd>
        {request.return_address && (
          <>
            <dt>退货地址</dt>
            <dd>
              {request.return_address}
              {request.return_deadline && `（${beijingDateTime(request.return_deadline * 1000)} 前寄回）`}
            </dd>
          </>
        )}
        {request.tracking_no && (
          <>
            <dt>寄回快递</dt>
            <dd>
              {request.carrier} {request.tracking_no}
            </dd>
          </>
        )}
        {request.reject_reason && (
          <>
            <dt>驳回原因</dt>
            <dd>{request.reject_reason}</dd>
          </>
        )}
        {request.refund && (
          <>
            <dt>退款</dt>
            <dd>{request.refund.note}</dd>
          </>
        )}
      </Facts>
      <Block aria-labelledby="lines-title">
        <h3 id="lines-title">售后商品</h3>
        <Table>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">规格</th>
              <th scope="col">数量</th>
              <th scope="col">金额（元）</th>
            </tr>
          </thead>
          <tbody>
            {request.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.name}
                  {line.follows_text && `（${line.follows_text}）`}
                </td>
                <td>{line.ypgg}</td>
                <td>
                  {line.number}
                  {line.bzdw}
                </td>
                <td>{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Block>
      {request.images.length > 0 && (
        <Block aria-labelledby="photos-title">
          <h3 id="photos-title">买家照片</h3>
          <Photos>
            {request.images.map((image, index) => (
              <li key={image.image_id}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.url} alt={`买家照片 ${index + 1}`} />
                </a>
              </li>
            ))}
          </Photos>
        </Block>
      )}
      <Block aria-labelledby="timeline-title">
        <h3 id="timeline-title">售后进度</h3>
        <AfterSalesTimeline type={request.type} status={request.status} events={request.timeline} />
      </Block>
      <Decisions request={request} />
    </section>
  );
}

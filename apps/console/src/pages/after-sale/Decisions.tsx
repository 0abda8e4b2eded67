import type { ConsoleAfterSaleDetail, ConsoleOperator, ConsolePermission } from '@yaocai/domain';
import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { Block } from '../../components/page.styles';
import { ReasonDialog } from '../../components/ReasonDialog';
import { type AfterSaleDecision, useAfterSaleDecision } from '../../data/use-after-sales';
import { Decision } from './decision.styles';
import { ReceiveForm } from './ReceiveForm';

/** Which role's permission each decision needs (the server checks the same on its route). */
const NEEDS: Record<AfterSaleDecision, ConsolePermission> = {
  approve: 'after-sales',
  reject: 'after-sales',
  send_documents: 'after-sales',
  receive: 'returns',
  exchange: 'returns',
  refund: 'refunds',
};

/** The decisions this operator's roles allow on the request, each a small form. */
export function Decisions({ request }: { request: ConsoleAfterSaleDetail }) {
  const operator = useOutletContext<ConsoleOperator>();
  const decide = useAfterSaleDecision();
  const [address, setAddress] = useState('');
  const [days, setDays] = useState('7');
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
        <ReceiveForm
          request={request}
          pending={decide.pending}
          fieldError={fieldError}
          onReceive={(body) => void run('receive', body)}
        />
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

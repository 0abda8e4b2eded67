import {
  type OnlinePayment,
  ORDER_STATUS_TEXT,
  PAY_METHOD_TEXT,
  type PayOptions,
  type TransferInstructions,
  yuanToFen,
} from '@yaocai/domain';
import {
  Button,
  Countdown,
  ListState,
  type PaymentMethod,
  type PaymentMethodId,
  PaymentMethodPicker,
  Price,
} from '@yaocai/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { OnlinePayBox } from '../../components/pay/OnlinePayBox';
import { usePayByBalance, usePayByCredit, usePayByTransfer, usePayOptions } from '../../data/use-checkout';
import { usePayOnline } from '../../data/use-online-pay';
import { Muted, Panel, TextLink } from '../../layout/page.styles';
import { doneHref, orderHref } from '../../lib/order-links';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const yuan = (amount: string) => <Price priceFen={yuanToFen(amount)} size="sm" />;

/** What each method offers, as the picker shows it; an unavailable one carries the server's reason. */
function methodsOf(options: PayOptions): PaymentMethod[] {
  return options.methods.map(({ method, available, reason, funds }) => {
    let detail: ReactNode = '线下对公转账，财务确认到账后订单即为已支付';
    if (method === 'balance') detail = <>可用余额 {funds ? yuan(funds) : '—'}</>;
    if (method === 'credit') detail = <>可用额度 {funds ? yuan(funds) : '—'}</>;
    if (method === 'alipay') detail = '跳转支付宝页面付款，付款后自动确认';
    if (method === 'wechat') detail = '微信扫码付款，付款后自动确认';
    return {
      id: method,
      label: PAY_METHOD_TEXT[method],
      detail,
      disabled: available === 0,
      disabledReason: reason || undefined,
    };
  });
}

function TransferDetails({ transfer, orderId }: { transfer: TransferInstructions; orderId: number }) {
  return (
    <Panel aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">请按以下信息对公转账</h2>
      <Facts>
        <dt>收款单位</dt>
        <dd>{transfer.payee.name}</dd>
        <dt>开户银行</dt>
        <dd>{transfer.payee.bank}</dd>
        <dt>收款账号</dt>
        <dd>{transfer.payee.account}</dd>
        <dt>转账金额</dt>
        <dd>{yuan(transfer.amount)}</dd>
        <dt>转账附言</dt>
        <dd>
          <strong>{transfer.reference}</strong>
        </dd>
      </Facts>
      <Muted>请在转账附言中填写上述识别码，财务确认到账后订单即为已支付。</Muted>
      <p>
        <TextLink to={orderHref(orderId)}>我已完成转账</TextLink>
      </p>
    </Panel>
  );
}

/**
 * Pay one unpaid order (step 3 and /cart/hm): the order number, amount and pay deadline, the methods of
 * GET /api/pay/options with the funds and limits and why a method is off, and 确认支付. Balance and credit
 * go to step 4; a transfer shows where to send the money and the reference to write; 支付宝 / 微信支付 show the
 * page or QR code and wait for the server's word (OnlinePayBox), then go to step 4.
 */
export function PayPanel({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const options = usePayOptions(orderId);
  // The deadline counts down on this browser's clock: the options carry no server time. The server decides
  // expiry; the end of the countdown only asks it again (the order then reads 已取消). The clock is read once the
  // page is in the browser: read while rendering, the server's render and the browser's hydration would each read
  // their own clock and disagree on the seconds left (React #418 on a step 3 opened afresh).
  const [clock, setClock] = useState<number | null>(null);
  useEffect(() => setClock(Math.floor(Date.now() / 1000)), []);
  const [picked, setPicked] = useState<PaymentMethodId | null>(null);
  const [transfer, setTransfer] = useState<TransferInstructions | null>(null);
  const paid = { onSuccess: () => navigate(doneHref(orderId)), onError: options.retry };
  const balance = usePayByBalance(paid);
  const credit = usePayByCredit(paid);
  const bankTransfer = usePayByTransfer({ onSuccess: ({ data }) => setTransfer(data) });
  const [online, setOnline] = useState<OnlinePayment | null>(null);
  const [useBalance, setUseBalance] = useState(false);
  const payOnline = usePayOnline({ onSuccess: ({ data }) => setOnline(data), onError: options.retry });
  const data = options.data;

  if (!data)
    return (
      <ListState
        status={options.error ? 'error' : 'loading'}
        loadingText="正在加载支付信息…"
        errorText="支付信息加载失败，请稍后重试"
        onRetry={options.retry}
      />
    );
  if (data.order_status !== 'unpaid')
    return (
      <ListState status="empty" emptyText={`该订单${ORDER_STATUS_TEXT[data.order_status]}，无需支付`}>
        <TextLink to={orderHref(orderId)}>查看订单</TextLink>
      </ListState>
    );
  if (transfer) return <TransferDetails transfer={transfer} orderId={orderId} />;
  if (online)
    return (
      <OnlinePayBox
        payment={online}
        onPaid={() => navigate(doneHref(orderId))}
        onRetry={() => {
          setOnline(null);
          options.retry();
        }}
      />
    );

  const methods = methodsOf(data);
  const chosen = picked ?? methods.find((method) => !method.disabled)?.id ?? null;
  const pending = balance.pending || credit.pending || bankTransfer.pending || payOnline.pending;
  // Combined payment: some balance, not enough for the whole order — the balance first, the rest online.
  const balanceFunds = data.methods.find((m) => m.method === 'balance')?.funds || '0.00';
  const combinable =
    (chosen === 'alipay' || chosen === 'wechat') &&
    yuanToFen(balanceFunds) > 0 &&
    yuanToFen(balanceFunds) < yuanToFen(data.total);
  const pendingCredit = data.pending.find((payment) => payment.method === 'credit')?.payment_id ?? null;
  const pay = () => {
    if (chosen === 'balance') void balance.run(orderId);
    else if (chosen === 'credit') void credit.run(orderId, pendingCredit);
    else if (chosen === 'transfer') void bankTransfer.run(orderId);
    else if (chosen === 'alipay' || chosen === 'wechat')
      void payOnline.run({
        order_id: orderId,
        method: chosen,
        use_balance: combinable && useBalance ? 1 : 0,
      });
  };
  return (
    <Stack>
      <Panel aria-labelledby="pay-order-heading">
        <h2 id="pay-order-heading">订单信息</h2>
        <Facts>
          <dt>订单号</dt>
          <dd>{data.order_sn}</dd>
          <dt>应付金额</dt>
          <dd>{yuan(data.total)}</dd>
          {data.pay_deadline !== null && (
            <>
              <dt>支付剩余时间</dt>
              <dd>
                {clock !== null && (
                  <Countdown
                    serverTime={clock}
                    end={data.pay_deadline}
                    label="支付倒计时"
                    endedText="已超时，订单将被取消"
                    onEnd={options.retry}
                  />
                )}
              </dd>
            </>
          )}
        </Facts>
      </Panel>
      <Panel aria-label="支付方式">
        <PaymentMethodPicker methods={methods} value={chosen} onValueChange={setPicked} />
        {combinable && (
          <label>
            <input
              type="checkbox"
              checked={useBalance}
              onChange={(event) => setUseBalance(event.target.checked)}
            />{' '}
            先用余额抵扣 {yuan(balanceFunds)}，其余在线支付
          </label>
        )}
      </Panel>
      <div>
        <Button size="lg" onClick={pay} disabled={chosen === null} loading={pending}>
          {pending ? '支付中…' : '确认支付'}
        </Button>
      </div>
    </Stack>
  );
}

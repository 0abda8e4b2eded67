import { type OnlinePayment, PAY_METHOD_TEXT } from '@yaocai/domain';
import { Button, Countdown } from '@yaocai/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { matchesAny } from '../../data/keys';
import { onlinePaidReads, useOnlinePayment } from '../../data/use-online-pay';
import { Muted, Panel } from '../../layout/page.styles';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
`;

const QrFrame = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A page address the browser can open (支付宝's page; the local provider's stand-in of a phone scan). */
const isWebAddress = (text: string) => /^https?:\/\//.test(text);

export interface OnlinePayBoxProps {
  payment: OnlinePayment;
  /** Called once when the server says paid. */
  onPaid: () => void;
  /** 重新支付: back to choosing a method (after a failure or when the time ran out). */
  onRetry: () => void;
}

/**
 * One online payment in progress: 支付宝's page to open or 微信支付's QR code to scan, a waiting state that asks
 * the server every two seconds, the time left, and the result. Paid is what the server says (its verified
 * notification or query), never the buyer's return from the provider.
 */
export function OnlinePayBox({ payment, onPaid, onRetry }: OnlinePayBoxProps) {
  const read = useOnlinePayment(payment.payment_id);
  const current = read.data ?? payment;
  const { mutate } = useSWRConfig();
  const [clock] = useState(() => Math.floor(Date.now() / 1000));
  const [timedOut, setTimedOut] = useState(false);
  const told = useRef(false);
  const provider = PAY_METHOD_TEXT[current.method];

  useEffect(() => {
    if (current.status !== 'paid' || told.current) return;
    told.current = true;
    void mutate(matchesAny(onlinePaidReads)).then(onPaid);
  }, [current.status, mutate, onPaid]);

  if (current.status === 'paid')
    return (
      <Panel aria-labelledby="online-pay-heading">
        <h2 id="online-pay-heading">支付成功</h2>
        <p role="status">
          {provider}已收到付款 ¥{current.amount}
        </p>
      </Panel>
    );
  if (current.status !== 'pending' || timedOut)
    return (
      <Panel aria-labelledby="online-pay-heading">
        <h2 id="online-pay-heading">支付未完成</h2>
        <p role="alert">
          {current.status === 'refunded' ? '该笔付款已退回' : `${provider}支付已超时或已关闭`}
        </p>
        <Button onClick={onRetry}>重新支付</Button>
      </Panel>
    );
  return (
    <Panel aria-labelledby="online-pay-heading">
      <h2 id="online-pay-heading">
        {provider}付款 ¥{current.amount}
      </h2>
      <Body>
        {current.balance_amount !== '0.00' && (
          <Muted>已用余额抵扣 ¥{current.balance_amount}；未完成付款时将退回余额</Muted>
        )}
        {current.qr_code ? (
          <>
            <QrFrame>
              <QRCodeSVG value={current.qr_code} size={192} title={`${provider}付款二维码`} role="img" />
            </QrFrame>
            <Muted>请使用{provider}扫一扫，扫描二维码完成付款</Muted>
            {isWebAddress(current.qr_code) && <a href={current.qr_code}>在本机打开付款页</a>}
          </>
        ) : (
          <a href={current.pay_url}>前往{provider}付款</a>
        )}
        <p role="status">{read.error ? '支付结果查询失败，正在重试…' : '等待支付结果…'}</p>
        <p>
          剩余时间{' '}
          <Countdown
            serverTime={clock}
            end={current.expires_at}
            label="付款倒计时"
            endedText="已超时"
            onEnd={() => setTimedOut(true)}
          />
        </p>
        <Button variant="secondary" onClick={onRetry}>
          更换支付方式
        </Button>
      </Body>
    </Panel>
  );
}

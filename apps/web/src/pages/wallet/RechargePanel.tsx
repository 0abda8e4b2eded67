import { isYuanInput, type OnlinePayment, PAY_METHOD_TEXT, rechargeRefusal, yuanToFen } from '@yaocai/domain';
import { Button, type PaymentMethodId, PaymentMethodPicker } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { OnlinePayBox } from '../../components/pay/OnlinePayBox';
import { usePayOnline, useRechargeOptions } from '../../data/use-online-pay';
import { Muted, Panel } from '../../layout/page.styles';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;

  input {
    padding: ${({ theme }) => theme.space[2]};
    margin-left: ${({ theme }) => theme.space[2]};
  }
`;

/**
 * 充值 on /wdqb/yegl (issue #24): an amount within the domain's limits and 支付宝 or 微信支付 — only the methods the
 * server has keys for; without any the panel is absent. The balance rises when the server has the provider's
 * verified word, and the entry appears in the log under 充值.
 */
export function RechargePanel() {
  const options = useRechargeOptions();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
  const [problem, setProblem] = useState('');
  const [payment, setPayment] = useState<OnlinePayment | null>(null);
  const [done, setDone] = useState('');
  const start = usePayOnline({ onSuccess: ({ data }) => setPayment(data) });
  const methods = options.data?.methods ?? [];
  if (options.error) return <Muted role="alert">充值方式加载失败，请刷新重试</Muted>;
  if (!options.data || methods.length === 0) return null;
  if (payment)
    return (
      <OnlinePayBox
        payment={payment}
        onPaid={() => {
          setDone(`充值成功：¥${payment.amount} 已到账`);
          setPayment(null);
          setAmount('');
        }}
        onRetry={() => setPayment(null)}
      />
    );
  const chosen = method ?? methods[0] ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = isYuanInput(amount) ? rechargeRefusal(yuanToFen(amount)) : '请输入正确的充值金额';
    setProblem(refusal);
    setDone('');
    if (!refusal && chosen)
      void start.run({ recharge_amount: amount, method: chosen as 'alipay' | 'wechat' });
  };
  return (
    <Panel aria-labelledby="recharge-heading">
      <h2 id="recharge-heading">在线充值</h2>
      {done && <p role="status">{done}</p>}
      <Form onSubmit={submit} noValidate>
        <label>
          充值金额（元）
          <input
            name="recharge_amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value.trim())}
            aria-invalid={problem ? true : undefined}
            aria-describedby="recharge-limits"
          />
        </label>
        <Muted id="recharge-limits">
          单笔 ¥{options.data.min} – ¥{options.data.max}，付款成功后自动到账
        </Muted>
        {problem && <p role="alert">{problem}</p>}
        <PaymentMethodPicker
          label="充值方式"
          methods={methods.map((id) => ({ id, label: PAY_METHOD_TEXT[id] }))}
          value={chosen}
          onValueChange={setMethod}
        />
        <Button type="submit" loading={start.pending}>
          充值
        </Button>
      </Form>
    </Panel>
  );
}

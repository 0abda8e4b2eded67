import {
  BALANCE_ENTRY_TEXT,
  beijingDateTime,
  type ConsoleOrderDetail,
  ONLINE_REFUND_STATUS_TEXT,
  PAY_METHOD_TEXT,
} from '@yaocai/domain';
import { Block } from '../../components/page.styles';

/** The order's payments: method and state, a transfer's reference, a provider's numbers and refunds, the ledger. */
export function PaymentsBlock({ order }: { order: ConsoleOrderDetail }) {
  return (
    <Block aria-labelledby="payments-title">
      <h3 id="payments-title">支付与退款</h3>
      {order.payments.length === 0 ? (
        <p>暂无支付记录</p>
      ) : (
        <ul aria-label="支付记录">
          {order.payments.map((payment) => (
            <li key={payment.id}>
              {PAY_METHOD_TEXT[payment.method]} ¥{payment.amount}，
              {payment.status === 'refunded'
                ? '已退款'
                : payment.paid_at
                  ? `${beijingDateTime(payment.paid_at * 1000)}已支付`
                  : '未到账'}
              {payment.reference && `（转账附言 ${payment.reference}）`}
            </li>
          ))}
        </ul>
      )}
      {order.online_payments.map((online) => (
        <section key={online.out_trade_no} aria-label={`${PAY_METHOD_TEXT[online.method]}交易`}>
          <h4>{PAY_METHOD_TEXT[online.method]}交易</h4>
          <p>
            平台单号 {online.out_trade_no}，渠道交易号 {online.provider_trade_no || '—'}，在线支付 ¥
            {online.amount}
            {online.balance_part !== '0.00' && `，余额抵扣 ¥${online.balance_part}`}
          </p>
          {online.refunds.length > 0 && (
            <ul aria-label="渠道退款">
              {online.refunds.map((refund) => (
                <li key={refund.out_refund_no}>
                  退款 ¥{refund.amount}（{refund.reason}）{ONLINE_REFUND_STATUS_TEXT[refund.status]}，退款单号{' '}
                  {refund.out_refund_no}，{beijingDateTime(refund.created_at * 1000)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {order.ledger.length > 0 && (
        <>
          <h4>余额与账期流水</h4>
          <ul aria-label="余额与账期流水">
            {order.ledger.map((entry) => (
              <li key={entry.id}>
                {entry.account === 'balance' ? '余额' : '账期'} {BALANCE_ENTRY_TEXT[entry.kind]}{' '}
                {entry.amount.startsWith('-') ? entry.amount : `+${entry.amount}`}
                {entry.remark && `（${entry.remark}）`}，{beijingDateTime(entry.at * 1000)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Block>
  );
}

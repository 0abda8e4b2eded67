import type { OrderSummary } from '@yaocai/domain';
import { Button, ButtonLink, ConfirmDialog } from '@yaocai/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCancelOrder, useRebuyOrder, useReceiveOrder } from '../../data/use-orders';
import { orderHref, payOrderHref } from '../../lib/order-links';
import { renderRouterLink } from '../../lib/render-link';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const ActionLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  padding: 0 ${({ theme }) => theme.space[1]};
`;

const ReasonLabel = styled.label`
  display: block;
  margin-top: ${({ theme }) => theme.space[3]};

  input {
    display: block;
    width: 100%;
    margin-top: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** 取消订单 with its confirmation; the reason is optional (the server keeps it on the order). */
function CancelOrder({ order }: { order: Pick<OrderSummary, 'id' | 'order_sn' | 'status'> }) {
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const refund = order.status === 'paid' ? '已支付的金额将原路退回，' : '';
  return (
    <ConfirmDialog
      title="取消订单"
      description={
        <>
          确定取消订单 {order.order_sn} 吗？{refund}取消后不可恢复。
          <ReasonLabel>
            取消原因（选填）
            <input value={reason} maxLength={100} onChange={(event) => setReason(event.target.value)} />
          </ReasonLabel>
        </>
      }
      confirmText="确定取消"
      cancelText="再想想"
      onConfirm={() => void cancel.run(order.id, reason.trim())}
      trigger={
        <Button variant="secondary" size="sm" loading={cancel.pending}>
          取消订单
        </Button>
      }
    />
  );
}

function ReceiveOrder({ order }: { order: Pick<OrderSummary, 'id' | 'order_sn'> }) {
  const receive = useReceiveOrder();
  return (
    <ConfirmDialog
      title="确认收货"
      description={`请确认订单 ${order.order_sn} 的商品已全部收到，确认后订单完成。`}
      confirmText="确认收货"
      onConfirm={() => void receive.run(order.id)}
      trigger={
        <Button size="sm" loading={receive.pending}>
          确认收货
        </Button>
      }
    />
  );
}

function RebuyOrder({ orderId }: { orderId: number }) {
  const rebuy = useRebuyOrder();
  return (
    <Button variant="secondary" size="sm" loading={rebuy.pending} onClick={() => void rebuy.run(orderId)}>
      再次购买
    </Button>
  );
}

interface OrderActionsProps {
  order: Pick<
    OrderSummary,
    'id' | 'order_sn' | 'status' | 'can_pay' | 'can_cancel' | 'can_receive' | 'can_after_sale' | 'after_sale'
  >;
  /** The list links each card to its detail; the detail page does not link to itself. */
  detailLink?: boolean;
}

/** What the buyer may do with an order; the server's can_* flags decide, the page never guesses from status. */
export function OrderActions({ order, detailLink = false }: OrderActionsProps) {
  return (
    <Row>
      {order.can_pay === 1 && (
        <ButtonLink href={payOrderHref(order.id)} renderLink={renderRouterLink}>
          去支付
        </ButtonLink>
      )}
      {order.can_cancel === 1 && <CancelOrder order={order} />}
      {order.can_receive === 1 && <ReceiveOrder order={order} />}
      <RebuyOrder orderId={order.id} />
      {/* 申请售后 opens on the detail, where the lines are; a request's status leads to its page. */}
      {detailLink && order.can_after_sale === 1 && <ActionLink to={orderHref(order.id)}>申请售后</ActionLink>}
      {order.after_sale && (
        <ActionLink to={`/order/afterSalesInfo/${order.after_sale.id}`}>
          售后：{order.after_sale.status_text}
        </ActionLink>
      )}
      {detailLink && <ActionLink to={orderHref(order.id)}>查看详情</ActionLink>}
    </Row>
  );
}

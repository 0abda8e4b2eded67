import type { ConsoleOrderDetail } from '@yaocai/domain';
import { Button } from '@yaocai/ui';
import { useState } from 'react';
import { Block } from '../../components/page.styles';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useCancelOrder } from '../../data/use-orders';

/**
 * 取消订单并退款 (财务): a reason told to the buyer, then the server cancels and sends a paid order's money back
 * where it came from; its answer (where the money went) is shown by the page.
 */
export function CancelOrder({
  order,
  onDone,
}: {
  order: ConsoleOrderDetail;
  onDone: (text: string) => void;
}) {
  const cancel = useCancelOrder();
  const [open, setOpen] = useState(false);
  const paid = order.status === 'paid';
  const submit = async (reason: string) => {
    const message = await cancel.run(order.id, { reason });
    if (message !== undefined) {
      setOpen(false);
      onDone(message);
    }
  };
  return (
    <Block aria-labelledby="cancel-title">
      <h3 id="cancel-title">{paid ? '取消订单并退款' : '取消订单'}</h3>
      <p>
        {paid
          ? `实付 ¥${order.amounts.paid} 将原路退回（余额、账期额度、对公转账退回余额、在线支付原路退回），库存与未过期的优惠券退回。`
          : '订单未支付，取消后库存与优惠券退回。'}
      </p>
      {cancel.error && !cancel.error.fieldErrors?.reason && <p role="alert">{cancel.error.message}</p>}
      {open ? (
        <ReasonDialog
          title={paid ? '取消订单并退款' : '取消订单'}
          fieldLabel="取消原因"
          submitLabel="确认取消"
          hint="会通过站内消息告知买家，此操作不能撤销"
          error={cancel.error?.fieldErrors?.reason?.[0]}
          pending={cancel.pending}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          {paid ? '取消订单并退款' : '取消订单'}
        </Button>
      )}
    </Block>
  );
}

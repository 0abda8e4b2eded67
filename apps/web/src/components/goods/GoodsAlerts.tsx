import type { AlertItem, AlertKind } from '@yaocai/domain';
import { Button } from '@yaocai/ui';
import { useCancelAlert, useGoodsAlerts, useSubscribeAlert } from '../../data/use-alerts';

/*
 * 到货提醒 / 降价提醒 (issue #23 §1, docs/self-service.md "Alerts"): the product page offers both (到货提醒 only while
 * out of stock), an out-of-stock list card offers 到货提醒. Signed-in buyers only; the server answers with what
 * it will do (到货后将通知您), shown as a toast.
 */

const LABEL: Record<AlertKind, { set: string; active: string }> = {
  restock: { set: '到货提醒', active: '已设到货提醒（取消）' },
  price: { set: '降价提醒', active: '已设降价提醒（取消）' },
};

function AlertToggle({ goodsId, kind, active }: { goodsId: number; kind: AlertKind; active?: AlertItem }) {
  const subscribe = useSubscribeAlert();
  const cancel = useCancelAlert();
  const pending = subscribe.pending || cancel.pending;
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={pending}
      aria-pressed={active !== undefined}
      onClick={() => void (active ? cancel.run(active.id) : subscribe.run(goodsId, kind))}
    >
      {active ? LABEL[kind].active : LABEL[kind].set}
    </Button>
  );
}

/** The product page's alert buttons; nothing until the buyer's active alerts of this goods are read. */
export function GoodsAlertControls({ goodsId, outOfStock }: { goodsId: number; outOfStock: boolean }) {
  const alerts = useGoodsAlerts(goodsId);
  // A login without a company has no alerts (404): no buttons rather than an error beside the price.
  if (!alerts.data) return null;
  const activeOf = (kind: AlertKind) => alerts.data?.list.find((alert) => alert.kind === kind);
  return (
    <>
      {(outOfStock || activeOf('restock')) && (
        <AlertToggle goodsId={goodsId} kind="restock" active={activeOf('restock')} />
      )}
      <AlertToggle goodsId={goodsId} kind="price" active={activeOf('price')} />
    </>
  );
}

/** An out-of-stock list card's 到货提醒 (one click subscribes; the member page lists and cancels). */
export function RestockAlertButton({ goodsId }: { goodsId: number }) {
  const subscribe = useSubscribeAlert();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={subscribe.pending}
      onClick={() => void subscribe.run(goodsId, 'restock')}
    >
      到货提醒
    </Button>
  );
}

import type { ConsoleDrawPending } from '@yaocai/domain';
import { Button, DataTable, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { type CarrierTracking, CarrierTrackingForm } from '../../components/CarrierTrackingForm';
import { beijingOf } from '../../components/local-time';
import { useDrawPending, useShipDrawGift } from '../../data/use-operations';

/** 寄出 of one gift: carrier and tracking number; the list refreshes when it is sent. */
function ShipForm({ gift, onSent }: { gift: ConsoleDrawPending; onSent: (id: number) => void }) {
  const ship = useShipDrawGift();
  const send = async (body: CarrierTracking) => {
    if ((await ship.run(gift.id, body)) !== undefined) onSent(gift.id);
  };
  return (
    <CarrierTrackingForm
      label={`寄出抽奖记录 #${gift.id}`}
      submitText="确认寄出"
      pending={ship.pending}
      refusal={ship.error}
      onSubmit={(body) => void send(body)}
    />
  );
}

/** 待寄出奖品: the physical prizes won and not yet sent, oldest first, with where to send them. */
export function DrawPending() {
  const { pending, error, isLoading, retry } = useDrawPending();
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const onSent = (id: number) => {
    setOpen(null);
    setSent(id);
  };
  return (
    <section aria-labelledby="draw-pending-title">
      <h3 id="draw-pending-title">待寄出奖品</h3>
      {sent !== null && <p role="status">已寄出抽奖记录 #{sent} 的奖品，已通知买家</p>}
      {isLoading || error || !pending ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载待寄出的奖品…"
          errorText="待寄出的奖品加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="待寄出奖品"
          captionHidden
          columns={[
            { key: 'id', header: '记录号', rowHeader: true, cell: (g) => `#${g.id}` },
            { key: 'prize', header: '奖品', cell: (g) => g.prize },
            { key: 'buyer', header: '买家', cell: (g) => `${g.buyer}（${g.phone}）` },
            { key: 'company', header: '企业', cell: (g) => g.company ?? '无企业' },
            { key: 'address', header: '收货地址', cell: (g) => g.address ?? '无默认收货地址，请联系买家' },
            { key: 'at', header: '中奖时间', cell: (g) => beijingOf(g.won_at) },
            {
              key: 'ship',
              header: '寄出',
              cell: (g) =>
                open === g.id ? (
                  <ShipForm gift={g} onSent={onSent} />
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setOpen(g.id)}>
                    寄出
                  </Button>
                ),
            },
          ]}
          rows={pending}
          rowKey={(g) => g.id}
          emptyText="暂无待寄出的奖品"
        />
      )}
    </section>
  );
}

import type { ConsoleDrawPending } from '@yaocai/domain';
import { Button, DataTable, Field, Input, ListState } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { beijingOf } from '../../components/local-time';
import { useDrawPending, useShipDrawGift } from '../../data/use-operations';

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
`;

/** 寄出 of one gift: carrier and tracking number; the list refreshes when it is sent. */
function ShipForm({ gift, onSent }: { gift: ConsoleDrawPending; onSent: (id: number) => void }) {
  const ship = useShipDrawGift();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const errors = ship.error?.fieldErrors ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await ship.run(gift.id, { carrier, tracking_no: tracking });
    if (sent !== undefined) onSent(gift.id);
  };
  return (
    <Inline onSubmit={submit} aria-label={`寄出抽奖记录 #${gift.id}`} noValidate>
      <Field label="承运商" error={errors.carrier?.[0]}>
        <Input value={carrier} onChange={(event) => setCarrier(event.target.value)} size={8} />
      </Field>
      <Field label="运单号" error={errors.tracking_no?.[0]}>
        <Input value={tracking} onChange={(event) => setTracking(event.target.value)} size={14} />
      </Field>
      <Button size="sm" type="submit" loading={ship.pending}>
        确认寄出
      </Button>
      {ship.error && !ship.error.fieldErrors && <span role="alert">{ship.error.message}</span>}
    </Inline>
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

import { type ConsoleDrawActivity, PRIZE_KIND_LABELS } from '@yaocai/domain';
import { Button, DataTable, Field, Input } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { beijingOf, isoOf, localOf } from '../../components/local-time';
import { useSetDrawPrize, useSetDrawWindow } from '../../data/use-operations';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0;
`;
const Small = styled.div`
  width: 120px;
`;

type Prize = ConsoleDrawActivity['prizes'][number];

/** One prize's weight and stock (empty stock: unlimited), saved on its own. */
function PrizeEditor({ prize }: { prize: Prize }) {
  const save = useSetDrawPrize();
  const [weight, setWeight] = useState(String(prize.weight));
  const [stock, setStock] = useState(prize.stock === null ? '' : String(prize.stock));
  const errors = save.error?.fieldErrors ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(prize.id, { weight: Number(weight), stock: stock === '' ? null : Number(stock) });
  };
  return (
    <Row onSubmit={submit} aria-label={`奖品 ${prize.name}`} noValidate>
      <Small>
        <Field label="权重" error={errors.weight?.[0]}>
          <Input type="number" min={0} value={weight} onChange={(e) => setWeight(e.target.value)} />
        </Field>
      </Small>
      <Small>
        <Field label="库存" hint="留空：不限" error={errors.stock?.[0]}>
          <Input type="number" min={0} value={stock} onChange={(e) => setStock(e.target.value)} />
        </Field>
      </Small>
      <Button type="submit" size="sm" loading={save.pending}>
        保存
      </Button>
      {save.error && !save.error.fieldErrors && <span role="alert">{save.error.message}</span>}
    </Row>
  );
}

/** An activity: its window (editable) and its prizes with odds, stock and how many were won. */
export function DrawActivity({ activity }: { activity: ConsoleDrawActivity }) {
  const setWindow = useSetDrawWindow();
  const [from, setFrom] = useState(localOf(activity.starts_at));
  const [to, setTo] = useState(localOf(activity.ends_at));
  const errors = setWindow.error?.fieldErrors ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void setWindow.run(activity.id, { starts_at: isoOf(from), ends_at: isoOf(to) });
  };
  return (
    <section aria-label={activity.name}>
      <h3>
        {activity.name}（{activity.running ? '进行中' : '未在进行'}：{beijingOf(activity.starts_at)} 至{' '}
        {beijingOf(activity.ends_at)}）
      </h3>
      <Row onSubmit={submit} aria-label={`${activity.name} 活动时间`} noValidate>
        <Field label="开始时间" required error={errors.starts_at?.[0]}>
          <Input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="结束时间" required error={errors.ends_at?.[0]}>
          <Input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <Button type="submit" loading={setWindow.pending}>
          保存时间
        </Button>
      </Row>
      <DataTable
        caption={`${activity.name} 奖品`}
        captionHidden
        columns={[
          { key: 'name', header: '奖品', rowHeader: true, cell: (p) => p.name },
          { key: 'kind', header: '类型', cell: (p) => PRIZE_KIND_LABELS[p.kind] },
          { key: 'odds', header: '当前中奖率', align: 'end', cell: (p) => `${p.odds}%` },
          { key: 'stock', header: '库存', align: 'end', cell: (p) => (p.stock === null ? '不限' : p.stock) },
          { key: 'won', header: '已抽中', align: 'end', cell: (p) => p.won },
          { key: 'edit', header: '权重与库存', cell: (p) => <PrizeEditor prize={p} /> },
        ]}
        rows={activity.prizes}
        rowKey={(p) => p.id}
        emptyText="该活动暂无奖品"
      />
    </section>
  );
}

import {
  type ConsolePointsItem,
  POINTS_ITEM_KIND_TEXT,
  POINTS_ITEM_KINDS,
  type PointsItemKind,
} from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, Input, ListState, Select } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { Block } from '../components/page.styles';
import { useCreatePointsItem, usePointsItems, useUpdatePointsItem } from '../data/use-points';
import { PointsRules } from './PointsRules';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 200px));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const emptyDraft = {
  kind: 'goods' as PointsItemKind,
  name: '',
  points: '',
  stock: '',
  per_buyer_limit: '0',
  coupon_id: '',
};
type Draft = typeof emptyDraft;

/** Digits typed in a field as the number the contract takes (the server checks the range). */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** The stock field of one row: set a new stock and save it. */
function StockEditor({ item }: { item: ConsolePointsItem }) {
  const update = useUpdatePointsItem();
  const [stock, setStock] = useState(String(item.stock));
  return (
    <form
      aria-label={`${item.name} 库存`}
      onSubmit={(event) => {
        event.preventDefault();
        void update.run(item.id, { stock: whole(stock) as number });
      }}
    >
      <Input
        aria-label={`${item.name} 库存`}
        value={stock}
        onChange={(event) => setStock(event.target.value)}
        size={6}
      />
      <Button size="sm" variant="secondary" type="submit" disabled={update.pending}>
        保存
      </Button>
      {update.error && <span role="alert">{update.error.message}</span>}
    </form>
  );
}

function OnSale({ item }: { item: ConsolePointsItem }) {
  const update = useUpdatePointsItem();
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={update.pending}
      aria-label={`${item.on_sale ? '下架' : '上架'} ${item.name}`}
      onClick={() => update.run(item.id, { on_sale: !item.on_sale })}
    >
      {item.on_sale ? '下架' : '上架'}
    </Button>
  );
}

const columns: DataTableColumn<ConsolePointsItem>[] = [
  { key: 'name', header: '商品', rowHeader: true, cell: (item) => item.name },
  {
    key: 'kind',
    header: '类型',
    cell: (item) => (item.coupon ? `优惠券（${item.coupon.title}）` : POINTS_ITEM_KIND_TEXT[item.kind]),
  },
  { key: 'points', header: '所需积分', align: 'end', cell: (item) => item.points },
  { key: 'limit', header: '每人限兑', align: 'end', cell: (item) => item.per_buyer_limit || '不限' },
  { key: 'exchanged', header: '已兑换', align: 'end', cell: (item) => item.exchanged },
  { key: 'stock', header: '库存', cell: (item) => <StockEditor key={item.stock} item={item} /> },
  { key: 'state', header: '状态', cell: (item) => (item.on_sale ? '上架中' : '已下架') },
  { key: 'action', header: '操作', cell: (item) => <OnSale item={item} /> },
];

/** 积分商城 (运营): the points rules, the mall's items with their stock, adding items, on and off sale. */
export default function PointsMallPage() {
  const { items, error, isLoading, retry } = usePointsItems();
  const create = useCreatePointsItem();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const errors = create.error?.fieldErrors ?? {};
  const field = (name: Exclude<keyof Draft, 'kind'>) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await create.run({
      kind: draft.kind,
      name: draft.name,
      points: whole(draft.points) as number,
      stock: whole(draft.stock) as number,
      per_buyer_limit: whole(draft.per_buyer_limit) as number,
      coupon_id: draft.kind === 'coupon' ? (whole(draft.coupon_id) as number) : null,
    });
    if (saved) setDraft(emptyDraft);
  };
  return (
    <section aria-labelledby="points-mall-title">
      <h2 id="points-mall-title">积分商城</h2>
      <PointsRules />
      <Block aria-labelledby="points-items-title">
        <h3 id="points-items-title">积分商品</h3>
        <Form onSubmit={submit} aria-label="添加积分商品" noValidate>
          <Field label="类型">
            <Select
              value={draft.kind}
              onChange={(event) => setDraft((d) => ({ ...d, kind: event.target.value as PointsItemKind }))}
            >
              {POINTS_ITEM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {POINTS_ITEM_KIND_TEXT[kind]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="商品名称" error={errors.name?.[0]} required>
            <Input {...field('name')} />
          </Field>
          <Field label="所需积分" error={errors.points?.[0]} required>
            <Input inputMode="numeric" {...field('points')} />
          </Field>
          <Field label="库存" error={errors.stock?.[0]} required>
            <Input inputMode="numeric" {...field('stock')} />
          </Field>
          <Field label="每人限兑（0 不限）" error={errors.per_buyer_limit?.[0]}>
            <Input inputMode="numeric" {...field('per_buyer_limit')} />
          </Field>
          {draft.kind === 'coupon' && (
            <Field label="优惠券模板编号" error={errors.coupon_id?.[0]} required>
              <Input inputMode="numeric" {...field('coupon_id')} />
            </Field>
          )}
          <Button type="submit" disabled={create.pending}>
            添加
          </Button>
        </Form>
        {create.error && !create.error.fieldErrors && <p role="alert">{create.error.message}</p>}
        {isLoading || error || !items ? (
          <ListState
            status={error ? 'error' : 'loading'}
            loadingText="正在加载积分商品…"
            errorText="积分商品加载失败"
            onRetry={retry}
          />
        ) : (
          <DataTable
            caption="积分商品"
            captionHidden
            columns={columns}
            rows={items}
            rowKey={(item) => item.id}
            emptyText="暂无积分商品"
          />
        )}
      </Block>
    </section>
  );
}

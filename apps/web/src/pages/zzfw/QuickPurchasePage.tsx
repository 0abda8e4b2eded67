import { beijingDate, type FastBuyItem, formatYuan } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, ListState, Select } from '@yaocai/ui';
import { type Key, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useAddToCartMany, useFastBuy } from '../../data/use-self-service';
import { Muted, PageHeading, Panel } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';
import { PurchaseListUpload } from './PurchaseListUpload';

const ORDERS = [
  ['frequency', '购买次数'],
  ['recent', '最近购买'],
  ['name', '商品名称'],
] as const;

const Quantity = styled.input`
  width: 72px;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

/** The usual quantity: the last order's, rounded up to whole middle packages. */
const usual = (item: FastBuyItem) => Math.max(item.zbz, Math.ceil(item.last_number / item.zbz) * item.zbz);

/**
 * /zzfw/kjcg — 快捷采购: every goods the company bought (times, quantities, last price and date, today's price and
 * stock), sorted by frequency, recency or name; tick several and add them with their usual quantities in one go.
 * Below it, the purchase-list upload.
 */
export function QuickPurchasePage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const order = ORDERS.some(([value]) => value === params.get('order'))
    ? (params.get('order') as string)
    : 'frequency';
  const list = useFastBuy(page, order);
  const add = useAddToCartMany();
  const [selected, setSelected] = useState<Key[]>([]);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const rows = list.data?.list ?? [];
  const quantityOf = (item: FastBuyItem) => quantities[item.goods_id] ?? usual(item);

  const columns: DataTableColumn<FastBuyItem>[] = [
    {
      key: 'name',
      header: '商品',
      rowHeader: true,
      cell: (item) => (
        <>
          <Link to={`/list_info/${item.goods_id}`}>
            {item.trade_name ? `${item.trade_name} ${item.name}` : item.name}
          </Link>
          <Muted>
            {item.spec}　{item.manufacturer}
          </Muted>
        </>
      ),
    },
    { key: 'times', header: '购买次数', align: 'end', cell: (item) => item.times },
    { key: 'total', header: '累计数量', align: 'end', cell: (item) => `${item.total_number}${item.unit}` },
    { key: 'last_price', header: '上次价格', align: 'end', cell: (item) => formatYuan(item.last_price) },
    { key: 'last_at', header: '上次购买', cell: (item) => beijingDate(item.last_at) },
    { key: 'price', header: '当前价格', align: 'end', cell: (item) => formatYuan(item.price) },
    { key: 'stock', header: '库存', align: 'end', cell: (item) => (item.stock > 0 ? item.stock : '缺货') },
    {
      key: 'number',
      header: '采购数量',
      align: 'end',
      cell: (item) => (
        <Quantity
          type="number"
          min={item.zbz}
          step={item.zbz}
          aria-label={`${item.name}采购数量`}
          value={quantityOf(item)}
          onChange={(event) =>
            setQuantities({ ...quantities, [item.goods_id]: Math.max(0, Number(event.target.value) || 0) })
          }
        />
      ),
    },
  ];

  const addSelected = async () => {
    const lines = rows
      .filter((item) => selected.includes(item.goods_id))
      .map((item) => ({ goods_id: item.goods_id, number: quantityOf(item) }));
    if (lines.length === 0) return;
    const done = await add.run(lines);
    if (done) setSelected([]);
  };

  return (
    <>
      <Panel aria-labelledby="kjcg-heading">
        <PageHeading id="kjcg-heading">快捷采购</PageHeading>
        {!list.data ? (
          <ReadStatus read={list} what="采购记录" />
        ) : rows.length === 0 ? (
          <ListState
            status="empty"
            emptyText="还没有采购记录，下单后常购商品会出现在这里；也可以在下方上传采购单"
          />
        ) : (
          <>
            <DataTable
              caption="常购商品"
              captionHidden
              columns={columns}
              rows={rows}
              rowKey={(item) => item.goods_id}
              selected={selected}
              onSelectedChange={setSelected}
              selectLabel={(item) => `选择 ${item.name}`}
              filters={
                <Field label="排序">
                  <Select
                    value={order}
                    onChange={(event) => setParams({ order: event.target.value, page: '1' })}
                  >
                    {ORDERS.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </Select>
                </Field>
              }
              batchActions={
                <Button size="sm" loading={add.pending} onClick={() => void addSelected()}>
                  加入购物车
                </Button>
              }
            />
            <MemberPager
              page={page}
              total={list.data.total}
              perPage={list.data.per_page}
              hrefOf={(n) => `/zzfw/kjcg?order=${order}&page=${n}`}
              label="常购商品分页"
            />
          </>
        )}
      </Panel>
      <PurchaseListUpload />
    </>
  );
}

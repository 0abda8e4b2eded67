import {
  type ConsoleGoodsRow,
  REGULATORY_CLASS_LABELS,
  REGULATORY_CLASSES,
  SCOPE_CATEGORIES,
  SCOPE_CATEGORY_LABELS,
} from '@yaocai/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Field,
  Input,
  ListState,
  Pagination,
  Select,
} from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useConsoleGoods, useSetListing } from '../data/use-goods';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const PER_PAGE = 20;

const columns: DataTableColumn<ConsoleGoodsRow>[] = [
  {
    key: 'name',
    header: '商品',
    rowHeader: true,
    cell: (row) => (
      <Link to={`/goods/${row.id}`}>
        {row.name}
        {row.ypgg && ` ${row.ypgg}`}
      </Link>
    ),
  },
  { key: 'pzwh', header: '批准文号', cell: (row) => row.pzwh || '—' },
  { key: 'maker', header: '生产企业', cell: (row) => row.manufacturer },
  {
    key: 'class',
    header: '管理类别',
    cell: (row) =>
      `${REGULATORY_CLASS_LABELS[row.regulatory_class]}${row.banned_online ? '（禁止网售）' : ''}`,
  },
  { key: 'scope', header: '经营范围', cell: (row) => SCOPE_CATEGORY_LABELS[row.scope_category] },
  {
    key: 'flags',
    header: '控销/用券',
    cell: (row) => `${row.is_controlled ? '控销' : '—'} / ${row.with_coupon ? '可用券' : '不用券'}`,
  },
  { key: 'listed', header: '上架', cell: (row) => (row.listed ? '已上架' : '已下架') },
  { key: 'price', header: '价格（元）', align: 'end', cell: (row) => row.price },
  { key: 'stock', header: '库存', align: 'end', cell: (row) => row.stock },
];

/**
 * 商品管理 (运营): every product, newest first, searched by name or 批准文号 and filtered (kept in the address);
 * the rows ticked on a page are put on or taken off sale together (批量上架 / 批量下架).
 */
export default function GoodsListPage() {
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords') ?? '';
  const regulatory_class = REGULATORY_CLASSES.find((c) => c === params.get('regulatory_class')) ?? '';
  const scope_category = SCOPE_CATEGORIES.find((c) => c === params.get('scope_category')) ?? '';
  const given = params.get('controlled');
  const controlled = given === '0' || given === '1' ? given : '';
  const listedGiven = params.get('listed');
  const listed = listedGiven === '0' || listedGiven === '1' ? listedGiven : '';
  const [selected, setSelected] = useState<number[]>([]);
  const [done, setDone] = useState('');
  const listing = useSetListing();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(keywords);
  const query = {
    keywords,
    regulatory_class,
    scope_category,
    controlled,
    listed,
    page,
    per_page: PER_PAGE,
  } as const;
  const { page: data, error, isLoading, retry } = useConsoleGoods(query);
  const go = (
    next: Partial<
      Record<'keywords' | 'regulatory_class' | 'scope_category' | 'controlled' | 'listed', string>
    > & {
      page?: number;
    },
  ) => {
    setSelected([]);
    setParams({
      keywords: next.keywords ?? keywords,
      regulatory_class: next.regulatory_class ?? regulatory_class,
      scope_category: next.scope_category ?? scope_category,
      controlled: next.controlled ?? controlled,
      listed: next.listed ?? listed,
      page: String(next.page ?? 1),
    });
  };
  const setListing = async (on: boolean) => {
    const message = await listing.run({ ids: selected, listed: on });
    if (message !== undefined) {
      setSelected([]);
      setDone(message);
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ keywords: typed.trim() });
  };
  return (
    <section aria-labelledby="goods-title">
      <h2 id="goods-title">商品管理</h2>
      <Filters role="search" onSubmit={search}>
        <Field label="管理类别">
          <Select value={regulatory_class} onChange={(event) => go({ regulatory_class: event.target.value })}>
            <option value="">全部类别</option>
            {REGULATORY_CLASSES.map((c) => (
              <option key={c} value={c}>
                {REGULATORY_CLASS_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="经营范围">
          <Select value={scope_category} onChange={(event) => go({ scope_category: event.target.value })}>
            <option value="">全部范围</option>
            {SCOPE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {SCOPE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="控销">
          <Select value={controlled} onChange={(event) => go({ controlled: event.target.value })}>
            <option value="">全部</option>
            <option value="1">控销商品</option>
            <option value="0">非控销商品</option>
          </Select>
        </Field>
        <Field label="上架状态">
          <Select value={listed} onChange={(event) => go({ listed: event.target.value })}>
            <option value="">全部</option>
            <option value="1">已上架</option>
            <option value="0">已下架</option>
          </Select>
        </Field>
        <Field label="商品名、批准文号或编码">
          <Input value={typed} maxLength={50} onChange={(event) => setTyped(event.target.value)} />
        </Field>
        <Button type="submit" variant="secondary">
          搜索
        </Button>
      </Filters>
      {done && <p role="status">{done}</p>}
      {listing.error && <p role="alert">{listing.error.message}</p>}
      {isLoading || error || !data ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载商品…"
          errorText="商品列表加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="商品"
            captionHidden
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
            emptyText="没有符合条件的商品"
            selected={selected}
            onSelectedChange={(keys) => setSelected(keys.map(Number))}
            selectLabel={(row) => `选择 ${row.name}`}
            batchActions={
              <>
                <Button size="sm" loading={listing.pending} onClick={() => setListing(true)}>
                  批量上架
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  loading={listing.pending}
                  onClick={() => setListing(false)}
                >
                  批量下架
                </Button>
              </>
            }
          />
          <Pagination
            page={page}
            total={data.total}
            pageSize={data.per_page}
            onPageChange={(next) => go({ page: next })}
          />
        </>
      )}
    </section>
  );
}

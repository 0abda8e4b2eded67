import type { Category, GoodsZone } from '@yaocai/domain';
import { isYuanInput } from '@yaocai/domain/print';
import { Button } from '@yaocai/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { GoodsResults } from '../../components/goods/GoodsResults';
import { useFocus } from '../../data/use-focus';
import { useGoodsList } from '../../data/use-goods';
import { PageHeading, PageWidth, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

export type ListView = 'grid' | 'table' | 'no_image';

const BASE: Partial<Record<ListView, string>> = {
  grid: '/list',
  table: '/list/table',
  no_image: '/list/no_image',
};

const VIEW_LABEL: Record<ListView, string> = { grid: '大图', table: '列表', no_image: '无图列表' };

const SORTS = [
  ['default', '综合'],
  ['price_asc', '价格从低到高'],
  ['price_desc', '价格从高到低'],
  ['newest', '最新上架'],
  ['stock', '库存最多'],
] as const;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  input[type='text'] { width: 80px; }
`;

const Views = styled.nav`
  margin-left: auto;
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  /* Tall enough to be touch targets (WCAG 2.5.8). */
  & a { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }
`;

/** Near-expiry goods open their detail as near-expiry (spec §2 detail links carry is_jxq). */
const NEAR_EXPIRY_LINK = { is_jxq: 1 };

function findCategory(tree: readonly Category[], id: number): Category | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The heading of a list filtered by one category or brand (the links of the category menu and the brand
 * strip) is that category's or brand's name, taken from /api/focus; anything else keeps the page's title.
 */
function useFilterTitle(params: URLSearchParams): string | undefined {
  const { data: focus } = useFocus();
  if (!focus) return undefined;
  const categoryId = Number(params.get('category_id'));
  if (categoryId) {
    const trees = [focus.category, focus.category_yx, focus.category_zy, focus.category_qx];
    for (const tree of trees) {
      const found = findCategory(tree, categoryId);
      if (found) return found.name;
    }
  }
  const brandId = Number(params.get('brand_id'));
  return brandId ? focus.brand.find((brand) => brand.id === brandId)?.name : undefined;
}

/** The near-expiry zone's expiry filter (`expire_months`): within so many months of today. */
const EXPIRY_RANGES: readonly (readonly [string, string])[] = [
  ['', '全部'],
  ['3', '3个月内到期'],
  ['6', '6个月内到期'],
  ['12', '12个月内到期'],
];

/** /list, /list/table and /list/no_image — one filtered list in three views (spec §2). */
interface ListPageProps {
  view: ListView;
  /** Page heading. @default '全部商品' */
  title?: string;
  /** Zone pages (/yx, /zyyp, …) fix the zone. */
  zone?: GoodsZone;
  /** The address of each view this page offers. @default /list, /list/table, /list/no_image */
  paths?: Partial<Record<ListView, string>>;
  /** Filters fixed by the page's address (e.g. the category of /list/other/:id). */
  fixed?: { category_id?: string };
  /** Shown above the heading, e.g. a zone's banner. */
  banner?: ReactNode;
}

export function ListPage({ view, title = '全部商品', zone, paths = BASE, fixed, banner }: ListPageProps) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const list = useGoodsList(params, page, zone, fixed);
  const filterTitle = useFilterTitle(params);
  const here = paths[view] ?? '/list';
  const ids = { sort: useId(), min: useId(), max: useId(), stock: useId(), expiry: useId() };

  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    return next;
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const min = String(form.get('price_min') ?? '').trim();
    const max = String(form.get('price_max') ?? '').trim();
    setParams(
      withParams({
        sort: String(form.get('sort') ?? 'default'),
        in_stock: form.get('in_stock') ? '1' : null,
        price_min: isYuanInput(min) ? min : null,
        price_max: isYuanInput(max) ? max : null,
        expire_months: String(form.get('expire_months') ?? '') || null,
        page: null,
      }),
    );
  };

  return (
    <PageWidth>
      {banner}
      <PageHeading>
        {zone || fixed ? title : (filterTitle ?? title)}
        {list.data ? `（共 ${list.data.total} 件）` : ''}
      </PageHeading>
      <Filters aria-label="筛选与排序" onSubmit={apply} key={params.toString()}>
        <label htmlFor={ids.sort}>排序</label>
        <select id={ids.sort} name="sort" defaultValue={params.get('sort') ?? 'default'}>
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.min}>价格 ¥</label>
        <input
          id={ids.min}
          name="price_min"
          type="text"
          inputMode="decimal"
          defaultValue={params.get('price_min') ?? ''}
        />
        <label htmlFor={ids.max}>至 ¥</label>
        <input
          id={ids.max}
          name="price_max"
          type="text"
          inputMode="decimal"
          defaultValue={params.get('price_max') ?? ''}
        />
        <input
          id={ids.stock}
          name="in_stock"
          type="checkbox"
          defaultChecked={params.get('in_stock') === '1'}
        />
        <label htmlFor={ids.stock}>仅看有货</label>
        {zone === 'jxqzc' && (
          <>
            <label htmlFor={ids.expiry}>有效期</label>
            <select id={ids.expiry} name="expire_months" defaultValue={params.get('expire_months') ?? ''}>
              {EXPIRY_RANGES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </>
        )}
        <Button type="submit" variant="secondary" size="sm">
          筛选
        </Button>
        {/* A page with one view (中药, 器械, 近效期 zones) offers no switch: its one link would be the page itself. */}
        {Object.keys(paths).length > 1 && (
          <Views aria-label="显示方式">
            {(Object.keys(paths) as ListView[]).map((name) => (
              <TextLink
                key={name}
                to={`${paths[name]}?${params}`}
                aria-current={view === name ? 'page' : undefined}
              >
                {VIEW_LABEL[name]}
              </TextLink>
            ))}
          </Views>
        )}
      </Filters>
      <GoodsResults
        caption="商品列表"
        results={list}
        view={view === 'grid' ? 'grid' : 'table'}
        showImages={view !== 'no_image'}
        emptyText="没有符合条件的商品，换个筛选条件试试"
        pageHref={(n) => `${here}?${withParams({ page: String(n) })}`}
        linkParams={zone === 'jxqzc' ? NEAR_EXPIRY_LINK : undefined}
      />
    </PageWidth>
  );
}

export const ListGridPage = () => <ListPage view="grid" />;
export const ListTablePage = () => <ListPage view="table" />;
export const ListNoImagePage = () => <ListPage view="no_image" />;

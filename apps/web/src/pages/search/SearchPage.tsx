import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { GoodsResults, type ResultsView } from '../../components/goods/GoodsResults';
import { type SearchType, useGoodsSearch } from '../../data/use-goods';
import { PageWidth, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

const Bar = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 500;
`;

const Views = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  /* Tall enough to be touch targets (WCAG 2.5.8). */
  & a { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }
`;

/** /search and /search/table — the header search's results as cards or as a table. */
export function SearchPage({ view }: { view: ResultsView }) {
  const [params] = useSearchParams();
  const keywords = (params.get('keywords') ?? '').trim();
  const type: SearchType = params.get('type') === '1' ? 1 : 0;
  const page = readPage(params.get('page'));
  const search = useGoodsSearch({ keywords, type, page });

  const queryFor = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    return next;
  };
  const base = view === 'grid' ? '/search' : '/search/table';
  const kindLabel = type === 1 ? '生产厂家' : '药品';

  if (!keywords) {
    return (
      <PageWidth>
        <Heading>搜索</Heading>
        <p>请在上方搜索框输入药品名称、拼音首字母、批准文号或条形码。</p>
      </PageWidth>
    );
  }

  return (
    <PageWidth>
      <Bar>
        <Heading>
          {kindLabel}“{keywords}”的搜索结果
          {search.data ? `（共 ${search.data.total} 件）` : ''}
        </Heading>
        <Views aria-label="显示方式">
          <TextLink to={`/search?${params}`} aria-current={view === 'grid' ? 'page' : undefined}>
            大图
          </TextLink>
          <TextLink to={`/search/table?${params}`} aria-current={view === 'table' ? 'page' : undefined}>
            列表
          </TextLink>
        </Views>
      </Bar>
      <GoodsResults
        caption="搜索结果"
        results={search}
        view={view}
        emptyText={`没有找到与“${keywords}”相关的${kindLabel === '药品' ? '商品' : '厂家商品'}，换个关键词试试`}
        pageHref={(n) => `${base}?${queryFor(n)}`}
      />
    </PageWidth>
  );
}

export function SearchGridPage() {
  return <SearchPage view="grid" />;
}

export function SearchTablePage() {
  return <SearchPage view="table" />;
}

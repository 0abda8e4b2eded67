import { Pagination, ProductTable } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { type GoodsPage, goodsHref, toSummary } from '../../data/use-goods';
import { renderRouterLink } from '../../lib/render-link';
import { ListStatus } from './ListStatus';
import { ProductGrid } from './ProductGrid';

export type ResultsView = 'grid' | 'table';

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  display: flex;
  justify-content: center;
`;

interface GoodsResultsProps {
  /** The list's request, as the data hooks return it. */
  results: { data: GoodsPage | undefined; isLoading: boolean; error: unknown; retry: () => void };
  view: ResultsView;
  /** What an empty result says, e.g. 没有找到与“xx”相关的商品. */
  emptyText: ReactNode;
  /** Address of page `n` of this list (query string kept): the pager links and navigates there. */
  pageHref: (page: number) => string;
  /** Extra per-product actions (e.g. 取消收藏). */
  renderActions?: (goodsId: number) => ReactNode;
  caption: string;
  /** Table view only: product images in the first column. @default true */
  showImages?: boolean;
}

/** One page of goods as cards or a table, with loading, error, empty states and pagination. */
export function GoodsResults(props: GoodsResultsProps) {
  const { results, view, emptyText, pageHref, renderActions, caption, showImages = true } = props;
  const { data, isLoading, error } = results;
  const navigate = useNavigate();
  if (!data || data.list.length === 0) {
    return (
      <ListStatus
        loading={isLoading && !data}
        failed={Boolean(error) && !data}
        empty
        errorText="商品加载失败，请重试"
        emptyText={emptyText}
        onRetry={results.retry}
      />
    );
  }
  const products = data.list.map(toSummary);
  // The server withholds prices (null) from whoever may not see them; a page of goods is all one or the other.
  const priceHidden = data.list.some((goods) => goods.price === null);
  const actionsFor = (id: number | string) => renderActions?.(Number(id));
  return (
    <>
      {view === 'grid' ? (
        <ProductGrid
          products={products}
          label={caption}
          // The cards sit right under the page's h1 (list and search).
          headingLevel={2}
          renderExtra={(product) => actionsFor(product.id)}
        />
      ) : (
        <ProductTable
          caption={caption}
          products={products}
          hrefFor={(product) => goodsHref(product.id)}
          showApprovalNumber
          showImages={showImages}
          priceHidden={priceHidden}
          loading={isLoading}
          renderActions={renderActions ? (product) => actionsFor(product.id) : undefined}
          renderLink={renderRouterLink}
        />
      )}
      <Footer>
        <Pagination
          page={data.page}
          total={data.total}
          pageSize={data.per_page}
          onPageChange={(page) => navigate(pageHref(page))}
          getPageHref={pageHref}
          renderLink={renderRouterLink}
        />
      </Footer>
    </>
  );
}

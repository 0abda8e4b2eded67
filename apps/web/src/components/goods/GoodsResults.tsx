import { Pagination, ProductTable } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { type DetailLinkParams, type GoodsPage, goodsHref, toSummary } from '../../data/use-goods';
import { useUser } from '../../data/use-user';
import { renderRouterLink } from '../../lib/render-link';
import { AddToCart } from './AddToCart';
import { RestockAlertButton } from './GoodsAlerts';
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
  /** What every detail link of this list carries, e.g. is_jxq 1 in the near-expiry zone (spec §2). */
  linkParams?: DetailLinkParams;
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One page of goods as cards or a table, each with add to cart, with loading, error, empty states and pagination. */
export function GoodsResults(props: GoodsResultsProps) {
  const { results, view, emptyText, pageHref, renderActions, caption, showImages = true, linkParams } = props;
  const { data, isLoading, error } = results;
  const navigate = useNavigate();
  const { signedIn } = useUser();
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
  const byId = new Map(data.list.map((goods) => [goods.id, goods]));
  const hrefFor = (product: { id: number | string }) => goodsHref(product.id, linkParams);
  // Every list of goods adds to the cart (issue #8 §3); a page's own actions (取消收藏) follow.
  const actionsFor = (id: number | string) => {
    const goods = byId.get(Number(id));
    return (
      <Actions>
        {goods && <AddToCart goods={goods} inList />}
        {signedIn && goods && goods.number <= 0 && <RestockAlertButton goodsId={goods.id} />}
        {renderActions?.(Number(id))}
      </Actions>
    );
  };
  return (
    <>
      {view === 'grid' ? (
        <ProductGrid
          products={products}
          label={caption}
          // The cards sit right under the page's h1 (list and search).
          headingLevel={2}
          hrefFor={hrefFor}
          renderExtra={(product) => actionsFor(product.id)}
          // The first row is on the first screen (five 220 px cards on a desktop, fewer on a phone).
          priorityCount={5}
        />
      ) : (
        <ProductTable
          caption={caption}
          products={products}
          hrefFor={hrefFor}
          showApprovalNumber
          showExpiryDate
          showProductFacts
          showImages={showImages}
          priceHidden={priceHidden}
          loading={isLoading}
          renderActions={(product) => actionsFor(product.id)}
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

import { Pagination, ProductCard, ProductTable } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { type GoodsPage, goodsHref, toSummary } from '../../data/goods';
import { Muted, Panel, PrimaryButton } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { sessionFlag } from '../../lib/session-flag';

export type ResultsView = 'grid' | 'table';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Centered = styled(Panel)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  text-align: center;
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  display: flex;
  justify-content: center;
`;

interface GoodsResultsProps {
  data: GoodsPage | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  view: ResultsView;
  /** What an empty result says, e.g. 没有找到与“xx”相关的商品. */
  emptyText: ReactNode;
  /** Address of page `n` of this list (query string kept). */
  pageHref: (page: number) => string;
  onPageChange: (page: number) => void;
  /** Extra per-product actions (e.g. 取消收藏). */
  renderActions?: (goodsId: number) => ReactNode;
  caption: string;
  /** Table view only: product images in the first column. @default true */
  showImages?: boolean;
}

/** One page of goods as cards or a table, with loading, error, empty states and pagination. */
export function GoodsResults(props: GoodsResultsProps) {
  const {
    data,
    isLoading,
    error,
    onRetry,
    view,
    emptyText,
    pageHref,
    onPageChange,
    renderActions,
    caption,
    showImages = true,
  } = props;
  if (isLoading && !data) {
    return (
      <Centered aria-busy="true">
        <Muted>加载中…</Muted>
      </Centered>
    );
  }
  if (error && !data) {
    return (
      <Centered role="alert">
        <Muted>商品加载失败，请重试</Muted>
        <PrimaryButton type="button" onClick={onRetry}>
          重试
        </PrimaryButton>
      </Centered>
    );
  }
  if (!data || data.list.length === 0) {
    return (
      <Centered role="status">
        <Muted>{emptyText}</Muted>
      </Centered>
    );
  }
  const priceHidden = !sessionFlag.isSignedIn();
  const products = data.list.map(toSummary);
  const actionsFor = (id: number | string) => renderActions?.(Number(id));
  return (
    <>
      {view === 'grid' ? (
        <Grid aria-label={caption}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={goodsHref(product.id)}
                priceHidden={priceHidden}
                renderLink={renderRouterLink}
              >
                {actionsFor(product.id)}
              </ProductCard>
            </li>
          ))}
        </Grid>
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
          onPageChange={onPageChange}
          getPageHref={pageHref}
          renderLink={renderRouterLink}
        />
      </Footer>
    </>
  );
}

import type { ProductSummary } from '@yaocai/ui';
import { ProductCard } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { goodsHref } from '../../data/use-goods';
import { OffscreenBlock } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';

const Grid = styled.ul<{ $columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: ${({ $columns }) =>
    $columns ? `repeat(${$columns}, 1fr)` : 'repeat(auto-fill, minmax(220px, 1fr))'};
  gap: ${({ theme }) => theme.space[4]};
`;

/** A card past a result list's first row is laid out and painted (its picture loaded) only when near. */
function GridItem({ later, children }: { later: boolean; children: ReactNode }) {
  return later ? (
    <OffscreenBlock as="li" $height={400}>
      {children}
    </OffscreenBlock>
  ) : (
    <li>{children}</li>
  );
}

interface ProductGridProps {
  products: ProductSummary[];
  /** Accessible name of the list. */
  label?: string;
  /** A fixed number of columns (home blocks); otherwise as many 220 px cards as fit. */
  columns?: number;
  /** Extra content inside a card (actions, purchase limits). */
  renderExtra?: (product: ProductSummary) => ReactNode;
  /** Level of each card's name: 2 right under the page's h1, 3 under a section heading. @default 3 */
  headingLevel?: 2 | 3;
  /** A card's detail link, e.g. carrying a promotion's price id. @default the plain detail address */
  hrefFor?: (product: ProductSummary) => string;
  /**
   * How many leading cards are on the first screen (a result list's first row): their pictures load at once, and
   * the cards after them are laid out only when scrolled near. @default 0: every card as usual
   */
  priorityCount?: number;
}

/** Product cards linking to their detail pages; a price the server withheld (null) reads 登录可见. */
export function ProductGrid({
  products,
  label,
  columns,
  renderExtra,
  headingLevel = 3,
  hrefFor = (product) => goodsHref(product.id),
  priorityCount = 0,
}: ProductGridProps) {
  return (
    <Grid aria-label={label} $columns={columns}>
      {products.map((product, index) => (
        <GridItem key={product.id} later={priorityCount > 0 && index >= priorityCount}>
          <ProductCard
            product={product}
            href={hrefFor(product)}
            priceHidden={product.priceFen === null}
            headingLevel={headingLevel}
            renderLink={renderRouterLink}
            priority={index < priorityCount}
          >
            {renderExtra?.(product)}
          </ProductCard>
        </GridItem>
      ))}
    </Grid>
  );
}

import { formatYuan } from '@yaocai/domain/print';
import type { ReactNode } from 'react';
import { Thumb } from '../../internal/Thumb';
import { type RenderLink, renderAnchor } from '../../link';
import { DeleteLine } from '../CartLine/DeleteLine';
import { ListState } from '../ListState/ListState';
import { Footer, Line, Lines, LineText, Root, Settle, Summary } from './CartDrawer.styles';

/** One line of the drawer (from the wire `cartLine`; a combination gives its name and unit 套). */
export interface CartDrawerLine {
  id: number;
  name: string;
  spec?: string;
  imageSrc?: string;
  /** Unit price, yuan string. */
  price: string;
  quantity: number;
  /** Packaging unit (bzdw), e.g. 盒. */
  unit: string;
}

export interface CartDrawerProps {
  /** The cart's lines in the server's order. */
  lines: readonly CartDrawerLine[];
  /** What the ticked lines cost (wire `totals.total`), yuan string. */
  total: string;
  /** Whether the cart is still loading or failed; `ready` shows the lines or the empty state. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** The error text; pass the server's envelope message. @default '购物车加载失败，请稍后重试' */
  errorText?: ReactNode;
  /** Called by 重试 in the error state. */
  onRetry?: () => void;
  /** Deletes a line after the buyer confirms 确定删除该商品吗？ (spec §5). */
  onDelete?: (ids: number[]) => void;
  /** Lines being deleted; their delete is off until the server answers. */
  busyIds?: readonly number[];
  /** Target of 去购物车结算. @default '/cart' */
  cartHref?: string;
  /** Renders 去购物车结算, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/**
 * The toolbar's cart drawer (spec §2 layout, §4): the lines with delete, the line count and total, and
 * 去购物车结算. It is the content of `SideToolbar`'s `cartPanel`: opening and closing (40 px ↔ 310 px)
 * stay the toolbar's controlled `expanded`/`activePanel`, so there is one open state, not two.
 */
export function CartDrawer({
  lines,
  total,
  status = 'ready',
  errorText = '购物车加载失败，请稍后重试',
  onRetry,
  onDelete,
  busyIds = [],
  cartHref = '/cart',
  renderLink = renderAnchor,
}: CartDrawerProps) {
  if (status === 'loading') return <ListState status="loading" loadingText="正在加载购物车…" />;
  if (status === 'error') return <ListState status="error" errorText={errorText} onRetry={onRetry} />;
  if (lines.length === 0) return <ListState status="empty" emptyText="购物车还是空的" />;

  return (
    <Root data-ui="CartDrawer">
      <Lines aria-label="购物车商品">
        {lines.map((line) => (
          <Line key={line.id}>
            <Thumb src={line.imageSrc} size={48} />
            <LineText>
              <strong>{line.name}</strong>
              {line.spec && <span>{line.spec}</span>}
              <span>
                {formatYuan(line.price)} × {line.quantity}
                {line.unit}
              </span>
            </LineText>
            <DeleteLine
              name={line.name}
              disabled={busyIds.includes(line.id)}
              onConfirm={() => onDelete?.([line.id])}
            />
          </Line>
        ))}
      </Lines>
      <Footer>
        <Summary>
          <span>共 {lines.length} 种商品</span>
          <span>
            合计：<strong>{formatYuan(total)}</strong>
          </span>
        </Summary>
        <Settle>{renderLink({ href: cartHref, children: '去购物车结算' })}</Settle>
      </Footer>
    </Root>
  );
}

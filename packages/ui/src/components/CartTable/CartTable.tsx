import { type ReactNode, useEffect, useRef } from 'react';
import type { RenderLink } from '../../link';
import { Button } from '../Button/Button';
import { CartLine } from '../CartLine/CartLine';
import type { CartLineItem } from '../CartLine/types';
import { Checkbox } from '../Checkbox/Checkbox';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { ListState } from '../ListState/ListState';
import { CartHead } from './CartHead';
import { BatchBar, Root, Table } from './CartTable.styles';

export interface CartTableProps {
  /** The lines in the server's order. */
  lines: readonly CartLineItem[];
  /** Whether the cart is still loading or failed to load; `ready` shows the lines or the empty state. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** The error state's text; pass the server's envelope message. @default '购物车加载失败，请稍后重试' */
  errorText?: ReactNode;
  /** Called by 重试 in the error state. */
  onRetry?: () => void;
  /** Under 购物车还是空的, e.g. a 去逛逛 link made with the app's router. */
  emptyAction?: ReactNode;
  /** Ticks or unticks lines: one line, or every line that can be bought (全选). */
  onSelect?: (ids: number[], selected: boolean) => void;
  /** A line's new quantity, a whole number of packages within its range. */
  onQuantityChange?: (id: number, quantity: number) => void;
  /** Deletes lines after the buyer confirms: one line, or the ticked ones (删除选中商品). */
  onDelete?: (ids: number[]) => void;
  /** More batch actions beside 删除选中商品, e.g. 复制到其他门店. */
  batchActions?: ReactNode;
  /** Lines whose change is being saved; their controls are off until the server answers. */
  busyIds?: readonly number[];
  /** Renders goods links, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/**
 * The cart of step 1 (spec §2, §4): the lines with 全选 (indeterminate while some are ticked), batch
 * delete with a confirmation, a slot for more batch actions, and the loading, empty and error states.
 * Lines that cannot be bought are left out of 全选: the server keeps them unticked (spec §4).
 */
export function CartTable({
  lines,
  status = 'ready',
  errorText = '购物车加载失败，请稍后重试',
  onRetry,
  emptyAction,
  onSelect,
  onQuantityChange,
  onDelete,
  batchActions,
  busyIds = [],
  renderLink,
}: CartTableProps) {
  const allBox = useRef<HTMLInputElement>(null);
  const selectable = lines.filter((line) => !line.unavailableReason);
  const selectedIds = selectable.filter((line) => line.selected).map((line) => line.id);
  const allSelected = selectable.length > 0 && selectedIds.length === selectable.length;
  const someSelected = selectedIds.length > 0 && !allSelected;

  // `indeterminate` is a DOM property with no HTML attribute, so it is set on the element.
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = someSelected;
  });

  if (status === 'loading') return <ListState status="loading" loadingText="正在加载购物车…" />;
  if (status === 'error') return <ListState status="error" errorText={errorText} onRetry={onRetry} />;
  if (lines.length === 0) {
    return (
      <ListState status="empty" emptyText="购物车还是空的">
        {emptyAction}
      </ListState>
    );
  }

  const selectAll = (
    <Checkbox
      ref={allBox}
      label="全选"
      checked={allSelected}
      disabled={selectable.length === 0}
      onChange={() =>
        onSelect?.(
          selectable.map((line) => line.id),
          !allSelected,
        )
      }
    />
  );

  return (
    <Root data-ui="CartTable">
      <Table>
        <CartHead selectAll={selectAll} />
        {lines.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            busy={busyIds.includes(line.id)}
            onSelect={onSelect}
            onQuantityChange={onQuantityChange}
            onDelete={onDelete}
            renderLink={renderLink}
          />
        ))}
      </Table>
      <BatchBar role="group" aria-label="批量操作">
        <span>
          已选 {selectedIds.length} / {lines.length} 种商品
        </span>
        <ConfirmDialog
          title={`确定删除选中的 ${selectedIds.length} 种商品吗？`}
          confirmText="删除"
          onConfirm={() => onDelete?.(selectedIds)}
          trigger={
            <Button variant="secondary" size="sm" disabled={selectedIds.length === 0}>
              删除选中商品
            </Button>
          }
        />
        {batchActions}
      </BatchBar>
    </Root>
  );
}

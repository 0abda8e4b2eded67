import { type ReactNode, useState } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { type RenderLink, renderAnchor } from '../../link';
import { Current, Gap, Item, Jump, List, Root, Unavailable } from './Pagination.styles';
import { pageItems } from './pageItems';

export interface PaginationProps {
  /** The current page, counting from 1. */
  page: number;
  /** Number of pages. When left out it is worked out from `total` and `pageSize`. */
  totalPages?: number;
  /** Number of records; used with `pageSize` when `totalPages` is not given. @default 0 */
  total?: number;
  /** Records per page; used with `total`. @default 20 */
  pageSize?: number;
  /** Called with the page asked for by the buttons, or by the jump box (in link mode too). */
  onPageChange: (page: number) => void;
  /** The URL of a page. When given, the page controls are links rendered with `renderLink`. */
  getPageHref?: (page: number) => string;
  /** Renders page links, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
  /** Pages listed either side of the current one before a gap (…). @default 2 */
  siblingCount?: number;
  /** Show 共 N 页 and the jump-to-page box. @default true */
  showJumper?: boolean;
  /** Accessible name of the navigation. @default '分页' */
  label?: string;
}

/** Screen readers hear 第3页 rather than a bare 3. */
const pageLabel = (page: number) => (
  <>
    <VisuallyHidden>第</VisuallyHidden>
    {page}
    <VisuallyHidden>页</VisuallyHidden>
  </>
);

/** 首页 · 上一页 · 1 … 4 5 6 … 20 · 下一页 · 末页, with a jump-to-page box. */
export function Pagination({
  page,
  totalPages: totalPagesProp,
  total = 0,
  pageSize = 20,
  onPageChange,
  getPageHref,
  renderLink = renderAnchor,
  siblingCount = 2,
  showJumper = true,
  label = '分页',
}: PaginationProps) {
  const [draft, setDraft] = useState('');
  const totalPages = Math.max(1, totalPagesProp ?? Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);

  const control = (children: ReactNode, target: number, disabled = false) => {
    if (getPageHref) {
      return disabled ? (
        <Unavailable>{children}</Unavailable>
      ) : (
        renderLink({ href: getPageHref(target), children })
      );
    }
    return (
      <button type="button" disabled={disabled} onClick={() => onPageChange(target)}>
        {children}
      </button>
    );
  };

  const jump = () => {
    const requested = Number.parseInt(draft, 10);
    if (Number.isNaN(requested)) return;
    const target = Math.min(Math.max(1, requested), totalPages);
    setDraft('');
    if (target !== current) onPageChange(target);
  };

  return (
    <Root data-ui="Pagination" aria-label={label}>
      <List>
        <Item>{control('首页', 1, current === 1)}</Item>
        <Item>{control('上一页', current - 1, current === 1)}</Item>
        {pageItems(current, totalPages, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <Item key={item}>
              {item === current ? (
                <Current aria-current="page">{pageLabel(item)}</Current>
              ) : (
                control(pageLabel(item), item)
              )}
            </Item>
          ) : (
            <Item key={item} aria-hidden="true">
              <Gap>…</Gap>
            </Item>
          ),
        )}
        <Item>{control('下一页', current + 1, current === totalPages)}</Item>
        <Item>{control('末页', totalPages, current === totalPages)}</Item>
      </List>
      {showJumper && (
        // Range checks are ours (out-of-range pages are clamped), so the browser's own validation is off.
        <Jump
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            jump();
          }}
        >
          共 {totalPages} 页，到第
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={totalPages}
            aria-label="跳转页码"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          页<button type="submit">确定</button>
        </Jump>
      )}
    </Root>
  );
}

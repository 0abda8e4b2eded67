import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen, within } from '../../test/render';

/**
 * A page control's accessible name: 第3页 here, 第 3 页 in a browser, which spaces out the visually
 * hidden 第 and 页 around the number.
 */
const pageName = (page: number | string) => new RegExp(`^第\\s?${page}\\s?页$`);

/** The visible page list, with gaps as …, e.g. ['1', '…', '4', '5', '6', '…', '20']. */
function listedPages() {
  const list = within(screen.getByRole('navigation', { name: '分页' })).getAllByRole('list')[0]!;
  return Array.from(list.children)
    .map((item) => item.textContent?.replace(/[第页]/g, ''))
    .filter((text) => text && !['首', '上一', '下一', '末'].includes(text));
}

describe('Pagination', () => {
  it('is a navigation named 分页 that marks the current page', () => {
    render(<Pagination page={3} totalPages={5} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('3')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: pageName(3) })).not.toBeInTheDocument();
    expect(listedPages()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('leaves gaps on both sides of the current page in a long list', () => {
    render(<Pagination page={10} totalPages={20} onPageChange={() => {}} siblingCount={1} />);
    expect(listedPages()).toEqual(['1', '…', '9', '10', '11', '…', '20']);
  });

  it('keeps the list the same length near either end', () => {
    const { rerender } = render(
      <Pagination page={2} totalPages={20} onPageChange={() => {}} siblingCount={1} />,
    );
    expect(listedPages()).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    rerender(<Pagination page={19} totalPages={20} onPageChange={() => {}} siblingCount={1} />);
    expect(listedPages()).toEqual(['1', '…', '16', '17', '18', '19', '20']);
  });

  it('asks for the first, previous, next, last and a listed page', async () => {
    const onPageChange = vi.fn();
    const { user } = render(<Pagination page={5} totalPages={20} onPageChange={onPageChange} />);
    for (const name of ['首页', '上一页', '下一页', '末页', pageName(7)]) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(onPageChange.mock.calls).toEqual([[1], [4], [6], [20], [7]]);
  });

  it('disables 首页 and 上一页 on the first page, 下一页 and 末页 on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '首页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '末页' })).toBeDisabled();
  });

  it('works out the pages from total and pageSize', () => {
    render(<Pagination page={1} total={95} pageSize={10} onPageChange={() => {}} />);
    expect(screen.getByText(/共 10 页/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pageName(10) })).toBeInTheDocument();
  });

  it('jumps to a typed page, clamped to the range', async () => {
    const onPageChange = vi.fn();
    const { user } = render(<Pagination page={2} totalPages={20} onPageChange={onPageChange} />);
    const input = screen.getByRole('spinbutton', { name: '跳转页码' });
    await user.type(input, '12{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(12);
    expect(input).toHaveValue(null);
    await user.type(input, '99');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onPageChange).toHaveBeenLastCalledWith(20);
  });

  it('ignores an empty jump and a jump to the current page', async () => {
    const onPageChange = vi.fn();
    const { user } = render(<Pagination page={2} totalPages={20} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await user.type(screen.getByRole('spinbutton', { name: '跳转页码' }), '2{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders links with hrefs through renderLink, and no link for unavailable controls', () => {
    render(
      <Pagination
        page={1}
        totalPages={12}
        onPageChange={() => {}}
        getPageHref={(page) => `/list?page=${page}`}
        renderLink={({ href, children }) => (
          <a href={href} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: pageName(2) })).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByRole('link', { name: '末页' })).toHaveAttribute('data-router-link');
    expect(screen.queryByRole('link', { name: '上一页' })).not.toBeInTheDocument();
    expect(screen.getByText('上一页')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: pageName('\\d+') })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pagination page={6} totalPages={30} onPageChange={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

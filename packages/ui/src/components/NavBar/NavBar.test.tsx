import { describe, expect, it, vi } from 'vitest';
import { NavBar } from '../../index';
import { axeViolations } from '../../test/axe';
import { sampleNavItems } from '../../test/catalog';
import { render, screen, within } from '../../test/render';

function entryNames() {
  const nav = screen.getByRole('navigation', { name: '主导航' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);
}

describe('NavBar', () => {
  it('shows at most 9 items, linking the ones with a page', () => {
    render(<NavBar items={sampleNavItems} onMessage={() => {}} />);
    expect(entryNames()).toEqual([
      '首页',
      '优选专区',
      '中药专区',
      '器械专区',
      '活动专区',
      '品牌专区',
      '领券中心',
      '积分商城',
      '抽奖',
    ]);
    expect(screen.queryByText('近效期专区')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '中药专区' })).toHaveAttribute('href', '/zyyp');
  });

  it('says 活动未开始 for an item without a url instead of navigating', async () => {
    const onMessage = vi.fn();
    const { user } = render(<NavBar items={sampleNavItems} onMessage={onMessage} />);
    expect(screen.queryByRole('link', { name: '抽奖' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '抽奖' }));
    expect(onMessage).toHaveBeenCalledWith('活动未开始');
  });

  it('shows the text after # for a url starting with *', async () => {
    const onMessage = vi.fn();
    const { user } = render(
      <NavBar
        items={[
          { name: '积分商城', url: '*#敬请期待' },
          { name: '新品首发', url: '*即将上线' },
        ]}
        onMessage={onMessage}
      />,
    );
    await user.click(screen.getByRole('button', { name: '积分商城' }));
    expect(onMessage).toHaveBeenLastCalledWith('敬请期待');
    await user.click(screen.getByRole('button', { name: '新品首发' }));
    expect(onMessage).toHaveBeenLastCalledWith('即将上线');
  });

  it('opens sub-items on hover and closes them on leave', async () => {
    const { user } = render(<NavBar items={sampleNavItems} onMessage={() => {}} />);
    expect(screen.queryByRole('link', { name: '每日特价' })).not.toBeInTheDocument();
    await user.hover(screen.getByRole('link', { name: '活动专区' }));
    const subItems = screen.getByRole('list', { name: '活动专区' });
    expect(within(subItems).getByRole('link', { name: '每日特价' })).toHaveAttribute('href', '/mrtj');
    await user.unhover(screen.getByRole('link', { name: '活动专区' }));
    expect(screen.queryByRole('list', { name: '活动专区' })).not.toBeInTheDocument();
  });

  // jsdom's pointer events carry no relatedTarget, so moving onto a sub-item reads as leaving the
  // item; the keyboard reaches sub-items here and the SubItemMessage story clicks them in Chromium.
  it('applies the same url rules to sub-items', async () => {
    const onMessage = vi.fn();
    const { user } = render(<NavBar items={sampleNavItems.slice(4, 5)} onMessage={onMessage} />);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '全场94折' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMessage).toHaveBeenCalledWith('活动未开始');
  });

  it('opens sub-items on keyboard focus and closes them on Escape', async () => {
    const { user } = render(<NavBar items={sampleNavItems.slice(4, 6)} onMessage={() => {}} />);
    await user.tab();
    expect(screen.getByRole('list', { name: '活动专区' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: '每日特价' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: '活动专区' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '活动专区' })).toHaveFocus();
  });

  it('marks the item for the current page, including a parent of the current sub-item', () => {
    const { rerender } = render(<NavBar items={sampleNavItems} onMessage={() => {}} activeHref="/zyyp" />);
    expect(screen.getByRole('listitem', { current: 'page' })).toHaveTextContent('中药专区');

    rerender(<NavBar items={sampleNavItems} onMessage={() => {}} activeHref="/mrtj" />);
    expect(screen.getByRole('listitem', { current: 'page' })).toHaveTextContent('活动专区');
  });

  it('has no axe violations with sub-items open', async () => {
    const { container, user } = render(<NavBar items={sampleNavItems} onMessage={() => {}} activeHref="/" />);
    await user.hover(screen.getByRole('link', { name: '活动专区' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

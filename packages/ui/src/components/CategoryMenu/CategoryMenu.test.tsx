import { describe, expect, it } from 'vitest';
import { CategoryMenu, type MenuCategory } from '../../index';
import { axeViolations } from '../../test/axe';
import { sampleCategories } from '../../test/catalog';
import { render, screen, within } from '../../test/render';

const hrefFor = (category: MenuCategory) => `/list?category_id=${category.id}`;

function topLevelNames() {
  const menu = screen.getByRole('navigation', { name: '全部商品分类' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('CategoryMenu', () => {
  it('shows only the first 7 top-level categories, with their flyouts closed', () => {
    render(<CategoryMenu categories={sampleCategories} hrefFor={hrefFor} />);
    expect(topLevelNames()).toEqual([
      '抗感染药',
      '感冒用药',
      '心脑血管',
      '消化系统',
      '中药饮片',
      '医疗器械',
      '维矿物质',
    ]);
    expect(screen.queryByRole('link', { name: '计生用品' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /子分类/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '抗感染药' })).toHaveAttribute('href', '/list?category_id=1');
  });

  it('opens the sub-categories and their children on hover, and closes on leave', async () => {
    const { user } = render(<CategoryMenu categories={sampleCategories} hrefFor={hrefFor} />);
    await user.hover(screen.getByRole('link', { name: '抗感染药' }));
    const flyout = screen.getByRole('list', { name: '抗感染药子分类' });
    expect(within(flyout).getByRole('link', { name: '头孢菌素类' })).toHaveAttribute(
      'href',
      '/list?category_id=12',
    );
    expect(within(flyout).getByRole('link', { name: '头孢克肟' })).toHaveAttribute(
      'href',
      '/list?category_id=121',
    );

    await user.hover(screen.getByRole('link', { name: '感冒用药' }));
    expect(screen.queryByRole('list', { name: '抗感染药子分类' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '感冒用药子分类' })).toBeInTheDocument();

    await user.unhover(screen.getByRole('link', { name: '感冒用药' }));
    expect(screen.queryByRole('list', { name: /子分类/ })).not.toBeInTheDocument();
  });

  it('opens on keyboard focus so Tab walks into the flyout, and Escape closes it', async () => {
    const { user } = render(<CategoryMenu categories={sampleCategories} hrefFor={hrefFor} />);
    await user.tab();
    expect(screen.getByRole('link', { name: '抗感染药' })).toHaveFocus();
    expect(screen.getByRole('list', { name: '抗感染药子分类' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('link', { name: '青霉素类' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: '抗感染药子分类' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '抗感染药' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: '感冒用药' })).toHaveFocus();
    expect(screen.getByRole('list', { name: '感冒用药子分类' })).toBeInTheDocument();
  });

  it('closes when focus leaves the menu', async () => {
    const { user } = render(
      <>
        <CategoryMenu categories={sampleCategories.slice(0, 1)} hrefFor={hrefFor} />
        <button type="button">搜索</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('list', { name: '抗感染药子分类' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.queryByRole('list', { name: /子分类/ })).not.toBeInTheDocument();
  });

  it('has no flyout for a category without children', async () => {
    const { user } = render(<CategoryMenu categories={sampleCategories} hrefFor={hrefFor} />);
    await user.hover(screen.getByRole('link', { name: '维矿物质' }));
    expect(screen.queryByRole('list', { name: /子分类/ })).not.toBeInTheDocument();
  });

  it('has no axe violations with a flyout open', async () => {
    const { container, user } = render(<CategoryMenu categories={sampleCategories} hrefFor={hrefFor} />);
    await user.hover(screen.getByRole('link', { name: '抗感染药' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

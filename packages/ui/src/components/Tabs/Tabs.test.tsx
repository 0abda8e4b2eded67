import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const items = [
  { value: 'detail', label: '商品详情', content: <p>阿莫西林胶囊 0.25g×24粒，用于敏感菌所致的感染。</p> },
  { value: 'manual', label: '说明书', content: <p>口服。成人一次 0.5g，每 6～8 小时 1 次。</p> },
  { value: 'report', label: '质检报告', content: <p>暂无质检报告</p>, disabled: true },
];

describe('Tabs', () => {
  it('shows the first panel and marks its tab selected', () => {
    render(<Tabs items={items} label="商品信息" />);
    expect(screen.getByRole('tablist', { name: '商品信息' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '商品详情' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('阿莫西林胶囊');
  });

  it('switches panels when another tab is chosen and reports it', async () => {
    const onValueChange = vi.fn();
    const { user } = render(<Tabs items={items} label="商品信息" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: '说明书' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('口服');
    expect(onValueChange).toHaveBeenCalledWith('manual');
  });

  it('moves between tabs with the arrow keys and skips a disabled tab', async () => {
    const { user } = render(<Tabs items={items} label="商品信息" />);
    await user.click(screen.getByRole('tab', { name: '商品详情' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '说明书' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '商品详情' })).toHaveFocus();
  });

  it('follows a controlled value', () => {
    render(<Tabs items={items} label="商品信息" value="manual" />);
    expect(screen.getByRole('tab', { name: '说明书' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs items={items} label="商品信息" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('Button', () => {
  it('is a button that runs its action when pressed', async () => {
    const onClick = vi.fn();
    const { user } = render(<Button onClick={onClick}>加入购物车</Button>);
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit a surrounding form unless asked to', () => {
    render(
      <form>
        <Button>取消</Button>
        <Button type="submit">提交订单</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: '取消' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: '提交订单' })).toHaveAttribute('type', 'submit');
  });

  it('cannot be pressed twice while its action is under way', async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Button loading onClick={onClick}>
        提交订单
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交订单' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores presses when disabled', async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Button disabled onClick={onClick}>
        删除
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <>
        <Button>立即购买</Button>
        <Button variant="secondary">加入收藏</Button>
        <Button variant="danger">删除商品</Button>
        <Button variant="link">查看质检报告</Button>
        <Button loading>提交中</Button>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { AddressCard } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';
import { defaultAddress, warehouseAddress } from '../../test/wallet';

describe('AddressCard', () => {
  it('shows consignee, phone, region and street, and marks the default', () => {
    render(<AddressCard {...defaultAddress} />);
    const card = screen.getByRole('article', { name: '收货地址：王建国' });
    expect(card).toHaveTextContent('王建国13800138000默认广东省 广州市 天河区 天河路 385 号 仁心大药房');
  });

  it('is a radio named by its text in checkout, and reports the choice', async () => {
    const onSelect = vi.fn();
    const { user } = render(<AddressCard {...warehouseAddress} selectName="address" onSelect={onSelect} />);
    const radio = screen.getByRole('radio', {
      name: /李秀英.*020-87654321-806.*广东省 佛山市 南海区 桂城街道/,
    });
    expect(radio).not.toBeChecked();
    await user.click(screen.getByText(/桂城街道/));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('offers 设为默认 only on a non-default address, and deletes after confirming', async () => {
    const onDelete = vi.fn();
    const onSetDefault = vi.fn();
    const { user, rerender } = render(
      <AddressCard {...warehouseAddress} onSetDefault={onSetDefault} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: '设为默认' }));
    expect(onSetDefault).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: '删除 李秀英 的地址' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledOnce();
    rerender(<AddressCard {...defaultAddress} onSetDefault={onSetDefault} />);
    expect(screen.queryByRole('button', { name: '设为默认' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<AddressCard {...defaultAddress} onEdit={() => {}} onDelete={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

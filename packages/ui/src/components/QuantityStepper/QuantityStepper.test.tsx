import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

function Controlled() {
  const [quantity, setQuantity] = useState(20);
  return (
    <>
      <QuantityStepper step={10} value={quantity} onValueChange={setQuantity} />
      <output>{quantity}</output>
    </>
  );
}

describe('QuantityStepper', () => {
  it('starts at one package and names the field for screen readers', () => {
    render(<QuantityStepper step={10} unit="盒" />);
    const field = screen.getByRole('spinbutton', { name: '采购数量' });
    expect(field).toHaveValue('10');
    expect(field).toHaveAttribute('aria-valuemin', '10');
    expect(field).toHaveAttribute('aria-valuetext', '10盒');
  });

  it('moves one package per press and switches − off at the minimum and + off at the maximum', async () => {
    const onValueChange = vi.fn();
    const { user } = render(<QuantityStepper step={10} max={25} onValueChange={onValueChange} />);
    const less = screen.getByRole('button', { name: '减少采购数量' });
    const more = screen.getByRole('button', { name: '增加采购数量' });
    expect(less).toBeDisabled();
    await user.click(more);
    expect(screen.getByRole('spinbutton')).toHaveValue('20');
    expect(onValueChange).toHaveBeenLastCalledWith(20);
    expect(more).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuemax', '20');
    await user.click(less);
    expect(screen.getByRole('spinbutton')).toHaveValue('10');
  });

  it('keeps typed text until blur, then snaps it up to a whole package', async () => {
    const onValueChange = vi.fn();
    const { user } = render(<QuantityStepper step={12} onValueChange={onValueChange} />);
    const field = screen.getByRole('spinbutton');
    await user.clear(field);
    expect(field).toHaveValue('');
    await user.type(field, '30');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.tab();
    expect(field).toHaveValue('36');
    expect(onValueChange).toHaveBeenCalledWith(36);
  });

  it('caps a typed quantity at the largest package under the maximum, also on Enter', async () => {
    const { user } = render(<QuantityStepper step={10} max={95} />);
    const field = screen.getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '500{Enter}');
    expect(field).toHaveValue('90');
  });

  it('reads nonsense as the minimum', async () => {
    const { user } = render(<QuantityStepper step={5} min={8} defaultValue={20} />);
    const field = screen.getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '多少');
    await user.tab();
    expect(field).toHaveValue('10');
  });

  it('steps with the arrow keys', async () => {
    const { user } = render(<QuantityStepper step={6} />);
    const field = screen.getByRole('spinbutton');
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(field).toHaveValue('12');
  });

  it('is off when not even one package fits under the maximum', () => {
    render(<QuantityStepper step={10} max={6} />);
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '无可购数量');
    expect(screen.getByRole('button', { name: '增加采购数量' })).toBeDisabled();
  });

  it('follows a controlled value', async () => {
    const { user } = render(<Controlled />);
    await user.click(screen.getByRole('button', { name: '增加采购数量' }));
    expect(screen.getByRole('status')).toHaveTextContent('30');
  });

  it('has no axe violations', async () => {
    const { container } = render(<QuantityStepper step={10} max={200} unit="盒" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

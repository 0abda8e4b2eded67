import { describe, expect, it, vi } from 'vitest';
import { FavouriteButton } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('FavouriteButton', () => {
  it('reads 收藏 and is not pressed for a product not yet favourited', () => {
    render(<FavouriteButton favourited={false} onToggle={() => {}} />);
    const button = screen.getByRole('button', { name: '收藏', pressed: false });
    expect(button).toHaveTextContent(/^♡收藏$/);
  });

  it('reads 已收藏 and is pressed once favourited', () => {
    render(<FavouriteButton favourited onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: '收藏', pressed: true })).toHaveTextContent('已收藏');
  });

  it('asks to toggle when pressed, by mouse or keyboard', async () => {
    const onToggle = vi.fn();
    const { user } = render(<FavouriteButton favourited={false} onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: '收藏' }));
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while a request is pending but keeps focus', async () => {
    const onToggle = vi.fn();
    const { user } = render(<FavouriteButton favourited pending onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: '收藏' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<FavouriteButton favourited onToggle={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

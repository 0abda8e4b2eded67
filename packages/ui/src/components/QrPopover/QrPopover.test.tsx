import { describe, expect, it, vi } from 'vitest';
import { QrPopover } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const qr = { src: '/qr/app.png', alt: '药采APP下载二维码', caption: '扫码下载药采APP' };

describe('QrPopover', () => {
  it('is closed until the user reaches the trigger', () => {
    render(<QrPopover {...qr}>手机APP</QrPopover>);
    expect(screen.getByRole('button', { name: '手机APP' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('img', { name: qr.alt })).not.toBeInTheDocument();
  });

  it('shows the QR on hover', async () => {
    const { user } = render(<QrPopover {...qr}>手机APP</QrPopover>);
    await user.hover(screen.getByRole('button', { name: '手机APP' }));
    expect(await screen.findByRole('img', { name: qr.alt })).toHaveAttribute('src', qr.src);
    expect(screen.getByText('扫码下载药采APP')).toBeInTheDocument();
  });

  it('shows the QR on keyboard focus and closes on Escape', async () => {
    const onOpenChange = vi.fn();
    const { user } = render(
      <QrPopover {...qr} onOpenChange={onOpenChange}>
        手机APP
      </QrPopover>,
    );
    await user.tab();
    expect(await screen.findByRole('img', { name: qr.alt })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('img', { name: qr.alt })).not.toBeInTheDocument();
  });

  it('stays open when clicked after hovering', async () => {
    const { user } = render(<QrPopover {...qr}>手机APP</QrPopover>);
    await user.click(screen.getByRole('button', { name: '手机APP' }));
    expect(screen.getByRole('button', { name: '手机APP' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no axe violations when open', async () => {
    const { baseElement } = render(
      <QrPopover {...qr} defaultOpen>
        手机APP
      </QrPopover>,
    );
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});

import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdvertBanner } from '../../index';
import { axeViolations } from '../../test/axe';
import { topAdvert } from '../../test/catalog';
import { render, screen } from '../../test/render';

/** The app's side of a controlled advert: it owns `open` and can show the advert again. */
function RememberedAdvert() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <AdvertBanner src={topAdvert} variant="bottom" open={open} onClose={() => setOpen(false)} />
      <button type="button" onClick={() => setOpen(true)}>
        重新显示
      </button>
    </>
  );
}

describe('AdvertBanner', () => {
  it('asks for the hero picture first, at its reserved size', () => {
    render(<AdvertBanner src={topAdvert} alt="首页活动" width={1200} height={300} priority />);
    const image = screen.getByRole('img', { name: '首页活动' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '300');
  });

  it('shows a picture drawn at 2x through its srcset', () => {
    render(<AdvertBanner src="/api/picture/abc.webp" srcSet="/api/picture/abc.webp 2x" alt="近效期特卖" />);
    expect(screen.getByRole('img', { name: '近效期特卖' })).toHaveAttribute(
      'srcset',
      '/api/picture/abc.webp 2x',
    );
  });

  it('loads a picture lazily when asked, and an ordinary one at normal priority', () => {
    render(<AdvertBanner src={topAdvert} alt="底部广告" loading="lazy" />);
    const image = screen.getByRole('img', { name: '底部广告' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('shows the advert image as a link', () => {
    render(<AdvertBanner src={topAdvert} href="/mrtj" alt="每日特价 低至5折" />);
    expect(screen.getByRole('link', { name: '每日特价 低至5折' })).toHaveAttribute('href', '/mrtj');
    expect(screen.getByRole('img', { name: '每日特价 低至5折' })).toHaveAttribute('src', topAdvert);
  });

  it('shows the image without a link when the advert has no url', () => {
    render(<AdvertBanner src={topAdvert} href="" />);
    expect(screen.getByRole('img', { name: '广告' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing without an image', () => {
    const { container } = render(<AdvertBanner href="/mrtj" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('stays closed after the user closes it', async () => {
    const onClose = vi.fn();
    const { user, rerender } = render(<AdvertBanner src={topAdvert} href="/mrtj" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(<AdvertBanner src={topAdvert} href="/hb" onClose={onClose} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('follows the controlled open prop', async () => {
    const { user } = render(<RememberedAdvert />);
    await user.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新显示' }));
    expect(screen.getByRole('img', { name: '广告' })).toBeInTheDocument();

    const { container } = render(<AdvertBanner src={topAdvert} open={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('can leave out the close button', () => {
    render(<AdvertBanner src={topAdvert} variant="side" closable={false} />);
    expect(screen.queryByRole('button', { name: '关闭广告' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<AdvertBanner src={topAdvert} href="/mrtj" alt="年中大促" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PictureViewer } from '../../index';
import { axeViolations } from '../../test/axe';
import { businessLicencePicture, certificatePicture } from '../../test/certificate';
import { render, screen } from '../../test/render';

const alt = '药品经营许可证（正本）';

function picture() {
  return screen.getByRole('img', { name: alt });
}

/** The box the picture takes in the stage: the width the zoom sets and the shape a turn gives it. */
function frame() {
  return picture().parentElement as HTMLElement;
}

/** jsdom loads no pictures: give this one a natural size and say it loaded. */
function load(width: number, height: number) {
  Object.defineProperty(picture(), 'naturalWidth', { value: width });
  Object.defineProperty(picture(), 'naturalHeight', { value: height });
  fireEvent.load(picture());
}

describe('PictureViewer', () => {
  it('shows the picture by its alt text in a viewer named 证照图片, at 100% and upright', () => {
    render(<PictureViewer src={certificatePicture} alt={alt} caption="上传于 2026-11-24 09:30" />);
    expect(screen.getByRole('group', { name: '证照图片' })).toContainElement(picture());
    expect(screen.getByRole('status')).toHaveTextContent('缩放 100%，旋转 0°');
    expect(screen.getByText('上传于 2026-11-24 09:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '还原' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('zooms in and out by a step with 放大 and 缩小, stopping at the bounds', async () => {
    const { user } = render(<PictureViewer src={certificatePicture} alt={alt} />);
    await user.click(screen.getByRole('button', { name: '放大' }));
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByRole('status')).toHaveTextContent('缩放 150%');
    expect(frame().style.width).toBe('150%');

    for (let press = 0; press < 6; press += 1) await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByRole('status')).toHaveTextContent('缩放 50%');
    expect(frame().style.width).toBe('50%');
    expect(screen.getByRole('button', { name: '缩小' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('turns a quarter at a time with 向右旋转 and 向左旋转, and 还原 goes back to 100% upright', async () => {
    const { user } = render(<PictureViewer src={certificatePicture} alt={alt} />);
    await user.click(screen.getByRole('button', { name: '向右旋转' }));
    expect(screen.getByRole('status')).toHaveTextContent('旋转 90°');
    expect(picture().style.transform).toBe('rotate(90deg)');
    await user.click(screen.getByRole('button', { name: '向左旋转' }));
    await user.click(screen.getByRole('button', { name: '向左旋转' }));
    expect(screen.getByRole('status')).toHaveTextContent('旋转 270°');

    await user.click(screen.getByRole('button', { name: '放大' }));
    await user.click(screen.getByRole('button', { name: '还原' }));
    expect(screen.getByRole('status')).toHaveTextContent('缩放 100%，旋转 0°');
    expect(picture().style.transform).toBe('rotate(0deg)');
  });

  it('gives a loaded picture turned a quarter its turned shape, so every part can be scrolled to', async () => {
    const { user } = render(<PictureViewer src={certificatePicture} alt={alt} />);
    load(800, 560);
    expect(frame().style.aspectRatio).toBe('1 / 0.7');
    await user.click(screen.getByRole('button', { name: '向右旋转' }));
    await user.click(screen.getByRole('button', { name: '放大' }));
    // Upright, the landscape picture is 0.7 as wide as it was and 1 / 0.7 as tall as it is wide.
    expect(frame().style.width).toBe(`${125 * 0.7}%`);
    expect(frame().style.aspectRatio).toBe('0.7 / 1');
    expect(picture().style.width).toBe(`${100 / 0.7}%`);
    expect(picture().style.transform).toBe('translate(-50%, -50%) rotate(90deg)');
  });

  it('answers + - [ ] and 0 while the focus is in the viewer, and leaves Ctrl with + to the browser', async () => {
    const { user } = render(<PictureViewer src={certificatePicture} alt={alt} />);
    expect(screen.getByRole('button', { name: '放大' })).toHaveAttribute('aria-keyshortcuts', '+');
    await user.tab();
    await user.keyboard('++]');
    expect(screen.getByRole('status')).toHaveTextContent('缩放 150%，旋转 90°');
    await user.keyboard('-[[[[');
    expect(screen.getByRole('status')).toHaveTextContent('缩放 125%，旋转 270°');
    await user.keyboard('{Control>}={/Control}');
    expect(screen.getByRole('status')).toHaveTextContent('缩放 125%');
    await user.keyboard('0');
    expect(screen.getByRole('status')).toHaveTextContent('缩放 100%，旋转 0°');
  });

  it('starts a new picture at 100% and upright', async () => {
    const { user, rerender } = render(<PictureViewer src={certificatePicture} alt={alt} />);
    await user.click(screen.getByRole('button', { name: '放大' }));
    await user.click(screen.getByRole('button', { name: '向右旋转' }));
    rerender(<PictureViewer src={businessLicencePicture} alt="营业执照" />);
    expect(screen.getByRole('status')).toHaveTextContent('缩放 100%，旋转 0°');
    expect(screen.getByRole('img', { name: '营业执照' }).parentElement).toHaveStyle({ width: '100%' });
  });

  it('has no axe violations', async () => {
    const { container } = render(<PictureViewer src={certificatePicture} alt={alt} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { PictureViewer } from '../../index';
import { axeViolations } from '../../test/axe';
import { businessLicencePicture, certificatePicture } from '../../test/certificate';
import { render, screen } from '../../test/render';

const alt = '药品经营许可证（正本）';

function picture() {
  return screen.getByRole('img', { name: alt });
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
    expect(picture().style.width).toBe('150%');

    for (let press = 0; press < 6; press += 1) await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByRole('status')).toHaveTextContent('缩放 50%');
    expect(picture().style.width).toBe('50%');
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
    expect(screen.getByRole('img', { name: '营业执照' }).style.width).toBe('100%');
  });

  it('has no axe violations', async () => {
    const { container } = render(<PictureViewer src={certificatePicture} alt={alt} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

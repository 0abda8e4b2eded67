import type { Meta, StoryObj } from '@storybook/react-vite';
import { PictureViewer } from '@yaocai/ui';
import { expect, userEvent, within } from 'storybook/test';
import { certificatePicture } from '../../test/certificate';
import { frame } from '../../test/decorators';

const meta = {
  title: '运营后台/PictureViewer',
  component: PictureViewer,
  args: {
    src: certificatePicture,
    alt: '药品经营许可证（正本）· 广州仁济大药房有限公司',
    caption: '上传于 2026-11-24 09:30 · 许可证编号 粤AA0201234',
    height: '360px',
  },
  decorators: [frame({ padding: 16, maxWidth: 640 })],
} satisfies Meta<typeof PictureViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Certificate: Story = {};

export const ZoomAndRotate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '放大' }));
    await userEvent.click(canvas.getByRole('button', { name: '向右旋转' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('缩放 125%，旋转 90°');
    await userEvent.keyboard('[[+');
    await expect(canvas.getByRole('status')).toHaveTextContent('缩放 150%，旋转 0°');
    await userEvent.click(canvas.getByRole('button', { name: '还原' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('缩放 100%，旋转 0°');
  },
};

export const LoadFailed: Story = { args: { src: '/uploads/missing-licence.jpg', caption: undefined } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdvertBanner } from '@yaocai/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bottomAdvert, sideAdvert, topAdvert } from '../../test/catalog';
import { frame } from '../../test/decorators';

const meta = {
  title: '首页/AdvertBanner',
  component: AdvertBanner,
  args: { src: topAdvert, href: '/mrtj', alt: '药采年中大促 满1000减50', variant: 'top', onClose: fn() },
} satisfies Meta<typeof AdvertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};

export const Bottom: Story = {
  args: { src: bottomAdvert, href: '/register', alt: '新人注册即送100元优惠券', variant: 'bottom' },
  decorators: [frame({ height: 200 })],
};

export const Side: Story = {
  args: { src: sideAdvert, href: '/lqzx', alt: '领券中心', variant: 'side' },
  decorators: [frame()],
};

/**
 * A side advert in a slot of known size (the home page's 240×120 top-right list): shown at the slot's width whatever
 * the picture's own size (here drawn at 2x, 480×240), so its box is kept before the picture arrives.
 */
export const SideInASlot: Story = {
  args: {
    src: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><rect width="480" height="240" fill="#13a8a8"/></svg>')}`,
    href: '/jxqzc',
    alt: '近效期特卖',
    variant: 'side',
    closable: false,
    width: 240,
    height: 120,
  },
  decorators: [frame()],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('img', { name: '近效期特卖' }).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([240, 120]);
  },
};

export const WithoutLink: Story = { args: { href: '' } };

export const NotClosable: Story = { args: { closable: false } };

/** An advert with no image renders nothing. */
export const NoImage: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const ClosedByUser: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关闭广告' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('link', { name: '药采年中大促 满1000减50' })).not.toBeInTheDocument();
  },
};

/** The app owns `open`, e.g. remembering for the session that the advert was closed. */
export const Controlled: Story = {
  render: (args) => {
    const [open, setOpen] = useState(true);
    return (
      <>
        <AdvertBanner {...args} open={open} onClose={() => setOpen(false)} />
        <p style={{ padding: 16 }}>{open ? '广告显示中' : '广告已关闭，本次访问不再显示'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关闭广告' }));
    await expect(canvas.getByText('广告已关闭，本次访问不再显示')).toBeVisible();
  },
};

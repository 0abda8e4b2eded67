import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster, type ToastItem } from '@yaocai/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: '反馈/Toast',
  component: Toaster,
  args: {
    onDismiss: fn(),
    duration: 600000,
    toasts: [
      { id: 1, message: '已加入购物车', tone: 'success' },
      { id: 2, message: '部分商品库存不足，已按最大库存加入', tone: 'warning' },
      { id: 3, message: '系统繁忙，请稍后再试', tone: 'error' },
      { id: 4, message: '已取消收藏', tone: 'info' },
    ],
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {};

/** The app keeps the queue; here a tiny stand-in app adds a toast and removes it when dismissed. */
export const AutoDismiss: Story = {
  args: { toasts: [], duration: 300 },
  render: function QueueDemo(args) {
    const [toasts, setToasts] = useState<ToastItem[]>([]);
    return (
      <div style={{ padding: 16 }}>
        <button
          type="button"
          onClick={() => setToasts([{ id: Date.now(), message: '已加入购物车', tone: 'success' }])}
        >
          加入购物车
        </button>
        <Toaster
          {...args}
          toasts={toasts}
          onDismiss={(id) => {
            args.onDismiss(id);
            setToasts((current) => current.filter((toast) => toast.id !== id));
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加入购物车' }));
    await expect((await screen.findAllByText('已加入购物车'))[0]).toBeVisible();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

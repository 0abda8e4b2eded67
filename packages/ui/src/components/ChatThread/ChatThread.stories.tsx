import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatThread, type ChatThreadMessage } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const at = Date.UTC(2026, 10, 27, 2, 30) / 1000;
const conversation: ChatThreadMessage[] = [
  {
    id: 101,
    from: 'buyer',
    type: 'text',
    sender_name: '王仁心',
    content: '你好，阿莫西林胶囊 0.25g*24粒 什么时候到货？',
    image: null,
    goods: null,
    order: null,
    created_at: at,
  },
  {
    id: 102,
    from: 'buyer',
    type: 'goods',
    sender_name: '王仁心',
    content: '',
    image: null,
    goods: {
      id: 17,
      name: '阿莫西林胶囊',
      spec: '0.25g*24粒',
      manufacturer: '石药集团欧意药业有限公司',
      image: '/api/goods/image/17.webp',
    },
    order: null,
    created_at: at + 20,
  },
  {
    id: 103,
    from: 'operator',
    type: 'text',
    sender_name: '李客服',
    content: '您好，这款周五到货，到货后第一时间通知您。',
    image: null,
    goods: null,
    order: null,
    created_at: at + 60,
  },
  {
    id: 104,
    from: 'buyer',
    type: 'order',
    sender_name: '王仁心',
    content: '',
    image: null,
    goods: null,
    order: {
      id: 9,
      order_sn: 'YC2026112410223300012',
      status_text: '已发货',
      total: '1286.50',
      created_at: at - 86400,
    },
    created_at: at + 120,
  },
];

const meta = {
  title: '在线客服/ChatThread',
  component: ChatThread,
  args: {
    messages: conversation,
    status: 'ready',
    viewer: 'buyer',
    onSend: fn(),
    onPickPicture: fn(),
    onLoadMore: fn(),
    goodsHref: (id: number) => `/list_info/${id}`,
    orderHref: (id: number) => `/user/order/${id}`,
  },
  decorators: [frame({ padding: 16, maxWidth: 310, height: 520 })],
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};

export const Loading: Story = { args: { status: 'loading', messages: [] } };

export const Empty: Story = { args: { messages: [] } };

export const LoadFailed: Story = {
  args: { status: 'error', messages: [], errorText: '消息加载失败，请稍后重试', onRetry: fn() },
};

export const OlderMessages: Story = { args: { hasMore: true } };

export const Reconnecting: Story = { args: { connection: 'offline' } };

export const SendRefused: Story = { args: { sendError: '发送太频繁，请60秒后再试' } };

export const OperatorView: Story = {
  args: { viewer: 'operator', label: '仁心大药房', onPickPicture: undefined },
};

export const SendAndPageUp: Story = {
  args: { hasMore: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText('输入消息');
    await userEvent.type(box, '好的，谢谢');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('好的，谢谢');
    await expect(box).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: '查看更早的消息' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

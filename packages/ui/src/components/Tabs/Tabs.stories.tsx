import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from '@yaocai/ui';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const items = [
  { value: 'detail', label: '商品详情', content: <p>阿莫西林胶囊 0.25g×24粒，用于敏感菌所致的感染。</p> },
  {
    value: 'manual',
    label: '说明书',
    content: <p>口服。成人一次 0.5g，每 6～8 小时 1 次，一日剂量不超过 4g。</p>,
  },
  { value: 'report', label: '质检报告', content: <p>本批次（批号 20260315）检验合格。</p> },
];

const meta = {
  title: '通用/Tabs',
  component: Tabs,
  args: { items, label: '商品信息' },
  decorators: [frame({ padding: 16, maxWidth: 640 })],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};

export const SwitchTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '说明书' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('口服');
  },
};

export const DisabledTab: Story = {
  args: { items: [...items.slice(0, 2), { ...items[2]!, content: <p>暂无质检报告</p>, disabled: true }] },
};

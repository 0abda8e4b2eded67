import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '通用/ButtonLink',
  component: ButtonLink,
  args: { href: '/cart/step3/1024', children: '去支付' },
  decorators: [frame()],
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/cart/step3/1024',
    );
  },
};

export const Secondary: Story = { args: { variant: 'secondary', href: '/user', children: '进入会员中心' } };

export const Large: Story = { args: { size: 'lg', href: '/login', children: '登录后购买' } };

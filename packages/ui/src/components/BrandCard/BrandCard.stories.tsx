import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandCard } from '@yaocai/ui';
import { expect, waitFor, within } from 'storybook/test';
import { brokenImage, sampleBrandLogo } from '../../test/catalog';
import { frame } from '../../test/decorators';

const meta = {
  title: '商品/BrandCard',
  component: BrandCard,
  args: { name: '同仁堂', logoSrc: sampleBrandLogo, productCount: 128, href: '/ppzq/info/12' },
  decorators: [frame({ padding: 16, width: 200 })],
} satisfies Meta<typeof BrandCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {};

export const WithoutCount: Story = { args: { productCount: undefined } };

export const NoLogo: Story = { args: { name: '华润三九', logoSrc: undefined, productCount: 56 } };

export const BrokenLogo: Story = {
  args: { name: '云南白药', logoSrc: brokenImage, productCount: 73 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('云南白药')).toHaveLength(2));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from '@yaocai/ui';
import { frame } from '../../test/decorators';

const meta = {
  title: '商品/Price',
  component: Price,
  args: { priceFen: 1250 },
  decorators: [frame()],
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 'sm', priceFen: 850 } };

export const Large: Story = { args: { size: 'lg', priceFen: 12800 } };

export const Discounted: Story = { args: { priceFen: 1580, originalPriceFen: 1980 } };

export const VisitorHidden: Story = { args: { priceFen: null } };

export const AwaitingCertification: Story = { args: { priceFen: null, hiddenLabel: '资质审核通过后可见' } };

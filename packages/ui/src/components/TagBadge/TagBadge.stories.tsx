import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagBadge } from '@yaocai/ui';

const meta = {
  title: '商品/TagBadge',
  component: TagBadge,
  args: { name: '优', describe: '优选好药' },
} satisfies Meta<typeof TagBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {};

export const Manjian: Story = { args: { name: '满', describe: '满1000元减50元' } };

export const TradeUpBlue: Story = { args: { name: '换购', describe: '加1元换购维生素C片' } };

export const TradeUpAmber: Story = {
  args: { name: '换购', describe: '加1元换购维生素C片', tradeUpVariant: 'amber' },
};

export const AllTags: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      {['优', '秒', '满', '换购', '赠', '特', '新', '独家'].map((name) => (
        <TagBadge key={name} name={name} />
      ))}
    </div>
  ),
};

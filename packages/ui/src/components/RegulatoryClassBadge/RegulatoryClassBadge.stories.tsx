import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegulatoryClassBadge } from '@yaocai/ui';
import { frame } from '../../test/decorators';

const meta = {
  title: '商品/RegulatoryClassBadge',
  component: RegulatoryClassBadge,
  args: { regulatoryClass: 'prescription' },
  decorators: [frame()],
} satisfies Meta<typeof RegulatoryClassBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 阿莫西林胶囊. */
export const Prescription: Story = {};

/** 布洛芬混悬液. */
export const OtcA: Story = { args: { regulatoryClass: 'otc_a' } };

/** 维生素C片. */
export const OtcB: Story = { args: { regulatoryClass: 'otc_b' } };

/** 电子血压计. */
export const DeviceII: Story = { args: { regulatoryClass: 'device_2' } };

/** 黄芪饮片. */
export const TcmPieces: Story = { args: { regulatoryClass: 'tcm_pieces' } };

/** 酚麻美敏片 (泰诺). */
export const EphedrineCompound: Story = { args: { regulatoryClass: 'ephedrine_compound' } };

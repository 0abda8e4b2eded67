import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceContact } from '@yaocai/ui';
import { frame } from '../../test/decorators';
import { dedicatedManager, defaultManager, hotLine } from '../../test/fixtures';

const meta = {
  title: '页头/ServiceContact',
  component: ServiceContact,
  args: { admin: dedicatedManager, hotLine },
  decorators: [frame()],
} satisfies Meta<typeof ServiceContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DedicatedManager: Story = {};

export const DefaultManager: Story = { args: { admin: defaultManager } };

export const HotlineOnly: Story = { args: { admin: null } };

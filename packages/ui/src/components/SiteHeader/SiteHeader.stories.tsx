import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dedicatedManager,
  defaultManager,
  hotLine,
  hotWords,
  sampleLogo,
  sampleQr,
  signedInUser,
} from '../../test/fixtures';

const meta = {
  title: '页头/SiteHeader',
  component: SiteHeader,
  args: {
    user: null,
    hotLine,
    hotWords,
    cartCount: 0,
    logoSrc: sampleLogo,
    appQrSrc: sampleQr,
    onSearch: fn(),
    onSearchTypeChange: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const SignedInDedicatedManager: Story = {
  args: { user: signedInUser, admin: dedicatedManager, cartCount: 8 },
};

export const SignedInDefaultManager: Story = {
  args: { user: signedInUser, admin: defaultManager, cartCount: 3 },
};

export const CartOver99: Story = {
  args: { user: signedInUser, admin: dedicatedManager, cartCount: 135 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '购物车中有 135 种商品' })).toHaveTextContent(
      '99+',
    );
  },
};

export const PointsMallNoTitle: Story = {
  args: { user: signedInUser, admin: dedicatedManager, cartCount: 2, showTitle: false, showContacts: false },
};

export const SearchFromHeader: Story = {
  args: { user: signedInUser, admin: dedicatedManager },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索药品' }), '  连花清瘟胶囊  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('连花清瘟胶囊', 0);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginHeader } from '@yaocai/ui';
import { expect, screen, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { dedicatedManager, defaultManager, hotLine, sampleLogo, sampleQr } from '../../test/fixtures';

const meta = {
  title: '页头/LoginHeader',
  component: LoginHeader,
  args: { logoSrc: sampleLogo, title: '欢迎登录', appQrSrc: sampleQr, hotLine, admin: dedicatedManager },
  decorators: [frame({ minHeight: 260 })],
} satisfies Meta<typeof LoginHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const RegisterDefaultManager: Story = { args: { title: '用户注册', admin: defaultManager } };

export const AppQrOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: '手机APP' }));
    await expect(await screen.findByRole('img', { name: '药采APP下载二维码' })).toBeVisible();
  },
};

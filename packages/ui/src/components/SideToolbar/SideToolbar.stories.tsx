import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatYuan } from '@yaocai/domain/print';
import { ChatThread, SideToolbar } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { sampleCartPanel, sampleQr } from '../../test/fixtures';

const meta = {
  title: '工具栏/SideToolbar',
  component: SideToolbar,
  args: {
    unreadMessages: 3,
    qq1: '800012345',
    qq2: '800067890',
    wechatQrSrc: sampleQr,
    onExpandedChange: fn(),
    onActivePanelChange: fn(),
    onBackToTop: fn(),
  },
  decorators: [frame({ height: 560 })],
} satisfies Meta<typeof SideToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top of each character of `text` inside `element`, as laid out. */
function characterTops(element: Element): number[] {
  const tops: number[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let offset = 0; offset < (node.textContent ?? '').length; offset += 1) {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      tops.push(Math.round(range.getBoundingClientRect().top));
    }
  }
  return tops;
}

/** The labels of the 40 px rail break between their words (我的/账户), never inside one (我的账/户). */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['我的账户', '我的消息', '在线客服', '返回顶部']) {
      const control = canvas.getByRole(name === '我的账户' || name === '我的消息' ? 'link' : 'button', {
        name: new RegExp(name),
      });
      // The label is the element holding the word break.
      const label = control.querySelector('wbr')?.parentElement?.parentElement;
      await expect(label?.textContent).toBe(name);
      if (!(label instanceof HTMLElement)) throw new Error(`no label for ${name}`);
      // Measured with glyphs too wide for the rail whatever font the machine has (without a CJK font they are
      // narrow boxes and four would fit): the label may then break only between its words.
      label.style.fontSize = '30px';
      const tops = characterTops(label);
      label.style.fontSize = '';
      await expect(tops[0]).toBe(tops[1]);
      await expect(tops[2]).toBe(tops[3]);
    }
  },
};

export const ToggleWeChat: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const wechat = canvas.getByRole('button', { name: /微信/ });
    await userEvent.click(wechat);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('region', { name: '微信' })).toBeVisible();
    await userEvent.click(wechat);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const QqContacts: Story = {
  args: { defaultExpanded: true, defaultActivePanel: 'chat', isCanChat: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'QQ客服1' })).toBeVisible();
  },
};

export const EmbeddedChat: Story = {
  args: {
    defaultExpanded: true,
    defaultActivePanel: 'chat',
    isCanChat: true,
    chatUrl: 'about:blank',
  },
};

/** The live conversation in the panel, with the 在线客服 badge counting 客服's unread replies. */
export const LiveChat: Story = {
  args: {
    defaultExpanded: true,
    defaultActivePanel: 'chat',
    isCanChat: true,
    unreadChats: 2,
    chatPanel: <ChatThread status="ready" viewer="buyer" messages={[]} onSend={fn()} label="与客服的对话" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('log', { name: '消息记录' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '2 条未读客服消息' })).toBeInTheDocument();
    await expect(canvas.queryByTitle('在线客服')).toBeNull();
  },
};

export const CartDrawerSlot: Story = {
  args: {
    defaultExpanded: true,
    cartCount: sampleCartPanel.length,
    cartPanel: (
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {sampleCartPanel.map((line) => (
          <li key={line.name}>
            {line.name}（{line.maker}）{formatYuan(line.price)} × {line.number}
          </li>
        ))}
      </ul>
    ),
  },
};

export const BackToTop: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /返回顶部/ }));
    await expect(args.onBackToTop).toHaveBeenCalledOnce();
  },
};

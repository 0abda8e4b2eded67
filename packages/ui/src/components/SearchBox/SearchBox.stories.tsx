import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBox } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { hotWords, loadSampleSuggestions } from '../../test/fixtures';

/** The 500 ms debounce plus the 300 ms answer, with room to spare on a busy test machine. */
const answered = { timeout: 3000 };

const meta = {
  title: '页头/SearchBox',
  component: SearchBox,
  args: {
    label: '搜索药品',
    placeholder: '请输入药品名称、通用名或拼音首字母',
    loadSuggestions: loadSampleSuggestions,
    onSearch: fn(),
    hotWords,
  },
  decorators: [frame({ padding: 16, width: 480, height: 300 })],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const HotWordsOnFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: '搜索药品' }));
    const listbox = canvas.getByRole('listbox', { name: '热门搜索' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(hotWords.length);
    await userEvent.click(within(listbox).getByRole('option', { name: '板蓝根颗粒' }));
    await expect(args.onSearch).toHaveBeenCalledWith('板蓝根颗粒');
  },
};

export const Suggestions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '搜索药品' });
    await userEvent.type(input, '阿莫');
    await expect(canvas.getByRole('status')).toHaveTextContent('搜索中...');
    await canvas.findAllByRole('option', {}, answered);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /阿莫西林颗粒/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('阿莫西林颗粒');
    await expect(input).toHaveValue('阿莫西林颗粒');
  },
};

export const Searching: Story = {
  args: { loadSuggestions: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), '布洛芬');
    await expect(canvas.getByRole('status')).toHaveTextContent('搜索中...');
  },
};

export const NoData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), '维生素E软胶囊');
    await expect(await canvas.findByText('暂无数据', {}, answered)).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, '石药');
    await canvas.findByRole('option', { name: /阿莫西林胶囊/ }, answered);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

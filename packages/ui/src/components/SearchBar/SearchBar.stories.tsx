import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBar } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hotWords, loadSampleSuggestions, sampleLogo } from '../../test/fixtures';

const meta = {
  title: '页头/SearchBar',
  component: SearchBar,
  args: {
    onSearch: fn(),
    onSearchTypeChange: fn(),
    logoSrc: sampleLogo,
    title: '药品采购批发平台',
    hotWords,
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypeAndEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: '搜索药品' }),
      '  阿莫西林胶囊 0.25g*24粒  {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('阿莫西林胶囊 0.25g*24粒', 0);
  },
};

export const ManufacturerSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '厂家' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索厂家' }), '石药集团');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearchTypeChange).toHaveBeenCalledWith(1);
    await expect(args.onSearch).toHaveBeenCalledWith('石药集团', 1);
  },
};

export const WithSuggestions: Story = {
  args: { loadSuggestions: (text: string, signal: AbortSignal) => loadSampleSuggestions(text, signal) },
  decorators: [
    (Story) => (
      <div style={{ height: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '搜索药品' });
    await userEvent.type(input, '阿莫');
    await canvas.findAllByRole('option', {}, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('阿莫西林胶囊', 0);
  },
};

export const Fixed: Story = {
  args: { fixed: true, title: undefined, hotWords: [] },
  decorators: [
    (Story) => (
      <div style={{ height: 400, paddingTop: 120 }}>
        <p style={{ padding: 16 }}>页面滚动超过 205px 后，搜索栏固定在顶部。</p>
        <Story />
      </div>
    ),
  ],
};

/** A 412px phone: the bar is as tall before the hot words arrive as after, however many there are. */
export const SameHeightWithoutHotWords: Story = {
  // Two bars side by side only to compare them; a page has one search landmark.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div style={{ width: 412 }}>
      <div data-testid="without">
        <SearchBar
          {...args}
          hotWords={[]}
          actions={<span style={{ whiteSpace: 'nowrap' }}>客服：王经理 13800000000</span>}
        />
      </div>
      <div data-testid="with">
        <SearchBar
          {...args}
          hotWords={[...hotWords, '维生素C片', '头孢克肟分散片', '蒙脱石散', '藿香正气水']}
          actions={<span style={{ whiteSpace: 'nowrap' }}>客服：王经理 13800000000</span>}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('with')).toBe(height('without'));
  },
};

/** A 412px phone: the search box keeps a usable width and the submit button its touch-target size. */
export const OnAPhone: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } } },
  render: (args) => (
    <div style={{ width: 412 }}>
      <SearchBar {...args} actions={<span style={{ whiteSpace: 'nowrap' }}>客服：王经理 13800000000</span>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '搜索' }).getBoundingClientRect();
    await expect(submit.width).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByRole('searchbox').getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

/** The seeded hot words on a 412px phone: every word shown is a 24px touch target (axe `target-size`). */
export const SeededHotWordsOnAPhone: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } } },
  args: { hotWords: ['阿莫西林', '连花清瘟', '口罩', '血压计', '布洛芬', '板蓝根', '维生素C', '感冒灵'] },
  render: (args) => (
    <div style={{ width: 412 }}>
      <SearchBar {...args} actions={<span style={{ whiteSpace: 'nowrap' }}>客服：王经理 13800000000</span>} />
    </div>
  ),
};

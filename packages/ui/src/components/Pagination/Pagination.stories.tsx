import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from '@yaocai/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '通用/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 20, onPageChange: fn() },
  decorators: [frame()],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 10 } };

export const LastPage: Story = { args: { page: 20 } };

export const FewPages: Story = { args: { page: 2, totalPages: 4 } };

export const FromTotal: Story = { args: { totalPages: undefined, total: 386, pageSize: 30, page: 3 } };

export const AsLinks: Story = {
  args: { page: 4, getPageHref: (page: number) => `/list?page=${page}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^第\s?5\s?页$/ })).toHaveAttribute('href', '/list?page=5');
  },
};

/** Driven by state, as a list page does. */
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByText('2')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '末页' }));
    await expect(canvas.getByText('20')).toHaveAttribute('aria-current', 'page');
    await userEvent.type(canvas.getByRole('spinbutton', { name: '跳转页码' }), '9{Enter}');
    await expect(canvas.getByText('9')).toHaveAttribute('aria-current', 'page');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
  },
};

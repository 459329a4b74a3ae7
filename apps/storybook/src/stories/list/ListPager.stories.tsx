import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListPager, type ListPagerProps } from '../../../../../packages/ui/src/list/filters/index.ts';

/** Pages through a fixed total the way a cursor-paged list does. */
function Paging(props: ListPagerProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  const total = props.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <ListPager
      {...props}
      page={page}
      pageSize={pageSize}
      hasPrev={page > 1}
      hasNext={page < pages}
      onPrev={() => setPage(page - 1)}
      onNext={() => setPage(page + 1)}
      onFirst={() => setPage(1)}
      onPageSizeChange={(size) => {
        props.onPageSizeChange(size);
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'List/ListPager',
  component: ListPager,
  args: {
    page: 1,
    pageSize: 20,
    total: 12345,
    hasPrev: false,
    hasNext: true,
    onPrev: fn(),
    onNext: fn(),
    onFirst: fn(),
    onPageSizeChange: fn(),
  },
  render: (args) => <Paging {...args} />,
} satisfies Meta<typeof ListPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  name: 'Paging through 12,345 rows',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 12,345 条')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByText('第 3 页')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '回到第一页' }));
    await expect(canvas.getByText('第 1 页')).toBeInTheDocument();
  },
};

export const LastPage: Story = {
  name: 'Last page',
  args: { page: 3, total: 45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

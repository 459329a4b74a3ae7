import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Table, Typography } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CombinedSearch,
  guessSearchField,
  type CombinedSearchProps,
  type CombinedSearchValue,
} from '../../../../../packages/ui/src/list/filters/index.ts';
import { ORDER_SEARCH_FIELDS, SEARCH_SAMPLES } from './orderSearchFields.ts';

/** Keeps the applied value the way the console's URL would, and shows what was searched. */
function Applied(props: CombinedSearchProps) {
  const [value, setValue] = useState<CombinedSearchValue>(props.value);
  const [query, setQuery] = useState<string>();
  return (
    <Flex vertical gap={12}>
      <CombinedSearch
        {...props}
        value={value}
        onSearch={(next, resolved) => {
          props.onSearch(next, resolved);
          setValue(next);
          const label = ORDER_SEARCH_FIELDS.find((f) => f.key === resolved)?.label;
          setQuery(next.text === '' ? '全部订单' : `${label}：${next.text}`);
        }}
      />
      {query !== undefined && <Typography.Text>已查询 {query}</Typography.Text>}
    </Flex>
  );
}

const meta = {
  title: 'List/CombinedSearch',
  component: CombinedSearch,
  args: { fields: ORDER_SEARCH_FIELDS, value: { field: 'auto', text: '' }, onSearch: fn() },
  argTypes: { fields: { control: false } },
  render: (args) => <Applied {...args} />,
} satisfies Meta<typeof CombinedSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoDetect: Story = {
  name: '自动识别 (press / to focus)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '搜索关键词' });
    await userEvent.keyboard('/');
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'SF1234567890123');
    await expect(canvas.getByText('按 运单号 搜索')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ field: 'auto', text: 'SF1234567890123' }, 'waybillNo');
    await expect(canvas.getByText('已查询 运单号：SF1234567890123')).toBeInTheDocument();
  },
};

export const PickedField: Story = {
  name: 'A picked field',
  args: { value: { field: 'phoneTail', text: '5678' } },
};

function GuessSheet() {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="text"
      style={{ maxWidth: 520 }}
      columns={[
        { title: '输入', dataIndex: 'text' },
        { title: '识别为', dataIndex: 'guessed' },
      ]}
      dataSource={SEARCH_SAMPLES.map(([text]) => ({
        text,
        guessed: guessSearchField(text, ORDER_SEARCH_FIELDS)?.label,
      }))}
    />
  );
}

export const Guesses: Story = {
  name: 'What 自动识别 makes of typical input',
  render: () => <GuessSheet />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    const seen = rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    await expect(seen).toEqual(SEARCH_SAMPLES);
  },
};

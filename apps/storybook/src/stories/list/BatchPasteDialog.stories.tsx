import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex, Typography } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BatchPasteDialog,
  NotFoundReport,
  type BatchPasteDialogProps,
} from '../../../../../packages/ui/src/list/filters/index.ts';

/** Dialogs render in a portal, so plays search the whole document. */
const page = () => within(document.body);

/** The numbers the pretend server knows: any waybill ending in an even digit. */
const known = (n: string) => /[02468]$/.test(n);

function BatchQuery(props: BatchPasteDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [result, setResult] = useState<{ found: number; missing: string[] }>();
  return (
    <Flex vertical gap={12} align="flex-start">
      <Button onClick={() => setOpen(true)}>批量查询</Button>
      {result && (
        <>
          <Typography.Text>找到 {result.found} 个运单</Typography.Text>
          <NotFoundReport numbers={result.missing} label="运单号" />
        </>
      )}
      <BatchPasteDialog
        {...props}
        open={open}
        onCancel={() => setOpen(false)}
        onSubmit={(numbers) => {
          props.onSubmit(numbers);
          setResult({ found: numbers.filter(known).length, missing: numbers.filter((n) => !known(n)) });
          setOpen(false);
        }}
      />
    </Flex>
  );
}

const meta = {
  title: 'List/BatchPasteDialog',
  component: BatchPasteDialog,
  args: { open: true, label: '运单号', onSubmit: fn(), onCancel: fn() },
  render: (args) => <BatchQuery {...args} />,
} satisfies Meta<typeof BatchPasteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasteAndQuery: Story = {
  name: 'Paste, query, 未找到 N 个',
  play: async ({ args }) => {
    const box = await page().findByRole('textbox', { name: /^运单号/ });
    await userEvent.click(box);
    await userEvent.paste('SF1001\nSF1002，SF1003、SF1001\tYT2004；JT3005');
    await expect(page().getByText('已识别 5 个，1 个重复已合并')).toBeInTheDocument();
    await userEvent.click(page().getByRole('button', { name: '查询' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(['SF1001', 'SF1002', 'SF1003', 'YT2004', 'JT3005']);
    await expect(page().getByText('未找到 3 个运单号')).toBeInTheDocument();
    await userEvent.click(page().getByRole('button', { name: '查看' }));
    await expect(
      page()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SF1001', 'SF1003', 'JT3005']);
  },
};

export const OverLimit: Story = {
  name: 'More than 1,000',
  args: { initialText: Array.from({ length: 1001 }, (_, i) => `SF${String(1_000_000 + i)}`).join('\n') },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent('超过 1000 个，请分批查询');
    await expect(page().getByRole('button', { name: '查询' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  name: 'NotFoundReport',
  render: () => <NotFoundReport numbers={['SF1001', 'YT2003', 'JT3005', '73512345678901']} label="运单号" />,
};

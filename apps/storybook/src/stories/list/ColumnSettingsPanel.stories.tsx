import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import {
  applyColumnSettings,
  ColumnSettingsPanel,
  type ColumnSetting,
} from '../../../../../packages/ui/src/list/rows/index.ts';
import { goodsColumns } from './listColumns.tsx';

/** The panel with the settings a page would keep (and save per user); the columns it yields below. */
function WithSettings({ initial }: { initial: ColumnSetting[] }) {
  const [settings, setSettings] = useState(initial);
  return (
    <Flex vertical gap={12} align="flex-start">
      <ColumnSettingsPanel columns={goodsColumns} settings={settings} onChange={setSettings} />
      <Typography.Text>
        显示的列：
        {applyColumnSettings(goodsColumns, settings)
          .map((c) => `${c.title}（${c.width}px）`)
          .join('、')}
      </Typography.Text>
    </Flex>
  );
}

const meta = {
  title: 'List/ColumnSettingsPanel',
  component: WithSettings,
  args: {
    initial: [
      { key: 'goods', visible: true },
      { key: 'price', visible: true, width: 140 },
      { key: 'stall', visible: false },
    ],
  },
} satisfies Meta<typeof WithSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Open, one column hidden',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '列设置' }));
    const panel = await within(document.body).findByRole('dialog', { name: '列设置' });
    await expect(within(panel).getByRole('checkbox', { name: '档口' })).not.toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: '上移「单价」' }));
    await expect(within(canvasElement).getByText(/^显示的列/)).toHaveTextContent(
      '显示的列：单价（140px）、商品（280px）',
    );
  },
};

export const Defaults: Story = {
  args: { initial: [] },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldPicker, LayersPanel, ValidationPanel } from '@oms/label-designer';
import { findPreset, parseTemplate, PICKUP_KEY_LABELS } from '@oms/label-engine';

const houdao = findPreset('houdao')!;
const template = parseTemplate(houdao.template);

const meta: Meta<{ onSelect?: unknown; onToggle?: unknown; onReorder?: unknown; onPick?: unknown }> = {
  title: 'Label designer/Panels',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Layers: Story = {
  name: '图层 (topmost first)',
  args: { onSelect: fn(), onToggle: fn(), onReorder: fn() },
  render: (args) => (
    <div style={{ width: 220 }}>
      <LayersPanel
        template={template}
        selection={[template.elements[0]!.id]}
        onSelect={args.onSelect as never}
        onToggle={args.onToggle as never}
        onReorder={args.onReorder as never}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(template.elements.length);
    await userEvent.click(canvas.getAllByRole('button', { name: /^锁定 / })[0]!);
    await expect(args.onToggle).toHaveBeenCalledWith(expect.any(String), 'locked');
    await userEvent.click(within(rows[1]!).getAllByRole('button')[0]!);
    await expect(args.onSelect).toHaveBeenCalledWith([expect.any(String)], 'replace');
  },
};

export const Checks: Story = {
  name: '检查 (engine warnings, click selects)',
  args: { onPick: fn() },
  render: (args) => (
    <div style={{ width: 280 }}>
      <ValidationPanel
        onPick={args.onPick as never}
        warnings={[
          { code: 'barcode-module-small', elementId: 'takeCode', message: '元素「takeCode」：条码模块只有 1 点（203 dpi），打印头难以清晰打印，请加宽条码框或缩短内容' },
          { code: 'text-overflow', elementId: 'goods', message: '元素「goods」：文字超出框，已省略' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /条码模块只有 1 点/ }));
    await expect(args.onPick).toHaveBeenCalledWith('takeCode');
  },
};

export const NoProblems: Story = {
  name: '检查 (nothing to fix)',
  render: () => <ValidationPanel warnings={[]} onPick={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/没有问题/)).toBeVisible();
  },
};

export const Fields: Story = {
  name: '字段 (sample value beside each field)',
  args: { onPick: fn() },
  render: (args) => (
    <div style={{ width: 280 }}>
      <FieldPicker
        onPick={args.onPick as never}
        data={{ TAKE_CODE: 'TK2024112400013', PRINT_TIME: '2026-11-24 10:30' }}
        fields={[
          { key: 'TAKE_CODE', label: PICKUP_KEY_LABELS.TAKE_CODE },
          { key: 'PRINT_TIME', label: PICKUP_KEY_LABELS.PRINT_TIME },
          { key: 'SELLER_REMARK' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('TK2024112400013')).toBeVisible();
    await expect(canvas.getByText('（空）')).toBeVisible();
    await userEvent.click(canvas.getByTitle('插入 {{TAKE_CODE}}'));
    await expect(args.onPick).toHaveBeenCalledWith('TAKE_CODE');
  },
};

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { renderKit } from '../../test/render.tsx';
import { DataTable } from './DataTable.tsx';
import { applyColumnDefaults } from './columns.ts';

interface Row {
  id: string;
  orderNo: string;
  amount: string;
  children?: Row[];
}

const rows: Row[] = [
  { id: '1', orderNo: 'DF20250109001', amount: '12.50', children: [{ id: '1-1', orderNo: 'DF20250109001-1', amount: '6.25' }] },
  { id: '2', orderNo: 'DF20250109002', amount: '8.00' },
];
const columns: TableColumnsType<Row> = [
  { title: '订单号', dataIndex: 'orderNo' },
  { title: '金额', dataIndex: 'amount', width: 120 },
];

describe('DataTable (spec §9 defaults)', () => {
  it('renders headers and rows, and scrolls its body past 400 px', () => {
    const { container } = renderKit(<DataTable rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.getByRole('columnheader', { name: '订单号' })).toBeInTheDocument();
    expect(screen.getByText('DF20250109002')).toBeInTheDocument();
    expect(container.querySelector<HTMLElement>('.ant-table-body')?.style.maxHeight).toBe('400px');
  });

  it('lets a page choose another height or none', () => {
    const { container, rerender } = renderKit(<DataTable rowKey="id" columns={columns} dataSource={rows} maxHeight={240} />);
    expect(container.querySelector<HTMLElement>('.ant-table-body')?.style.maxHeight).toBe('240px');
    rerender(<DataTable rowKey="id" columns={columns} dataSource={rows} maxHeight={false} />);
    expect(container.querySelector('.ant-table-body')).toBeNull();
  });

  it('lets the keyboard reach a scrolling body: by its rows’ checkboxes, or by the body itself when it has none', async () => {
    const flat = rows.map(({ children: _, ...row }) => row);
    const { container, rerender } = renderKit(<DataTable rowKey="id" columns={columns} dataSource={flat} />);
    const body = () => container.querySelector<HTMLElement>('.ant-table-body')!;
    await waitFor(() => expect(body().tabIndex).toBe(0));
    rerender(<DataTable rowKey="id" columns={columns} dataSource={flat} rowSelection={{}} />);
    await waitFor(() => expect(body().hasAttribute('tabindex')).toBe(false));
    expect(within(body()).getAllByRole('checkbox', { name: '选择此行' }).length).toBeGreaterThan(0);
  });

  it('hides antd’s measuring row, which repeats 全选 where Tab would find it', () => {
    renderKit(<DataTable rowKey="id" columns={columns} dataSource={rows} rowSelection={{}} />);
    const rules = [...document.head.querySelectorAll('style')].map((el) => el.textContent).join('\n');
    expect(rules).toContain('.ant-table-measure-row { visibility: hidden; }');
  });

  it('shows the spinner, not 暂无数据, while the first page loads', () => {
    renderKit(<DataTable rowKey="id" columns={columns} dataSource={[]} loading />);
    const empty = document.querySelector('.ant-table-placeholder .ant-empty')!;
    expect(empty.closest('.ant-spin-spinning')).not.toBeNull();
    const rules = [...document.head.querySelectorAll('style')].map((el) => el.textContent).join('\n');
    expect(rules).toContain('.ant-spin-spinning .ant-table-placeholder .ant-empty { visibility: hidden; }');
  });

  it('gives columns an 80 px minimum unless they set a width, also inside groups', () => {
    const out = applyColumnDefaults<Row>([columns[0]!, columns[1]!, { title: '组', children: [{ title: '子', dataIndex: 'id' }] }], 80);
    expect(out[0]).toMatchObject({ minWidth: 80 });
    expect(out[1]).not.toHaveProperty('minWidth');
    expect(out[2]).toMatchObject({ children: [{ minWidth: 80 }] });
  });

  it('makes the selection column 48 px wide and indents tree children 16 px', async () => {
    const { container } = renderKit(
      <DataTable rowKey="id" columns={columns} dataSource={rows} rowSelection={{}} expandable={{ defaultExpandAllRows: true }} />,
    );
    const selectionCol = container.querySelector<HTMLElement>('col.ant-table-selection-col');
    expect(selectionCol?.style.width).toBe('48px');
    const child = await screen.findByText('DF20250109001-1');
    const indent = child.closest('td')?.querySelector<HTMLElement>('.ant-table-row-indent.indent-level-1');
    expect(indent?.style.paddingLeft).toBe('16px');
  });

  it('shows 暂无数据 when empty (zh_CN)', () => {
    renderKit(<DataTable rowKey="id" columns={columns} dataSource={[]} />);
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('selects rows through checkboxes with Chinese names', async () => {
    renderKit(<DataTable rowKey="id" columns={columns} dataSource={rows} rowSelection={{}} />);
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeInTheDocument();
    const row = screen.getByText('DF20250109002').closest('tr')!;
    const box = within(row).getByRole('checkbox', { name: '选择此行' });
    await userEvent.click(box);
    expect(box).toBeChecked();
  });

  it("keeps a page's own checkbox props", () => {
    renderKit(
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={rows}
        rowSelection={{ getCheckboxProps: (r) => ({ 'aria-label': `选择 ${r.orderNo}`, disabled: r.id === '2' }) }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: '选择 DF20250109002' })).toBeDisabled();
  });
});

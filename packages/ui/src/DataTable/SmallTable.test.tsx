import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { emulatePhone } from '../../test/phone.ts';
import { SmallTable } from './SmallTable.tsx';

const shops = [
  { id: 1, name: '小雅女装旗舰店', phone: '0571-87654321' },
  { id: 2, name: '小雅童装店', phone: '' },
];
const table = (
  <SmallTable
    aria-label="店铺"
    rows={shops}
    rowKey="id"
    columns={[
      { key: 'name', title: '店铺', render: (_, s) => s.name },
      { key: 'phone', title: '电话', render: (_, s) => s.phone || '未设置' },
    ]}
    rowLabel={(s) => s.name}
    empty="还没有授权店铺"
  />
);

describe('SmallTable', () => {
  it('is a table on a wide screen, every row at once', () => {
    renderKit(table);
    const grid = screen.getByRole('table');
    expect(within(grid).getByRole('columnheader', { name: '电话' })).toBeTruthy();
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: '店铺' })).toBeNull();
  });

  it('is a card a row on a phone, its fields labelled', () => {
    emulatePhone();
    renderKit(table);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '店铺' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.textContent).toContain('未设置');
  });

  it('says why it is empty', () => {
    renderKit(
      <SmallTable
        aria-label="店铺"
        rows={[]}
        rowKey="id"
        columns={[{ key: 'name', title: '店铺' }]}
        empty="还没有授权店铺"
      />,
    );
    expect(screen.getByText('还没有授权店铺')).toBeTruthy();
  });
});

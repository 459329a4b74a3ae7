import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key } from 'react';
import { useState } from 'react';
import { renderKit } from '../../test/render.tsx';
import { RowCards } from './RowCards.tsx';

interface Line {
  id: number;
  no: string;
  onBoard: boolean;
}

const lines: Line[] = [
  { id: 1, no: 'CG261130001', onBoard: false },
  { id: 2, no: 'CG261130002', onBoard: true },
  { id: 3, no: 'CG261130003', onBoard: false },
];

function Cards() {
  const [keys, setKeys] = useState<Key[]>([]);
  return (
    <>
      <RowCards<Line>
        aria-label="采购单"
        rows={lines}
        rowKey="id"
        columns={[{ key: 'no', title: '采购单', render: (_, l) => l.no }]}
        rowLabel={(l) => l.no}
        selection={{ selectedRowKeys: keys, onChange: setKeys, disabled: (l) => l.onBoard }}
      />
      <output aria-label="已选">{keys.join(',')}</output>
    </>
  );
}

describe('RowCards', () => {
  it('a row that cannot be ticked is disabled, and 全选本页 passes it over', async () => {
    renderKit(<Cards />);
    expect(screen.getByRole('checkbox', { name: '选择 CG261130002' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByRole('status', { name: '已选' })).toHaveTextContent('1,3');
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toBeChecked();
  });
});

import { Flex } from 'antd';
import type { ListColumn } from '../../../../../packages/ui/src/list/rows/index.ts';
import { formatFen } from '../../../../../packages/ui/src/helpers/money.ts';
import type { GoodsLine, SyncedOrder } from './listFixtures.ts';

/** A stand-in for the goods photo: stories load nothing from the network. */
function Thumb({ title }: { title: string }) {
  return (
    <div
      aria-hidden
      style={{
        flex: 'none',
        width: 48,
        height: 48,
        borderRadius: 4,
        background: '#e0e7ff',
        color: '#3730a3',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {title.slice(0, 1)}
    </div>
  );
}

/** The synced-orders page's goods columns, as the console would declare them. */
export const goodsColumns: ListColumn<GoodsLine, SyncedOrder>[] = [
  {
    key: 'goods',
    title: '商品',
    width: 280,
    minWidth: 200,
    hideable: false,
    render: (line) => (
      <Flex gap={8} align="center" style={{ minWidth: 0 }}>
        <Thumb title={line.title} />
        <span>{line.title}</span>
      </Flex>
    ),
  },
  { key: 'spec', title: '颜色/尺码', width: 120, render: (line) => `${line.color} / ${line.size}` },
  { key: 'articleNo', title: '货号', width: 100, render: (line) => line.articleNo },
  { key: 'stall', title: '档口', width: 150, render: (line) => line.stall ?? '—' },
  { key: 'quantity', title: '数量', width: 80, align: 'right', render: (line) => line.quantity },
  { key: 'price', title: '单价', width: 110, align: 'right', render: (line) => formatFen(line.priceFen) },
  {
    key: 'subtotal',
    title: '小计',
    width: 120,
    align: 'right',
    render: (line) => formatFen(line.priceFen * line.quantity),
  },
];

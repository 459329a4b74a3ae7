import { Button, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { customGoodsIdOf } from '@oms/api-client';
import { formatFen } from '@oms/ui';
import type { PlaceLine } from './placeLines.ts';

/** The order's goods: colour, size and quantity per line, the stall's price now, 找同款 and 删除. */
export function PlaceLinesTable({
  lines,
  onChange,
  onRemove,
  onSameStyle,
}: {
  lines: PlaceLine[];
  onChange: (line: PlaceLine) => void;
  onRemove: (key: string) => void;
  onSameStyle: (line: PlaceLine) => void;
}) {
  const columns: ColumnsType<PlaceLine> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, l) => (
        <div style={{ minWidth: 160 }}>
          <Typography.Text strong>{l.goods.articleNo}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{l.goods.stall}</Typography.Text>
          </div>
          <Typography.Text ellipsis style={{ maxWidth: 220 }}>
            {l.goods.title}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '颜色',
      key: 'color',
      width: 120,
      render: (_, l) => (
        <Select
          aria-label={`${l.goods.articleNo} 颜色`}
          value={l.color}
          style={{ width: 110 }}
          options={l.goods.colors.map((c) => ({ value: c, label: c }))}
          onChange={(color) => onChange({ ...l, color })}
        />
      ),
    },
    {
      title: '尺码',
      key: 'size',
      width: 100,
      render: (_, l) => (
        <Select
          aria-label={`${l.goods.articleNo} 尺码`}
          value={l.size}
          style={{ width: 90 }}
          options={l.goods.sizes.map((s) => ({ value: s, label: s }))}
          onChange={(size) => onChange({ ...l, size })}
        />
      ),
    },
    {
      title: '数量',
      key: 'qty',
      width: 100,
      render: (_, l) => (
        <InputNumber
          aria-label={`${l.goods.articleNo} 数量`}
          min={1}
          max={999}
          precision={0}
          value={l.qty}
          style={{ width: 84 }}
          onChange={(qty) => onChange({ ...l, qty: qty ?? 1 })}
        />
      ),
    },
    { title: '单价', key: 'price', width: 90, render: (_, l) => formatFen(l.goods.priceFen) },
    { title: '小计', key: 'sum', width: 100, render: (_, l) => formatFen(l.goods.priceFen * l.qty) },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, l) => (
        <Space size={4}>
          {/* 自定义商品 are not the market's: it has no 同款 of them */}
          {customGoodsIdOf(l.goods.goodsId) === null && (
            <Button size="small" type="link" onClick={() => onSameStyle(l)}>
              找同款
            </Button>
          )}
          <Button
            size="small"
            type="link"
            danger
            onClick={() => onRemove(l.key)}
            aria-label={`删除 ${l.goods.articleNo}`}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table
      aria-label="下单商品"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 820 }}
      locale={{ emptyText: '还没有商品：在上方搜索货号或档口，点“添加”' }}
    />
  );
}

import { useMemo, useState } from 'react';
import { Alert, Card, Flex, InputNumber, List, Select, Space, Table, Typography } from 'antd';
import type { AreaTree, ExpressAll } from '@oms/api-client';
import { formatFen, ListState, useNarrowLayout } from '@oms/ui';
import { useExpressAll } from '../../../api/fromShop.ts';
import { useAreaTree, useExpressQuote } from '../../../api/placeOrder.ts';
import { shortAreaName } from '@oms/api-client';

type Courier = ExpressAll[number];

const feeText = (firstKgFen: number, extraKgFen: number) =>
  `首重 ${formatFen(firstKgFen)} · 续重 ${formatFen(extraKgFen)}/kg`;

/** 广东、江苏、浙江… by code, in the tree's order. */
function provinceNames(tree: AreaTree | undefined, codes: string[]): string {
  if (!tree) return codes.join('、');
  const wanted = new Set(codes);
  return tree
    .filter((p) => wanted.has(p.code))
    .map((p) => shortAreaName(p.name))
    .join('、');
}

/**
 * 快递列表 (/order/expressList, outside the main frame, opened beside 代发下单): what each courier costs
 * from our warehouse by zone, how long it takes and where it does not go, with a freight calculator for
 * a province and a weight.
 */
export default function ExpressListPage() {
  const narrow = useNarrowLayout();
  const couriers = useExpressAll();
  const tree = useAreaTree();
  const [provinceCode, setProvinceCode] = useState<string | null>(null);
  const [weightKg, setWeightKg] = useState<number>(1);
  const quote = useExpressQuote(provinceCode, Math.max(1, Math.round(weightKg * 1000)));
  const provinces = useMemo(
    () => (tree.data ?? []).map((p) => ({ value: p.code, label: p.name })),
    [tree.data],
  );

  const zones = (c: Courier) => (
    <Space direction="vertical" size={2}>
      {c.zones.map((z) => (
        <span key={`${z.firstKgFen}:${z.extraKgFen}`}>
          <Typography.Text strong>{feeText(z.firstKgFen, z.extraKgFen)}</Typography.Text>
          <Typography.Text type="secondary">：{provinceNames(tree.data, z.provinceCodes)}</Typography.Text>
        </span>
      ))}
    </Space>
  );
  const unreachable = (c: Courier) =>
    c.unreachableProvinceCodes.length ? provinceNames(tree.data, c.unreachableProvinceCodes) : '—';
  const columns = [
    { title: '快递', dataIndex: 'name', key: 'name', width: 110 },
    { title: '时效', key: 'eta', width: 80, render: (_: unknown, c: Courier) => `约${c.etaDays}天` },
    { title: '运费（按地区）', key: 'zones', render: (_: unknown, c: Courier) => zones(c) },
    {
      title: '不送达地区',
      key: 'unreachable',
      width: 180,
      render: (_: unknown, c: Courier) => unreachable(c),
    },
  ];

  return (
    <main style={{ minHeight: '100vh', background: '#f3f5f9', padding: narrow ? 12 : 24 }}>
      <Flex vertical gap={16} style={{ maxWidth: 1180, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          快递列表
        </Typography.Title>
        <Typography.Text type="secondary">
          包裹从广州代发仓发出；运费 = 首重（1kg）+
          续重（每增加1kg，不足1kg按1kg计）。衣服每件约300g，鞋每双约900g。
        </Typography.Text>
        <Card title="运费查询" size="small">
          <Flex vertical gap={12}>
            <Flex gap={8} wrap align="center">
              <Select
                aria-label="收件省份"
                showSearch
                optionFilterProp="label"
                placeholder="选择收件省份"
                style={{ width: 200 }}
                loading={tree.isLoading}
                options={provinces}
                value={provinceCode}
                onChange={setProvinceCode}
              />
              <InputNumber
                aria-label="重量（kg）"
                min={0.1}
                max={100}
                step={0.1}
                precision={1}
                suffix="kg"
                style={{ width: 140 }}
                value={weightKg}
                onChange={(v) => setWeightKg(v ?? 1)}
              />
            </Flex>
            {!provinceCode ? (
              <Typography.Text type="secondary">选择省份和重量，查看各快递的运费</Typography.Text>
            ) : quote.error ? (
              <Alert type="error" showIcon message={quote.error.message} />
            ) : quote.data && !quote.data.length ? (
              <Alert type="warning" showIcon message="该地区暂不支持快递" />
            ) : (
              <Table
                aria-label="运费查询结果"
                size="small"
                rowKey="code"
                loading={quote.isLoading && !quote.data}
                pagination={false}
                dataSource={quote.data ?? []}
                columns={[
                  { title: '快递', dataIndex: 'name', key: 'name' },
                  { title: '时效', key: 'eta', render: (_, c) => `约${c.etaDays}天` },
                  { title: '首重 / 续重', key: 'fee', render: (_, c) => feeText(c.firstKgFen, c.extraKgFen) },
                  {
                    title: '运费',
                    key: 'freight',
                    render: (_, c) => (
                      <Typography.Text type="danger">{formatFen(c.freightFen)}</Typography.Text>
                    ),
                  },
                ]}
              />
            )}
          </Flex>
        </Card>
        <Card title="快递公司" size="small">
          {couriers.error && !couriers.data ? (
            <ListState kind="error" message={couriers.error.message} onRetry={() => void couriers.mutate()} />
          ) : narrow ? (
            // on a phone a courier is a card: four columns of fees do not fit 390 px
            <List<Courier>
              aria-label="快递公司"
              loading={couriers.isLoading && !couriers.data}
              dataSource={couriers.data ?? []}
              renderItem={(c) => (
                <List.Item key={c.code} aria-label={c.name}>
                  <Flex vertical gap={4}>
                    <Typography.Text strong>
                      {c.name} <Typography.Text type="secondary">约{c.etaDays}天</Typography.Text>
                    </Typography.Text>
                    {zones(c)}
                    <Typography.Text type="secondary">不送达：{unreachable(c)}</Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          ) : (
            <Table<Courier>
              aria-label="快递公司"
              size="small"
              rowKey="code"
              loading={couriers.isLoading && !couriers.data}
              pagination={false}
              dataSource={couriers.data ?? []}
              columns={columns}
              scroll={{ x: 760 }}
            />
          )}
        </Card>
      </Flex>
    </main>
  );
}

// 支付宝分账 (needs 我的余额): how each 货款后付 debt was settled — by a split of its shop order's Alipay
// income, or from the balance when due — with the authorisation above the records.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, Descriptions, List, Space, Table, Tabs, Tag, Typography } from 'antd';
import { ALI_LEDGER_TABS, aliLedgerStateLabels, type AliLedgerRow } from '@oms/api-client';
import { Page, formatFen, useNarrowLayout } from '@oms/ui';
import { useAliLedgerAuth, useAliLedgerPage } from '../../../api/funds.ts';
import { chinaTime } from '../fundsFormat.ts';

type Tab = (typeof ALI_LEDGER_TABS)[number];
const tabLabel = (tab: Tab) => (tab === 'ALL' ? '全部' : aliLedgerStateLabels[tab]);
const STATE_COLORS: Record<AliLedgerRow['state'], string> = {
  WAITING: 'default',
  SPLITTING: 'processing',
  DONE: 'success',
  FAILED: 'error',
};

function SettledBy({ row }: { row: AliLedgerRow }) {
  if (row.splitFen === 0 && row.balanceFen === 0)
    return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      {row.splitFen > 0 && <div>分账 {formatFen(row.splitFen)}</div>}
      {row.balanceFen > 0 && <div>余额扣除 {formatFen(row.balanceFen)}</div>}
    </>
  );
}

/** On a phone each record is a card: ten columns do not fit 390 px. */
function AliLedgerCard({ row }: { row: AliLedgerRow }) {
  return (
    <Card size="small" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong>{row.splitNo}</Typography.Text>
        <Tag color={STATE_COLORS[row.state]}>{aliLedgerStateLabels[row.state]}</Tag>
      </Space>
      <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
        <Descriptions.Item label="金额">{formatFen(row.fen)}</Descriptions.Item>
        <Descriptions.Item label="店铺订单">{row.shopOrderNo}</Descriptions.Item>
        <Descriptions.Item label="代发订单">{row.daifaOrderNo}</Descriptions.Item>
        <Descriptions.Item label="结清方式">
          <SettledBy row={row} />
        </Descriptions.Item>
        <Descriptions.Item label="到期时间">{chinaTime(row.dueAt)}</Descriptions.Item>
        {row.settledAt && <Descriptions.Item label="结清时间">{chinaTime(row.settledAt)}</Descriptions.Item>}
        {row.failReason && <Descriptions.Item label="说明">{row.failReason}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}

export default function AliLedgerPage() {
  const narrow = useNarrowLayout();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (ALI_LEDGER_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'ALL';
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const auth = useAliLedgerAuth().data;
  const page = useAliLedgerPage({ tab, ...paging });
  const counts = page.data?.counts;
  const pagination = {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total: page.data?.total ?? 0,
    showSizeChanger: !narrow,
    showTotal: (total: number) => `共 ${total} 条`,
    onChange: (pageNum: number, pageSize: number) => setPaging({ pageNum, pageSize }),
  };
  return (
    <Page title="支付宝分账">
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label="分账授权">
            <Space size={8} wrap>
              {auth?.state === 'AUTHORISED' ? (
                <Tag color="success">已授权 {auth.alipayAccount}</Tag>
              ) : (
                <Tag>未授权</Tag>
              )}
              <Link to="/funds/aliLedgerAuth">{auth?.state === 'AUTHORISED' ? '管理授权' : '去授权'}</Link>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="单笔分账上限">
            {auth?.capPercent ? `订单金额的${auth.capPercent}%` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="货款后付待结算">{auth ? formatFen(auth.owedFen) : '—'}</Descriptions.Item>
          <Descriptions.Item label="待分账">{auth ? formatFen(auth.waitingFen) : '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setParams({ tab: key }, { replace: true });
          setPaging({ pageNum: 1, pageSize: paging.pageSize });
        }}
        items={ALI_LEDGER_TABS.map((key) => ({
          key,
          label: `${tabLabel(key)}${counts ? `(${counts[key]})` : ''}`,
        }))}
      />
      {narrow ? (
        <List<AliLedgerRow>
          loading={!page.data}
          dataSource={page.data?.list ?? []}
          rowKey="splitNo"
          locale={{ emptyText: `暂无${tabLabel(tab)}的分账记录` }}
          pagination={pagination}
          renderItem={(row) => (
            <List.Item style={{ padding: '6px 0', borderBlockEnd: 'none' }}>
              <AliLedgerCard row={row} />
            </List.Item>
          )}
        />
      ) : (
        <Table<AliLedgerRow>
          rowKey="splitNo"
          size="middle"
          loading={!page.data}
          dataSource={page.data?.list ?? []}
          scroll={{ x: 1400 }}
          locale={{ emptyText: `暂无${tabLabel(tab)}的分账记录` }}
          pagination={pagination}
          columns={[
            { title: '分账单号', dataIndex: 'splitNo', width: 170 },
            { title: '店铺订单', dataIndex: 'shopOrderNo', width: 180 },
            { title: '代发订单', dataIndex: 'daifaOrderNo', width: 190 },
            {
              title: '金额',
              dataIndex: 'fen',
              align: 'right',
              width: 110,
              render: (v: number) => formatFen(v),
            },
            {
              title: '结清方式',
              key: 'how',
              width: 170,
              render: (_, r) => <SettledBy row={r} />,
            },
            {
              title: '状态',
              dataIndex: 'state',
              width: 90,
              render: (s: AliLedgerRow['state']) => (
                <Tag color={STATE_COLORS[s]}>{aliLedgerStateLabels[s]}</Tag>
              ),
            },
            { title: '到期时间', dataIndex: 'dueAt', width: 170, render: (v: string) => chinaTime(v) },
            {
              title: '结清时间',
              dataIndex: 'settledAt',
              width: 170,
              render: (v: string | null) => (v ? chinaTime(v) : '—'),
            },
            { title: '说明', dataIndex: 'failReason', width: 300, render: (v: string | null) => v ?? '' },
          ]}
        />
      )}
    </Page>
  );
}

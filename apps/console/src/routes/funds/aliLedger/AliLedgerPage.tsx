// 支付宝分账 (needs 我的余额): how each 货款后付 debt was settled — by a split of its shop order's Alipay
// income, or from the balance when due — with the authorisation above the records.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, Descriptions, Space, Table, Tabs, Tag, Typography } from 'antd';
import { ALI_LEDGER_TABS, aliLedgerStateLabels, type AliLedgerRow } from '@oms/api-client';
import { Page, formatFen } from '@oms/ui';
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

export default function AliLedgerPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (ALI_LEDGER_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'ALL';
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const auth = useAliLedgerAuth().data;
  const page = useAliLedgerPage({ tab, ...paging });
  const counts = page.data?.counts;
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
      <Table<AliLedgerRow>
        rowKey="splitNo"
        size="middle"
        loading={!page.data}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 1100 }}
        locale={{ emptyText: `暂无${tabLabel(tab)}的分账记录` }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
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
            render: (_, r) =>
              r.splitFen === 0 && r.balanceFen === 0 ? (
                <Typography.Text type="secondary">—</Typography.Text>
              ) : (
                <>
                  {r.splitFen > 0 && <div>分账 {formatFen(r.splitFen)}</div>}
                  {r.balanceFen > 0 && <div>余额扣除 {formatFen(r.balanceFen)}</div>}
                </>
              ),
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
          { title: '说明', dataIndex: 'failReason', render: (v: string | null) => v ?? '' },
        ]}
      />
    </Page>
  );
}

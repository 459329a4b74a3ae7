import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Image, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ErpGoodsRow } from '@oms/api-client';
import { formatDateTime, formatFen, Page, StatusTabs, useFeedback } from '@oms/ui';
import { assignGoodsSupplier, syncErp, useErpGoodsPage, useErpStalls } from '../../../api/erp.ts';
import { ListSearch, PagedTable } from '../../../list/PagedTable.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { AssignStallDialog } from '../../../components/AssignStallDialog.tsx';
import { ERP_GOODS_PAGE_SIZE, erpGoodsUrl } from './erpGoodsUrls.ts';

const BLANK =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='48' height='48'><rect width='48' height='48' fill='%23f0f0f0'/></svg>";

/**
 * 商品供应商 (/goods/supplier, a tenant with an ERP): the ERP's goods and the stall each is fetched from.
 * A goods whose ERP supplier is written as a stall of 供应商管理 is matched when read; the rest are set here
 * (批量指定), with a 拿货价 if the stall's price is not the ERP's 采购价. Their 采购单 then reach the board.
 */
export default function ErpGoodsPage() {
  const { state, update } = useListUrlState(erpGoodsUrl);
  const request = useMemo(
    () => ({
      tab: state.tab,
      ...(state.q ? { keyword: state.q } : {}),
      pageNum: state.page,
      pageSize: ERP_GOODS_PAGE_SIZE,
    }),
    [state.tab, state.q, state.page],
  );
  const { data, error, isLoading, isValidating, mutate } = useErpGoodsPage(request);
  const [picked, setPicked] = useState<number[]>([]);
  // ticks are of the rows in sight: another page, tab or search starts afresh
  useEffect(() => setPicked([]), [state.tab, state.q, state.page]);
  const [assigning, setAssigning] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const stalls = useErpStalls(assigning);
  const { toast } = useFeedback();

  const sync = async () => {
    setSyncing(true);
    try {
      const answer = await syncErp();
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(
        `已同步 ${answer.data.goods} 个商品、${answer.data.purchaseLines} 行采购单` +
          (answer.data.tasksMade ? `，${answer.data.tasksMade} 行上了拿货任务` : ''),
      );
    } finally {
      setSyncing(false);
    }
  };

  const columns: ColumnsType<ErpGoodsRow> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, g) => (
        <Space align="start" size={10}>
          <Image src={g.picUrl} alt={g.title} width={48} height={48} preview={false} fallback={BLANK} />
          <Space direction="vertical" size={0}>
            <Typography.Text>{g.title}</Typography.Text>
            <Typography.Text type="secondary">
              货号 {g.articleNo} · {g.skuCount} 个SKU
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    { title: 'ERP供应商', key: 'erpSupplier', width: 190, render: (_, g) => g.erpSupplier ?? '—' },
    {
      title: '拿货档口',
      key: 'supplier',
      width: 240,
      render: (_, g) => g.supplier ?? <Typography.Text type="warning">未指定</Typography.Text>,
    },
    {
      title: '拿货价',
      key: 'price',
      width: 110,
      align: 'right',
      render: (_, g) => (
        <Space direction="vertical" size={0} align="end">
          <span>{formatFen(g.takePriceFen)}</span>
          {g.takePriceFen !== g.erpPriceFen && (
            <Typography.Text type="secondary">采购价 {formatFen(g.erpPriceFen)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '待指定采购单',
      key: 'waiting',
      width: 110,
      align: 'right',
      render: (_, g) => (g.waitingLines ? `${g.waitingLines} 行` : '—'),
    },
  ];

  return (
    <Page
      title="商品供应商"
      extra={
        <Button loading={syncing} onClick={() => void sync()}>
          同步ERP商品
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          ERP（快麦）里的商品每5分钟同步一次。给商品指定拿货档口后，它的采购单会自动生成拿货任务；ERP供应商名称与供应商管理中的档口一致时自动匹配。
          {data?.syncedAt && ` 上次同步：${formatDateTime(data.syncedAt)}`}
        </Typography.Text>
        {data?.syncError && <Alert type="error" showIcon message={`上次同步失败：${data.syncError}`} />}
        <StatusTabs
          items={[
            { key: 'ALL', label: '全部', count: data ? data.counts.ALL : null },
            { key: 'UNASSIGNED', label: '未指定供应商', count: data ? data.counts.UNASSIGNED : null },
          ]}
          activeKey={state.tab}
          onChange={(key) => update({ tab: key as typeof state.tab })}
          loading={isValidating}
        />
        <Flex gap={8} wrap align="center">
          <ListSearch
            label="搜索商品"
            placeholder="货号、商品名称或供应商"
            value={state.q}
            onSearch={(q) => update({ q })}
          />
          <Button type="primary" disabled={!picked.length} onClick={() => setAssigning(true)}>
            批量指定{picked.length ? `（${picked.length}）` : ''}
          </Button>
        </Flex>
        <PagedTable<ErpGoodsRow>
          aria-label="ERP商品"
          rowKey="id"
          error={error}
          onRetry={() => void mutate()}
          loading={isLoading && !data}
          columns={columns}
          dataSource={data?.list ?? []}
          rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)) }}
          scroll={{ x: 960 }}
          phoneCards={{ rowLabel: (g) => `${g.articleNo} ${g.title}` }}
          locale={{
            emptyText: state.q
              ? '没有找到匹配的商品'
              : state.tab === 'UNASSIGNED'
                ? '所有商品都已指定供应商'
                : '还没有从ERP同步到商品，点「同步ERP商品」',
          }}
          page={state.page}
          pageSize={ERP_GOODS_PAGE_SIZE}
          total={data?.total ?? 0}
          onPage={(page) => update({ page })}
        />
      </Flex>
      <AssignStallDialog
        open={assigning}
        count={picked.length}
        stalls={stalls.data ?? []}
        loading={stalls.isLoading}
        withPrice
        onAssign={({ supplierId, takePriceFen }) =>
          assignGoodsSupplier({ ids: picked, supplierId, ...(takePriceFen ? { takePriceFen } : {}) })
        }
        onClose={(assigned) => {
          setAssigning(false);
          if (assigned) setPicked([]);
        }}
      />
    </Page>
  );
}

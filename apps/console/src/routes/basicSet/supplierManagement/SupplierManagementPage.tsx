import { useMemo, useState } from 'react';
import { Button, Flex, Select, Space, Tree, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { SheetImport } from '../../../components/SheetImport.tsx';
import type { ColumnsType } from 'antd/es/table';
import { supplierSettleMode, supplierState, type SupplierRow } from '@oms/api-client';
import { Page, StatusTag, useFeedback, useNarrowLayout } from '@oms/ui';
import {
  downloadSupplierTemplate,
  exportSuppliers,
  importSuppliers,
  setSupplierState,
  useSupplierPage,
  useSupplierTree,
} from '../../../api/suppliers.ts';
import { SupplierMergeDialog } from './SupplierMergeDialog.tsx';
import { ListSearch, PagedTable } from '../../../list/PagedTable.tsx';
import { SupplierFormModal } from './SupplierFormModal.tsx';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';

const PAGE_SIZE = 50;

/**
 * 供应商管理: the markets, floors and stalls the team walks (the board's walking order and area tree
 * come from here) — 近30天 pieces and 缺货率 per stall, 新增, 编辑, 停用.
 */
export default function SupplierManagementPage() {
  return (
    <PurchaserOnly title="供应商管理">
      <Suppliers />
    </PurchaserOnly>
  );
}

function Suppliers() {
  const { data: tree, mutate: refreshTree } = useSupplierTree();
  const [place, setPlace] = useState<{ marketId?: number; floorId?: number }>({});
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<'ACTIVE' | 'STOPPED' | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<SupplierRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const { toast } = useFeedback();
  const [picked, setPicked] = useState<SupplierRow[]>([]);
  const [merging, setMerging] = useState(false);
  const run = async (refused: Promise<string | null>) => {
    const message = await refused;
    if (message) toast.error(message);
  };
  const narrow = useNarrowLayout();
  const request = useMemo(
    () => ({
      ...place,
      ...(keyword ? { keyword } : {}),
      ...(state ? { state } : {}),
      pageNum,
      pageSize: PAGE_SIZE,
    }),
    [place, keyword, state, pageNum],
  );
  const { data, error, isLoading, mutate } = useSupplierPage(request);
  const treeData = (tree ?? []).map((m) => ({
    key: `m:${m.id}`,
    title: `${m.name}（${m.stalls}）`,
    children: m.floors.map((f) => ({ key: `f:${f.id}`, title: `${f.name}（${f.stalls}）`, isLeaf: true })),
  }));
  const chosenMarket = tree?.find(
    (m) => m.id === place.marketId || m.floors.some((f) => f.id === place.floorId),
  );
  const chosenFloor = chosenMarket?.floors.find((f) => f.id === place.floorId);

  const toggle = async (row: SupplierRow) => {
    const next = row.state === 'ACTIVE' ? 'STOPPED' : 'ACTIVE';
    const answer = await setSupplierState([row.id], next);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    toast.success(next === 'STOPPED' ? `已停用 ${row.stallNo}` : `已启用 ${row.stallNo}`);
  };

  const columns: ColumnsType<SupplierRow> = [
    { title: '市场 / 楼层', key: 'place', width: 150, render: (_, r) => `${r.market} ${r.floor}` },
    { title: '档口号', dataIndex: 'stallNo', width: 90 },
    { title: '档口名称', dataIndex: 'name' },
    {
      title: '电话',
      dataIndex: 'phone',
      width: 130,
      render: (phone: string) => (phone ? <a href={`tel:${phone}`}>{phone}</a> : '—'),
    },
    { title: '结算方式', key: 'settle', width: 90, render: (_, r) => supplierSettleMode[r.settleMode].label },
    {
      title: '可退天数',
      key: 'return',
      width: 110,
      render: (_, r) => (
        <Flex vertical>
          <span>{r.returnDays === null ? '不退' : `${r.returnDays} 天`}</span>
          {r.returnRemote && (
            <Typography.Text type="secondary" title={r.returnAddress?.region}>
              异地寄回
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: '近30天件数', dataIndex: 'pieces30d', width: 100 },
    {
      title: '缺货率',
      key: 'lack',
      width: 80,
      render: (_, r) => (
        <Typography.Text type={r.lackRate30d >= 20 ? 'danger' : undefined}>{r.lackRate30d}%</Typography.Text>
      ),
    },
    {
      title: '状态',
      key: 'state',
      width: 90,
      render: (_, r) => <StatusTag map={supplierState} code={r.state} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, r) => (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            onClick={() => {
              setEditing(r);
              setFormOpen(true);
            }}
          >
            编辑
          </Button>
          <Button size="small" type="link" danger={r.state === 'ACTIVE'} onClick={() => void toggle(r)}>
            {r.state === 'ACTIVE' ? '停用' : '启用'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Page
      title="供应商管理"
      extra={
        <>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void run(exportSuppliers(request))}>
            导出
          </Button>
          <SheetImport importFile={importSuppliers} noun="个" onDone={() => void refreshTree()} />
          <Button type="link" onClick={() => void run(downloadSupplierTemplate())}>
            下载模板
          </Button>
          <Button
            type="primary"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            新增档口
          </Button>
        </>
      }
    >
      <Flex gap={16} vertical={narrow}>
        <nav aria-label="市场和楼层" style={{ minWidth: 200 }}>
          <Tree
            // remounted once the tree arrives, so its markets show open
            key={tree ? 'loaded' : 'loading'}
            treeData={[{ key: 'all', title: '全部市场', children: treeData }]}
            defaultExpandedKeys={['all']}
            selectedKeys={[
              place.floorId ? `f:${place.floorId}` : place.marketId ? `m:${place.marketId}` : 'all',
            ]}
            onSelect={(keys) => {
              const key = String(keys[0] ?? 'all');
              setPageNum(1);
              setPlace(
                key.startsWith('m:')
                  ? { marketId: Number(key.slice(2)) }
                  : key.startsWith('f:')
                    ? { floorId: Number(key.slice(2)) }
                    : {},
              );
            }}
          />
        </nav>
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
          <Flex gap={12} wrap>
            <ListSearch
              label="搜索档口"
              placeholder="档口号 / 名称 / 电话"
              value={keyword}
              onSearch={(q) => {
                setPageNum(1);
                setKeyword(q);
              }}
            />
            <Select
              aria-label="合作状态"
              style={{ width: 130 }}
              value={state}
              onChange={(v) => {
                setPageNum(1);
                setState(v);
              }}
              options={[
                { value: '', label: '全部状态' },
                ...Object.entries(supplierState).map(([value, e]) => ({ value, label: e.label })),
              ]}
            />
          </Flex>
          {picked.length > 0 && (
            <Flex gap={8} align="center" role="region" aria-label="已选档口">
              <span>已选 {picked.length} 个档口</span>
              <Button size="small" disabled={picked.length < 2} onClick={() => setMerging(true)}>
                合并档口
              </Button>
              <Button size="small" type="link" onClick={() => setPicked([])}>
                取消选择
              </Button>
            </Flex>
          )}
          <PagedTable<SupplierRow>
            aria-label="档口"
            rowKey="id"
            columns={columns}
            dataSource={data?.list ?? []}
            error={error}
            onRetry={() => void mutate()}
            loading={isLoading && !data}
            page={pageNum}
            pageSize={PAGE_SIZE}
            total={data?.total ?? 0}
            onPage={setPageNum}
            scroll={{ x: 1100 }}
            locale={{ emptyText: '还没有档口：点「新增档口」添加拿货员常去的档口' }}
            phoneCards={{ rowLabel: (r) => `${r.market} ${r.stallNo}` }}
            rowSelection={{
              selectedRowKeys: picked.map((r) => r.id),
              onChange: (_keys, rows) => setPicked(rows.slice(0, 20)),
              getCheckboxProps: (r) => ({ 'aria-label': `选择 ${r.market} ${r.stallNo}` }),
            }}
          />
        </Flex>
      </Flex>
      <SupplierMergeDialog
        stalls={merging ? picked : []}
        onClose={(merged) => {
          setMerging(false);
          if (merged) {
            setPicked([]);
            void refreshTree();
          }
        }}
      />
      <SupplierFormModal
        open={formOpen}
        editing={editing}
        tree={tree ?? []}
        defaults={{
          ...(chosenMarket ? { market: chosenMarket.name } : {}),
          ...(chosenFloor ? { floor: chosenFloor.name } : {}),
        }}
        onClose={(saved) => {
          setFormOpen(false);
          if (saved) void refreshTree();
        }}
      />
    </Page>
  );
}

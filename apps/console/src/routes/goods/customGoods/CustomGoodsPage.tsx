import { useMemo, useState } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ErrorCode, type CustomGoods } from '@oms/api-client';
import { formatDateTime, formatFen, Page, useFeedback } from '@oms/ui';
import {
  deleteCustomGoods,
  exportCustomGoods,
  importCustomGoods,
  useCustomGoodsPage,
} from '../../../api/customGoods.ts';
import { UploadedThumb } from '../../../components/ImageUploadField.tsx';
import { SheetImport } from '../../../components/SheetImport.tsx';
import { ListSearch, PagedTable } from '../../../list/PagedTable.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { CustomGoodsDialog } from './CustomGoodsDialog.tsx';
import { customGoodsUrl } from './customGoodsUrls.ts';

const PAGE_SIZE = 20;

/**
 * 自定义商品 (/goods/customGoods): goods the market does not list — a stall met at the market, a 货号 not
 * yet online. Kept here with the stall price, colours, sizes and weight, they are placed in 代发下单 like
 * the market's (「自定义商品」 there); the picker buys them by 档口 and 货号.
 */
export default function CustomGoodsPage() {
  const { state, update } = useListUrlState(customGoodsUrl);
  const request = useMemo(
    () => ({ ...(state.q ? { keyword: state.q } : {}), pageNum: state.page, pageSize: PAGE_SIZE }),
    [state.q, state.page],
  );
  const { data, error, isLoading, mutate } = useCustomGoodsPage(request);
  const { toast, confirm } = useFeedback();
  const [editing, setEditing] = useState<CustomGoods | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      const refused = await exportCustomGoods(state.q || undefined);
      if (refused) toast.error(refused);
    } finally {
      setExporting(false);
    }
  };

  const remove = async (g: CustomGoods) => {
    const ok = await confirm({
      title: '删除自定义商品',
      content: `删除「${g.stall} ${g.articleNo}」后，代发下单不再能选它；已下的代发订单不受影响。`,
      danger: true,
    });
    if (!ok) return;
    setBusy(g.id);
    try {
      let answer = await deleteCustomGoods(g.id);
      // 商品关联 uses it: say how many SKUs lose their link, and delete only if still wanted
      if (answer.errorCode === ErrorCode.CUSTOM_GOODS_IN_USE) {
        const still = await confirm({
          title: '商品已被商品关联使用',
          content: `${answer.errorMsg}，含这些商品的订单需重新关联后才能下单代发。仍要删除吗？`,
          okText: '仍要删除',
          danger: true,
        });
        if (!still) return;
        answer = await deleteCustomGoods(g.id, true);
      }
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success('已删除');
    } finally {
      setBusy(null);
    }
  };

  const columns: ColumnsType<CustomGoods> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, g) => (
        <Flex gap={8} align="center">
          {g.imageId ? <UploadedThumb imageId={g.imageId} alt={`${g.articleNo} 图片`} /> : null}
          <Space direction="vertical" size={0}>
            <Typography.Text>{g.title}</Typography.Text>
            <Typography.Text type="secondary">
              {g.stall} · {g.articleNo}
            </Typography.Text>
            {g.stallPhone ? <Typography.Text type="secondary">电话 {g.stallPhone}</Typography.Text> : null}
          </Space>
        </Flex>
      ),
    },
    { title: '颜色', key: 'colors', render: (_, g) => g.colors.join('、') },
    { title: '尺码', key: 'sizes', render: (_, g) => g.sizes.join('、') },
    { title: '档口价', key: 'price', width: 100, align: 'right', render: (_, g) => formatFen(g.priceFen) },
    { title: '单件重量', key: 'weight', width: 100, align: 'right', render: (_, g) => `${g.weightG} 克` },
    { title: '更新时间', key: 'updatedAt', width: 160, render: (_, g) => formatDateTime(g.updatedAt) },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, g) => (
        <Space size={0} wrap>
          <Button type="link" size="small" aria-label={`编辑 ${g.articleNo}`} onClick={() => setEditing(g)}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            danger
            aria-label={`删除 ${g.articleNo}`}
            loading={busy === g.id}
            onClick={() => void remove(g)}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Page
      title="自定义商品"
      extra={
        <Space wrap>
          <SheetImport importFile={importCustomGoods} noun="个" />
          <Button loading={exporting} onClick={() => void exportAll()}>
            导出
          </Button>
          <Button type="primary" onClick={() => setEditing('new')}>
            新增自定义商品
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          市场上没有的商品（新档口、未上架的货号）先在这里登记档口、货号、颜色尺码和档口价，代发下单时点「自定义商品」即可选用，拿货员按档口和货号拿货。
        </Typography.Text>
        <ListSearch
          label="搜索自定义商品"
          placeholder="档口、货号或商品名称"
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <PagedTable<CustomGoods>
          aria-label="自定义商品"
          rowKey="id"
          error={error}
          onRetry={() => void mutate()}
          loading={isLoading && !data}
          columns={columns}
          dataSource={data?.list ?? []}
          scroll={{ x: 900 }}
          phoneCards={{ rowLabel: (g) => `${g.stall} ${g.articleNo}` }}
          locale={{
            emptyText: state.q
              ? '没有找到匹配的自定义商品'
              : '还没有自定义商品，点「新增自定义商品」登记一个',
          }}
          page={state.page}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          onPage={(page) => update({ page })}
        />
      </Flex>
      <CustomGoodsDialog
        open={editing !== null}
        editing={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </Page>
  );
}

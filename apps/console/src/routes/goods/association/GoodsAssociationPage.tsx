import { useMemo, useState } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { GOODS_ASSOCIATION_TABS, type GoodsAssociationRow } from '@oms/api-client';
import { formatDateTime, Page, StatusTabs, useFeedback } from '@oms/ui';
import {
  removeGoodsAssociation,
  saveGoodsAssociation,
  useGoodsAssociationPage,
} from '../../../api/goodsAssociation.ts';
import { ListSearch, PagedTable } from '../../../list/PagedTable.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { LinkGoodsDialog, type ShopSku } from '../../order/shared/LinkGoodsDialog.tsx';
import { goodsAssociationUrl } from './goodsAssociationUrls.ts';

const PAGE_SIZE = 20;
const TAB_LABEL = { UNLINKED: '未关联', LINKED: '已关联' } as const;

const spec = (color: string, size: string) => [color, size].filter(Boolean).join(' / ') || '无规格';
const skuOf = (r: GoodsAssociationRow): ShopSku => ({
  articleNo: r.articleNo,
  color: r.color,
  size: r.size,
  title: r.title,
});

/**
 * 商品关联 (/goods/association): a shop SKU (货号 + 颜色 + 尺码) linked to the market goods it is bought
 * as, so 下单代发 needs no choosing. 未关联 lists the SKUs of orders still to be bought, most orders first;
 * 已关联 the links kept, to change or let go.
 */
export default function GoodsAssociationPage() {
  const { state, update } = useListUrlState(goodsAssociationUrl);
  const request = useMemo(
    () => ({
      tab: state.tab,
      ...(state.q ? { keyword: state.q } : {}),
      pageNum: state.page,
      pageSize: PAGE_SIZE,
    }),
    [state.tab, state.q, state.page],
  );
  const { data, error, isLoading, isValidating, mutate } = useGoodsAssociationPage(request);
  const { toast, confirm } = useFeedback();
  const [linking, setLinking] = useState<ShopSku | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const dissociate = async (r: GoodsAssociationRow) => {
    const ok = await confirm({
      title: '解除关联',
      content: `「${r.articleNo} ${spec(r.color, r.size)}」将不再自动按「${r.link!.stall} ${r.link!.articleNo}」下单，已下的代发订单不受影响。`,
      danger: true,
    });
    if (!ok) return;
    setBusy(r.articleNo + r.color + r.size);
    try {
      const answer = await removeGoodsAssociation({ articleNo: r.articleNo, color: r.color, size: r.size });
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success('已解除关联');
    } finally {
      setBusy(null);
    }
  };

  const columns: ColumnsType<GoodsAssociationRow> = [
    {
      title: '店铺商品',
      key: 'sku',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{r.title || '—'}</Typography.Text>
          <Typography.Text type="secondary">
            {r.articleNo} · {spec(r.color, r.size)}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '待发货订单', dataIndex: 'waitingOrders', key: 'waiting', width: 110, align: 'right' },
    {
      title: '档口商品',
      key: 'link',
      render: (_, r) =>
        r.link ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>
              {r.link.stall} {r.link.articleNo}
            </Typography.Text>
            <Typography.Text type="secondary">
              {r.link.title} · {r.link.color} / {r.link.size}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">未关联</Typography.Text>
        ),
    },
    ...(state.tab === 'LINKED'
      ? [
          {
            title: '关联时间',
            key: 'linkedAt',
            width: 160,
            // the other tab's rows stay shown while this one loads
            render: (_: unknown, r: GoodsAssociationRow) => (r.link ? formatDateTime(r.link.linkedAt) : '—'),
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            aria-label={`${r.link ? '修改关联' : '关联商品'} ${r.articleNo} ${r.color} ${r.size}`}
            onClick={() => setLinking(skuOf(r))}
          >
            {r.link ? '修改关联' : '关联商品'}
          </Button>
          {r.link && (
            <Button
              type="link"
              size="small"
              danger
              loading={busy === r.articleNo + r.color + r.size}
              onClick={() => void dissociate(r)}
            >
              解除关联
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Page title="商品关联">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          店铺商品（货号 + 颜色 +
          尺码）关联档口商品后，「下单代发」按关联的档口商品和当天价格下单，同款以后自动关联。
        </Typography.Text>
        <StatusTabs
          items={GOODS_ASSOCIATION_TABS.map((tab) => ({
            key: tab,
            label: TAB_LABEL[tab],
            count: data ? data.counts[tab] : null,
          }))}
          activeKey={state.tab}
          onChange={(tab) => update({ tab: tab as (typeof GOODS_ASSOCIATION_TABS)[number] })}
          loading={isValidating}
        />
        <ListSearch
          label="搜索商品"
          placeholder="货号、商品名称或档口"
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <PagedTable<GoodsAssociationRow>
          aria-label="商品关联"
          rowKey={(r) => `${r.articleNo}\u0000${r.color}\u0000${r.size}`}
          error={error}
          onRetry={() => void mutate()}
          loading={isLoading && !data}
          columns={columns}
          dataSource={data?.items ?? []}
          scroll={{ x: 860 }}
          phoneCards={{ rowLabel: (r) => `${r.articleNo} ${spec(r.color, r.size)}` }}
          locale={{
            emptyText: state.q
              ? '没有找到匹配的商品'
              : state.tab === 'UNLINKED'
                ? '待发货订单的商品都已关联'
                : '还没有关联的商品',
          }}
          page={state.page}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          onPage={(page) => update({ page })}
        />
      </Flex>
      <LinkGoodsDialog
        sku={linking}
        save={saveGoodsAssociation}
        onClose={() => setLinking(null)}
        onLinked={() => setLinking(null)}
      />
    </Page>
  );
}

import { useMemo, useState } from 'react';
import { Button, Checkbox, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  GOODS_ASSOCIATION_TAB_LABELS,
  GOODS_ASSOCIATION_TABS,
  SUGGESTION_ADOPT_MIN_SCORE,
  type GoodsAssociationRow,
  type GoodsAssociationTab,
  type GoodsDissociateRequest,
} from '@oms/api-client';
import { ConfirmButton, formatDateTime, Page, useFeedback, useNarrowLayout } from '@oms/ui';
import {
  adoptSuggestions,
  exportGoodsAssociationsNow,
  refreshGoodsAssociations,
  removeGoodsAssociation,
  saveArticleAssociation,
  saveGoodsAssociation,
  startGoodsAssociationExport,
  useGoodsAssociationPage,
} from '../../../api/goodsAssociation.ts';
import { BulkJobDialog } from '../../../list/BulkJobDialog.tsx';
import { KeysetTabList } from '../../../list/KeysetTabList.tsx';
import { ListExport } from '../../../list/ListExport.tsx';
import { ListSearch } from '../../../list/PagedTable.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { LinkGoodsDialog, type ShopSku } from '../../order/shared/LinkGoodsDialog.tsx';
import { AssociationHistoryDrawer } from './AssociationHistoryDrawer.tsx';
import { AssociationImport } from './AssociationImport.tsx';
import { ShopSkuCell, specOf, SupplyCell } from './AssociationCells.tsx';
import { goodsAssociationRequestOf, goodsAssociationUrl } from './goodsAssociationUrls.ts';

const skuOf = (r: GoodsAssociationRow): ShopSku => ({
  articleNo: r.articleNo,
  color: r.color,
  size: r.size,
  title: r.title,
  linked: r.link !== null,
});
const keyOf = (r: GoodsAssociationRow): GoodsDissociateRequest => ({
  articleNo: r.articleNo,
  color: r.color,
  size: r.size,
});

/**
 * 商品关联 (/goods/association): every SKU (货号 + 颜色 + 尺码) the shops sold in 90 days, linked to the
 * stall goods it is bought as so 下单代发 needs no choosing. 未关联 first, each with the 建议 the server
 * found (采纳 one, or 批量采纳 every sure one as a job); 已失效 and 价格变动 say which links need a look;
 * 按货号关联 links a whole 货号 at once; 导出 and 导入 take the same columns.
 */
export default function GoodsAssociationPage() {
  const { state, update } = useListUrlState(goodsAssociationUrl);
  const request = useMemo(() => goodsAssociationRequestOf(state), [state]);
  const query = useGoodsAssociationPage(request);
  const narrow = useNarrowLayout();
  const { toast } = useFeedback();
  const [linking, setLinking] = useState<ShopSku | null>(null);
  const [history, setHistory] = useState<GoodsDissociateRequest | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [jobId, setJobId] = useState<number | null>(null);
  const filter = {
    tab: request.tab ?? 'UNLINKED',
    ...(request.keyword ? { keyword: request.keyword } : {}),
    ...(request.waitingOnly ? { waitingOnly: true } : {}),
    ...(request.suggestedOnly ? { suggestedOnly: true } : {}),
  };
  const selection = picked.length
    ? { mode: 'ids' as const, ids: picked }
    : { mode: 'filter' as const, filter };

  const run = async (
    rowId: number,
    call: () => Promise<{ errorCode: number; errorMsg: string }>,
    done: string,
  ) => {
    setBusy(rowId);
    try {
      const answer = await call();
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(done);
    } finally {
      setBusy(null);
    }
  };
  const adopt = (r: GoodsAssociationRow) =>
    run(
      r.id,
      () =>
        saveGoodsAssociation({
          ...keyOf(r),
          goodsId: r.suggestion!.goodsId,
          goodsColor: r.suggestion!.color,
          goodsSize: r.suggestion!.size,
        }),
      `已关联 ${r.suggestion!.stall} ${r.suggestion!.articleNo}`,
    );
  const bulkAdopt = async () => {
    const answer = await adoptSuggestions(selection);
    if (answer.errorCode !== 0 || !answer.data) return void toast.error(answer.errorMsg);
    setJobId(answer.data.id);
  };

  const columns: ColumnsType<GoodsAssociationRow> = [
    { title: '店铺商品', key: 'sku', width: 300, render: (_, r) => <ShopSkuCell row={r} /> },
    { title: '待发货订单', dataIndex: 'waitingOrders', key: 'waiting', width: 100, align: 'right' },
    {
      title: '档口商品',
      key: 'link',
      width: 330,
      render: (_, r) => <SupplyCell row={r} adopting={busy === r.id} onAdopt={(row) => void adopt(row)} />,
    },
    {
      title: '最近售出',
      key: 'seen',
      width: 150,
      render: (_, r) => formatDateTime(r.lastSeenAt),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
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
            <ConfirmButton
              type="link"
              size="small"
              danger
              title="解除关联"
              description={`「${r.articleNo} ${specOf(r.color, r.size)}」将不再自动按「${r.link.stall} ${r.link.articleNo}」下单，已下的代发订单不受影响。`}
              okText="解除关联"
              okDanger
              cancelText="取消"
              loading={busy === r.id}
              onConfirm={() => run(r.id, () => removeGoodsAssociation(keyOf(r)), '已解除关联')}
            >
              解除关联
            </ConfirmButton>
          )}
          <Button
            type="link"
            size="small"
            aria-label={`关联记录 ${r.articleNo} ${r.color} ${r.size}`}
            onClick={() => setHistory(keyOf(r))}
          >
            关联记录
          </Button>
        </Space>
      ),
    },
  ];

  const unlinkedTab = state.tab === 'UNLINKED';
  const empty = state.q
    ? '没有找到匹配的商品'
    : unlinkedTab
      ? '近90天售出的商品都已关联'
      : `没有${GOODS_ASSOCIATION_TAB_LABELS[state.tab]}的商品`;

  return (
    <Page
      title="商品关联"
      extra={
        <Flex gap={8} wrap>
          <ListExport
            listKey="goodsAssociations"
            fileTitle="商品关联"
            noun="个店铺商品"
            selection={selection}
            count={picked.length ? picked.length : (query.data?.total ?? null)}
            exportNow={exportGoodsAssociationsNow}
            startExport={startGoodsAssociationExport}
          />
          <AssociationImport />
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          店铺商品（货号 + 颜色 +
          尺码）关联档口商品后，「下单代发」按关联的档口商品和当天价格下单。建议按货号、档口、标题和已有关联找出，
          {SUGGESTION_ADOPT_MIN_SCORE}分以上可批量采纳。
        </Typography.Text>
        <Flex gap={12} wrap align="center">
          <ListSearch
            label="搜索商品"
            placeholder="货号、商品名称或档口"
            value={state.q}
            onSearch={(q) => update({ q })}
          />
          <Checkbox
            checked={state.waiting === '1'}
            onChange={(ev) => update({ waiting: ev.target.checked ? '1' : '0' })}
          >
            只看待发货订单的商品
          </Checkbox>
          <Checkbox
            checked={state.suggested === '1'}
            onChange={(ev) => update({ suggested: ev.target.checked ? '1' : '0' })}
          >
            只看有建议的商品
          </Checkbox>
        </Flex>
        <KeysetTabList<GoodsAssociationRow, GoodsAssociationTab>
          label="商品关联"
          tabs={GOODS_ASSOCIATION_TABS}
          tabLabels={GOODS_ASSOCIATION_TAB_LABELS}
          state={state}
          update={update}
          query={query}
          columns={columns}
          rowKey="id"
          titleKey="articleNo"
          rowLabel={(r) => `${r.articleNo} ${specOf(r.color, r.size)}`}
          empty={empty}
          scrollX={1080}
          onTabChange={() => setPicked([])}
          rowSelection={
            unlinkedTab
              ? {
                  selectedRowKeys: picked,
                  onChange: (keys) => setPicked(keys.map(Number)),
                  getCheckboxProps: (r) => ({ 'aria-label': `选择 ${r.articleNo} ${r.color} ${r.size}` }),
                }
              : undefined
          }
          toolbar={
            unlinkedTab &&
            !narrow && (
              <Space wrap>
                <ConfirmButton
                  type="primary"
                  title={
                    picked.length
                      ? `采纳所选 ${picked.length} 个商品的建议？`
                      : '采纳当前列表全部商品的建议？'
                  }
                  description={`只采纳${SUGGESTION_ADOPT_MIN_SCORE}分以上的建议，其余的会在结果中说明原因。`}
                  okText="批量采纳"
                  cancelText="取消"
                  onConfirm={() => bulkAdopt()}
                >
                  批量采纳{picked.length ? `（${picked.length}）` : '（全部）'}
                </ConfirmButton>
              </Space>
            )
          }
        />
      </Flex>
      <LinkGoodsDialog
        sku={linking}
        save={saveGoodsAssociation}
        saveArticle={saveArticleAssociation}
        onClose={() => setLinking(null)}
        onLinked={() => setLinking(null)}
      />
      <AssociationHistoryDrawer sku={history} onClose={() => setHistory(null)} />
      <BulkJobDialog
        jobId={jobId}
        labelTitle="店铺商品"
        onClose={() => setJobId(null)}
        onFinished={() => {
          setPicked([]);
          void refreshGoodsAssociations();
        }}
      />
    </Page>
  );
}

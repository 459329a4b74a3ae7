import { useMemo, useState } from 'react';
import { Flex, Space, Tag } from 'antd';
import { shopOrderTabs, type ShopOrderRow, type ShopOrderSelection } from '@oms/api-client';
import {
  BatchPasteDialog,
  ColumnSettingsPanel,
  SavedViewsMenu,
  GroupedList,
  ListPager,
  ListState,
  NotFoundReport,
  Page,
  SelectionBar,
  StatusTabs,
} from '@oms/ui';
import { useShopOrderPage } from '../../../api/shopOrders.ts';
import { BulkJobDialog } from '../../../list/BulkJobDialog.tsx';
import { useListColumns } from '../../../list/useListColumns.ts';
import { useListSelection } from '../../../list/useListSelection.ts';
import { useSavedViews } from '../../../list/useSavedViews.ts';
import { storeBatch, readBatch } from '../../../list/batchStore.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { ShopOrderDetailDrawer } from './ShopOrderDetailDrawer.tsx';
import { ShopOrderFilters } from './ShopOrderFilters.tsx';
import { ShopOrderGroupHeader } from './ShopOrderGroupHeader.tsx';
import { ShopOrderBulkActions } from './ShopOrderBulkActions.tsx';
import { ShopOrderExport } from './ShopOrderExport.tsx';
import { FromShopDialog } from './fromShop/FromShopDialog.tsx';
import { DAIFA_ORDERS_PATH } from '../daifaOrders/urls.ts';
import { useMayOpen } from '../../../app/guards/GuardedOutlet.tsx';
import { shopOrderColumns } from './shopOrderColumns.tsx';
import { resolvedSearchField } from './searchFields.ts';
import { filterOf, pageRequestOf, SHOP_ORDER_VIEW_KEYS, shopOrdersUrl } from './urls.ts';
import { cursorPaging } from '../../../list/cursorPaging.ts';

const LIST_HEIGHT = () => Math.max(420, window.innerHeight - 330);

/** 同步订单 (/order/orderList): the orders synced from the seller's shops, on the list module. */
export default function ShopOrdersPage() {
  const { state, update } = useListUrlState(shopOrdersUrl);
  const searchField = resolvedSearchField(state.sf, state.q);
  const request = useMemo(() => pageRequestOf(state, searchField), [state, searchField]);
  const { data, error, isLoading, isValidating, mutate } = useShopOrderPage(request);
  const columns = useListColumns('shopOrders', shopOrderColumns);

  const [bulkJobId, setBulkJobId] = useState<number | null>(null);
  const mayPlaceDaifa = useMayOpen(DAIFA_ORDERS_PATH);
  const [placing, setPlacing] = useState<number[] | null>(null);
  const [openOrder, setOpenOrder] = useState<number | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const batchCount = state.batch ? (readBatch(state.batch)?.length ?? 0) : 0;

  const rows = data?.rows ?? [];
  const picked = useListSelection(rows.map((r) => String(r.id)));
  const refresh = () => void mutate();
  const clearSelection = picked.clear;
  const change = (next: Partial<typeof state>) => {
    clearSelection();
    update(next);
  };
  // Applying a view is a filter change like any other.
  const savedViews = useSavedViews({
    listKey: 'shopOrders',
    codec: shopOrdersUrl,
    state,
    update: change,
    keys: SHOP_ORDER_VIEW_KEYS,
  });
  const selection: ShopOrderSelection = picked.selectionOf(filterOf(state, searchField));
  const selectionCount = selection.mode === 'ids' ? selection.ids.length : (data?.total ?? null);

  return (
    <Page title="同步订单">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <ShopOrderFilters state={state} update={change} onOpenBatch={() => setBatchOpen(true)} />
        {state.batch && (
          <Flex wrap gap={8} align="center">
            <Tag closable onClose={() => change({ batch: '' })}>
              批量查询 {batchCount} 个单号
            </Tag>
            {data && data.notFound.length > 0 && <NotFoundReport numbers={data.notFound} />}
          </Flex>
        )}
        <Flex wrap gap={8} justify="space-between">
          <Flex wrap gap={8}>
            <SavedViewsMenu {...savedViews} />
            <ColumnSettingsPanel
              columns={shopOrderColumns}
              settings={columns.settings}
              onChange={columns.onChange}
            />
          </Flex>
          <Flex wrap gap={8}>
            <ShopOrderExport selection={selection} count={selectionCount} />
          </Flex>
        </Flex>
        <StatusTabs
          items={shopOrderTabs.map((t) => ({
            key: t.key,
            label: t.label,
            count: data ? (data.tabs[t.key] ?? 0) : null,
          }))}
          activeKey={state.tab}
          onChange={(tab) => change({ tab })}
          loading={isValidating}
        />
        <SelectionBar
          selectedCount={picked.selected.size}
          total={data?.total ?? picked.selected.size}
          allMatching={picked.allMatching}
          onSelectAllMatching={picked.selectAllMatching}
          onClear={clearSelection}
          actions={
            <ShopOrderBulkActions
              selection={selection}
              onStarted={setBulkJobId}
              {...(mayPlaceDaifa ? { onPlaceDaifa: setPlacing } : {})}
            />
          }
        />
        {error && !data ? (
          <ListState kind="error" message={error.message} onRetry={refresh} />
        ) : isLoading && !data ? (
          <ListState kind="loading" />
        ) : (
          <GroupedList<ShopOrderRow, ShopOrderRow['lines'][number]>
            aria-label="同步订单"
            groups={rows}
            groupKey={(o) => String(o.id)}
            groupTitle={(o) => o.tid}
            renderGroupHeader={(o) => <ShopOrderGroupHeader order={o} />}
            linesOf={(o) => o.lines}
            lineKey={(l) => String(l.id)}
            columns={columns.columns}
            onColumnResize={columns.onResize}
            onOpenGroup={(o) => setOpenOrder(o.id)}
            height={LIST_HEIGHT()}
            selection={picked.listSelection}
            empty={<ListState kind="empty" title="没有符合条件的订单" hint="试试调整筛选条件或时间范围" />}
          />
        )}
        <ListPager
          {...cursorPaging(state.page, Number(state.size), data, update)}
          loading={isValidating}
          onPageSizeChange={(size) => change({ size: String(size) })}
        />
      </Space>
      <BulkJobDialog
        jobId={bulkJobId}
        onClose={() => setBulkJobId(null)}
        onFinished={() => {
          clearSelection();
          refresh();
        }}
      />
      <FromShopDialog
        shopOrderIds={placing}
        onClose={() => {
          setPlacing(null);
          refresh();
        }}
      />
      <ShopOrderDetailDrawer orderId={openOrder} onClose={() => setOpenOrder(null)} onChanged={refresh} />
      <BatchPasteDialog
        open={batchOpen}
        title="批量查询订单"
        label="平台订单号、系统单号或运单号"
        onCancel={() => setBatchOpen(false)}
        onSubmit={(numbers) => {
          setBatchOpen(false);
          change({ batch: storeBatch(numbers) });
        }}
      />
    </Page>
  );
}

import { useMemo, useState } from 'react';
import { Button, Flex, Space, Tag } from 'antd';
import { shopOrderTabs, type ShopOrderRow } from '@oms/api-client';
import {
  BatchPasteDialog,
  GroupedList,
  ListPager,
  ListState,
  NotFoundReport,
  Page,
  SelectionBar,
  StatusTabs,
  useFeedback,
} from '@oms/ui';
import { holdShopOrders, releaseShopOrders, useShopOrderPage } from '../../../api/shopOrders.ts';
import { storeBatch, readBatch } from '../../../list/batchStore.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { ShopOrderDetailDrawer } from './ShopOrderDetailDrawer.tsx';
import { ShopOrderFilters } from './ShopOrderFilters.tsx';
import { ShopOrderGroupHeader } from './ShopOrderGroupHeader.tsx';
import { shopOrderColumns } from './shopOrderColumns.tsx';
import { resolvedSearchField } from './searchFields.ts';
import { pageRequestOf, shopOrdersUrl } from './urls.ts';

const LIST_HEIGHT = () => Math.max(420, window.innerHeight - 330);

/** 同步订单 (/order/orderList): the orders synced from the seller's shops, on the list module. */
export default function ShopOrdersPage() {
  const { toast } = useFeedback();
  const { state, update } = useListUrlState(shopOrdersUrl);
  const request = useMemo(() => pageRequestOf(state, resolvedSearchField(state.sf, state.q)), [state]);
  const { data, error, isLoading, isValidating, mutate } = useShopOrderPage(request);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openOrder, setOpenOrder] = useState<number | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const batchCount = state.batch ? (readBatch(state.batch)?.length ?? 0) : 0;

  const rows = data?.rows ?? [];
  const keys = rows.map((r) => String(r.id));
  const refresh = () => void mutate();
  const change = (next: Partial<typeof state>) => {
    setSelected(new Set());
    update(next);
  };

  const bulk = async (hold: boolean) => {
    const ids = [...selected].map(Number);
    const answer = hold ? await holdShopOrders(ids) : await releaseShopOrders(ids);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    toast.success(hold ? `已挂起 ${ids.length} 个订单` : `已取消挂起 ${ids.length} 个订单`);
    setSelected(new Set());
    refresh();
  };

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
          selectedCount={selected.size}
          total={selected.size}
          allMatching={false}
          onSelectAllMatching={() => undefined}
          onClear={() => setSelected(new Set())}
          actions={
            <>
              <Button onClick={() => void bulk(true)}>挂起</Button>
              <Button onClick={() => void bulk(false)}>取消挂起</Button>
            </>
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
            columns={shopOrderColumns}
            onOpenGroup={(o) => setOpenOrder(o.id)}
            height={LIST_HEIGHT()}
            selection={{
              selectedKeys: selected,
              onToggle: (key) =>
                setSelected((prev) => {
                  const next = new Set(prev);
                  if (next.has(key)) next.delete(key);
                  else next.add(key);
                  return next;
                }),
              onTogglePage: () =>
                setSelected((prev) => (keys.every((k) => prev.has(k)) ? new Set() : new Set(keys))),
            }}
            empty={<ListState kind="empty" title="没有符合条件的订单" hint="试试调整筛选条件或时间范围" />}
          />
        )}
        <ListPager
          page={state.page}
          pageSize={Number(state.size)}
          total={data?.total ?? null}
          hasPrev={Boolean(data?.prevCursor)}
          hasNext={Boolean(data?.nextCursor)}
          loading={isValidating}
          onPrev={() => update({ cursor: data!.prevCursor!, dir: 'prev', page: Math.max(1, state.page - 1) })}
          onNext={() => update({ cursor: data!.nextCursor!, dir: 'next', page: state.page + 1 })}
          onFirst={() => update({ cursor: '', dir: 'next', page: 1 })}
          onPageSizeChange={(size) => change({ size: String(size) })}
        />
      </Space>
      <ShopOrderDetailDrawer orderId={openOrder} onClose={() => setOpenOrder(null)} onChanged={refresh} />
      <BatchPasteDialog
        open={batchOpen}
        title="批量查询订单"
        label="平台订单号、系统单号或运单号，每行一个（也可用逗号、空格分隔）"
        onCancel={() => setBatchOpen(false)}
        onSubmit={(numbers) => {
          setBatchOpen(false);
          change({ batch: storeBatch(numbers) });
        }}
      />
    </Page>
  );
}

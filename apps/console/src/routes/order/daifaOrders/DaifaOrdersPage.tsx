import { useMemo, useState } from 'react';
import { Button, Flex, Input, Tag } from 'antd';
import {
  daifaFlag,
  daifaTab,
  stateCodes,
  stateLabel,
  DAIFA_TABS,
  type DaifaOrderRow,
  type DaifaOrderSelection,
} from '@oms/api-client';
import { GroupedList, ListPager, ListState, Page, SelectionBar, StatusTabs, inputClear } from '@oms/ui';
import { exportDaifaOrdersNow, startDaifaExport, useDaifaOrderPage } from '../../../api/daifaOrders.ts';
import { BulkJobDialog } from '../../../list/BulkJobDialog.tsx';
import { cursorPaging } from '../../../list/cursorPaging.ts';
import { ListExport } from '../../../list/ListExport.tsx';
import { useListSelection } from '../../../list/useListSelection.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { DaifaOrderBulkActions } from './DaifaOrderBulkActions.tsx';
import { DaifaOrderDrawer } from './DaifaOrderDrawer.tsx';
import { DaifaOrderGroupHeader } from './DaifaOrderGroupHeader.tsx';
import { daifaOrderColumns } from './daifaOrderColumns.tsx';
import { daifaOrdersUrl, filterOf, pageRequestOf } from './urls.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

const LIST_HEIGHT = () => Math.max(420, window.innerHeight - 300);
const TABS = [
  { key: 'ALL', label: '全部' },
  ...DAIFA_TABS.map((key) => ({ key, label: stateLabel(daifaTab, key) })),
];
/** The chips worth a filter of their own (what needs the seller). */
const CHIPS = stateCodes(daifaFlag).filter((f) => f !== 'DELISTED');

/** 代发订单 (/order/daifaOrderList): the dropship orders, one tab each, on the list module. */
export default function DaifaOrdersPage() {
  const { state, update: updateUrl } = useListUrlState(daifaOrdersUrl);
  const request = useMemo(() => pageRequestOf(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useDaifaOrderPage(request);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const [search, setSearch] = useState(state.q);
  const refresh = () => void mutate();

  const [bulkJobId, setBulkJobId] = useState<number | null>(null);
  const rows = data?.rows ?? [];
  const picked = useListSelection(rows.map((r) => String(r.id)));
  const clearSelection = picked.clear;
  // A new filter is a new list: what was ticked no longer shows.
  const update = (next: Partial<typeof state>) => {
    if (Object.keys(next).some((k) => !['cursor', 'dir', 'page'].includes(k))) clearSelection();
    updateUrl(next);
  };
  const selection: DaifaOrderSelection = picked.selectionOf(filterOf(state));
  const selectionCount = selection.mode === 'ids' ? selection.ids.length : (data?.total ?? null);

  return (
    <Page title="代发订单">
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center">
          <Input.Search
            allowClear={inputClear}
            aria-label="搜索订单"
            placeholder="系统单号 / 平台订单号 / 运单号 / 货号 / 档口 / 手机尾号"
            style={{ maxWidth: 420 }}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(q) => update({ q: q.trim() })}
            enterButton="搜索"
          />
          <Flex wrap gap={4} align="center" role="group" aria-label="异常标记">
            {CHIPS.map((f) => (
              <Tag.CheckableTag
                key={f}
                checked={state.flag === f}
                onChange={(on) => update({ flag: on ? f : '' })}
              >
                {stateLabel(daifaFlag, f)}
              </Tag.CheckableTag>
            ))}
            <Tag.CheckableTag checked={state.due === '1'} onChange={(on) => update({ due: on ? '1' : '' })}>
              即将超时{data ? ` (${data.dueSoon})` : ''}
            </Tag.CheckableTag>
          </Flex>
          <ButtonLink to="/order/placeOrder" type="primary">
            代发下单
          </ButtonLink>
          <ButtonLink to="/order/orderCollect">手动报单</ButtonLink>
          <ButtonLink to="/order/intelligentImport">订单导入</ButtonLink>
          <ButtonLink to="/order/abnormalList">处理异常</ButtonLink>
          {(state.q || state.flag || state.due) && (
            <Button
              type="link"
              onClick={() => {
                setSearch('');
                update({ q: '', flag: '', due: '' });
              }}
            >
              清除条件
            </Button>
          )}
        </Flex>
        <Flex wrap gap={8} justify="flex-end">
          <ListExport
            listKey="daifaOrders"
            fileTitle="代发订单"
            selection={selection}
            count={selectionCount}
            exportNow={exportDaifaOrdersNow}
            startExport={startDaifaExport}
          />
        </Flex>
        <StatusTabs
          items={TABS.map((t) => ({
            key: t.key,
            label: t.label,
            count: data ? (data.tabs[t.key] ?? 0) : null,
          }))}
          activeKey={state.tab}
          onChange={(tab) => update({ tab })}
          loading={isValidating}
        />
        <SelectionBar
          selectedCount={picked.selected.size}
          total={data?.total ?? picked.selected.size}
          allMatching={picked.allMatching}
          onSelectAllMatching={picked.selectAllMatching}
          onClear={clearSelection}
          actions={<DaifaOrderBulkActions selection={selection} onStarted={setBulkJobId} />}
        />
        {error && !data ? (
          <ListState kind="error" message={error.message} onRetry={refresh} />
        ) : isLoading && !data ? (
          <ListState kind="loading" />
        ) : (
          <GroupedList<DaifaOrderRow, DaifaOrderRow['lines'][number]>
            aria-label="代发订单"
            groups={rows}
            groupKey={(o) => String(o.id)}
            groupTitle={(o) => o.orderNo}
            renderGroupHeader={(o) => <DaifaOrderGroupHeader order={o} />}
            linesOf={(o) => o.lines}
            lineKey={(l) => String(l.lineNo)}
            columns={daifaOrderColumns}
            onOpenGroup={(o) => setOpenOrder(o.orderNo)}
            height={LIST_HEIGHT()}
            selection={picked.listSelection}
            empty={
              <ListState kind="empty" title="没有符合条件的代发订单" hint="试试其他分组或清除筛选条件" />
            }
          />
        )}
        <ListPager
          {...cursorPaging(state.page, Number(state.size), data, update)}
          loading={isValidating}
          onPageSizeChange={(size) => update({ size: String(size) })}
        />
      </Flex>
      <BulkJobDialog
        jobId={bulkJobId}
        onClose={() => setBulkJobId(null)}
        onFinished={() => {
          clearSelection();
          refresh();
        }}
      />
      <DaifaOrderDrawer orderNo={openOrder} onClose={() => setOpenOrder(null)} onChanged={refresh} />
    </Page>
  );
}

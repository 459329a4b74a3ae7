import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Flex, Input, Tag } from 'antd';
import { daifaFlag, daifaTab, stateCodes, stateLabel, DAIFA_TABS, type DaifaOrderRow } from '@oms/api-client';
import { GroupedList, ListPager, ListState, Page, StatusTabs } from '@oms/ui';
import { useDaifaOrderPage } from '../../../api/daifaOrders.ts';
import { cursorPaging } from '../../../list/cursorPaging.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { DaifaOrderDrawer } from './DaifaOrderDrawer.tsx';
import { DaifaOrderGroupHeader } from './DaifaOrderGroupHeader.tsx';
import { daifaOrderColumns } from './daifaOrderColumns.tsx';
import { daifaOrdersUrl, pageRequestOf } from './urls.ts';

const LIST_HEIGHT = () => Math.max(420, window.innerHeight - 300);
const TABS = [
  { key: 'ALL', label: '全部' },
  ...DAIFA_TABS.map((key) => ({ key, label: stateLabel(daifaTab, key) })),
];
/** The chips worth a filter of their own (what needs the seller). */
const CHIPS = stateCodes(daifaFlag).filter((f) => f !== 'DELISTED');

/** 代发订单 (/order/daifaOrderList): the dropship orders, one tab each, on the list module. */
export default function DaifaOrdersPage() {
  const { state, update } = useListUrlState(daifaOrdersUrl);
  const request = useMemo(() => pageRequestOf(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useDaifaOrderPage(request);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const [search, setSearch] = useState(state.q);
  const refresh = () => void mutate();

  return (
    <Page title="代发订单">
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center">
          <Input.Search
            allowClear
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
          </Flex>
          <Link to="/order/placeOrder">
            <Button type="primary">代发下单</Button>
          </Link>
          <Link to="/order/abnormalList">
            <Button>处理异常</Button>
          </Link>
          {(state.q || state.flag) && (
            <Button
              type="link"
              onClick={() => {
                setSearch('');
                update({ q: '', flag: '' });
              }}
            >
              清除条件
            </Button>
          )}
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
        {error && !data ? (
          <ListState kind="error" message={error.message} onRetry={refresh} />
        ) : isLoading && !data ? (
          <ListState kind="loading" />
        ) : (
          <GroupedList<DaifaOrderRow, DaifaOrderRow['lines'][number]>
            aria-label="代发订单"
            groups={data?.rows ?? []}
            groupKey={(o) => o.orderNo}
            groupTitle={(o) => o.orderNo}
            renderGroupHeader={(o) => <DaifaOrderGroupHeader order={o} />}
            linesOf={(o) => o.lines}
            lineKey={(l) => String(l.lineNo)}
            columns={daifaOrderColumns}
            onOpenGroup={(o) => setOpenOrder(o.orderNo)}
            height={LIST_HEIGHT()}
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
      <DaifaOrderDrawer orderNo={openOrder} onClose={() => setOpenOrder(null)} onChanged={refresh} />
    </Page>
  );
}

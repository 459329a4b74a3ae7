import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QuickDateRange, StatusTabs, type DateRangeValue } from '@oms/ui';
import { ListSearch, PagedTable, type PhoneCards } from '../../../list/PagedTable.tsx';

/**
 * What 线下拿货单 and 线下退货单 share around their rows: one search box, the date filter, a tab per
 * state with its count, a bar for the ticked rows (打印标签) and the paged table (cards on a phone).
 */
export function OfflineListFrame<T extends { id: number }>({
  name,
  searchPlaceholder,
  dateLabel,
  q,
  dates,
  onSearch,
  onDates,
  tabs,
  activeTab,
  onTab,
  tabsLoading,
  picked,
  onPick,
  printLabel,
  onPrint,
  table,
}: {
  name: '线下拿货单' | '线下退货单';
  searchPlaceholder: string;
  dateLabel: string;
  q: string;
  dates: DateRangeValue;
  onSearch: (q: string) => void;
  onDates: (v: DateRangeValue) => void;
  tabs: Array<{ key: string; label: string; count: number | null }>;
  activeTab: string;
  onTab: (key: string) => void;
  tabsLoading: boolean;
  picked: number[];
  onPick: (ids: number[]) => void;
  printLabel: string;
  onPrint: (ids: number[]) => void;
  table: {
    columns: ColumnsType<T>;
    rows: T[];
    error: Error | undefined;
    onRetry: () => void;
    loading: boolean;
    page: number;
    pageSize: number;
    total: number;
    onPage: (page: number) => void;
    empty: ReactNode;
    /** How a row reads as a card on a phone. */
    phoneCards: PhoneCards<T>;
  };
}) {
  const short = name === '线下拿货单' ? '拿货单' : '退货单';
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        <ListSearch label={`搜索${short}`} placeholder={searchPlaceholder} value={q} onSearch={onSearch} />
        <QuickDateRange label={dateLabel} value={dates} onChange={onDates} />
      </Flex>
      <StatusTabs
        items={tabs}
        activeKey={activeTab}
        onChange={(key) => {
          onPick([]);
          onTab(key);
        }}
        loading={tabsLoading}
      />
      {picked.length > 0 && (
        <Flex gap={8} align="center" wrap role="region" aria-label={`已选${short}`}>
          <span>已选 {picked.length} 单</span>
          <Button size="small" type="primary" onClick={() => onPrint(picked)}>
            {printLabel}
          </Button>
          <Button size="small" type="link" onClick={() => onPick([])}>
            取消选择
          </Button>
        </Flex>
      )}
      <PagedTable<T>
        aria-label={name}
        rowKey="id"
        columns={table.columns}
        dataSource={table.rows}
        error={table.error}
        onRetry={table.onRetry}
        loading={table.loading}
        page={table.page}
        pageSize={table.pageSize}
        total={table.total}
        onPage={table.onPage}
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => onPick(keys.map(Number)) }}
        locale={{ emptyText: table.empty }}
        phoneCards={table.phoneCards}
      />
    </Flex>
  );
}

/** The tabs' items: 全部 sums the states; counts unknown until the first page arrives. */
export function tabItems<K extends string>(
  keys: readonly ('ALL' | K)[],
  labelOf: (key: K) => string,
  counts: Record<K, number> | undefined,
) {
  return keys.map((key) => ({
    key,
    label: key === 'ALL' ? '全部' : labelOf(key as K),
    count: counts
      ? key === 'ALL'
        ? Object.values<number>(counts).reduce((a, b) => a + b, 0)
        : counts[key as K]
      : null,
  }));
}

import type { ReactNode } from 'react';
import { Flex, Table } from 'antd';
import type { ColumnsType, TableRowSelection } from 'antd/es/table/interface';
import { ListPager, ListState, RowCards, StatusTabs, useNarrowLayout } from '@oms/ui';
import { cursorPaging, type CursorPageInfo } from './cursorPaging.ts';
import type { CursorStep } from './cursorPaging.ts';

export interface KeysetTabListProps<Row extends object, Tab extends string> {
  /** Names the table (and the cards on a phone). */
  label: string;
  tabs: readonly Tab[];
  tabLabels: Record<Tab, string>;
  state: { tab: Tab; page: number; size: string };
  update: (patch: Partial<{ tab: Tab; size: string }> | CursorStep) => void;
  /** The page's query as SWR gives it. */
  query: {
    data: (CursorPageInfo & { rows: Row[]; tabs: Record<string, number> }) | undefined;
    error: Error | undefined;
    isLoading: boolean;
    isValidating: boolean;
    mutate: () => unknown;
  };
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  /** The card title on a phone, and each card's name. */
  titleKey: keyof Row & string;
  rowLabel: (row: Row) => string;
  empty: string;
  /** The table's width when it scrolls (the columns' sum). */
  scrollX: number;
  rowSelection?: TableRowSelection<Row> | undefined;
  /** Above the rows, under the tabs (bulk buttons). */
  toolbar?: ReactNode;
  onTabChange?: (tab: Tab) => void;
}

/**
 * A keyset list under status tabs with their counts: rows in a table, cards on a phone, the pager
 * below. The page owns the URL state (`tabbedKeysetUrl`), the query and the columns.
 */
export function KeysetTabList<Row extends object, Tab extends string>(p: KeysetTabListProps<Row, Tab>) {
  const narrow = useNarrowLayout();
  const { data, error, isLoading, isValidating } = p.query;
  const rows = data?.rows ?? [];
  const list =
    error && !data ? (
      <ListState kind="error" message={error.message} onRetry={() => void p.query.mutate()} />
    ) : narrow ? (
      <RowCards<Row>
        aria-label={p.label}
        rows={rows}
        rowKey={p.rowKey}
        columns={p.columns}
        titleKey={p.titleKey}
        rowLabel={p.rowLabel}
        loading={isLoading}
        empty={p.empty}
      />
    ) : (
      <Table<Row>
        aria-label={p.label}
        rowKey={p.rowKey}
        size="middle"
        loading={isLoading}
        dataSource={rows}
        columns={p.columns}
        pagination={false}
        rowSelection={p.rowSelection}
        scroll={{ x: p.scrollX }}
        locale={{ emptyText: p.empty }}
      />
    );
  return (
    <StatusTabs
      activeKey={p.state.tab}
      onChange={(tab) => {
        p.onTabChange?.(tab as Tab);
        p.update({ tab: tab as Tab });
      }}
      loading={!data}
      items={p.tabs.map((key) => ({
        key,
        label: p.tabLabels[key],
        count: data ? (data.tabs[key] ?? 0) : null,
      }))}
    >
      <Flex vertical gap={12}>
        {p.toolbar}
        {list}
        <ListPager
          {...cursorPaging(p.state.page, Number(p.state.size), data, p.update)}
          loading={isValidating}
          onPageSizeChange={(size) => p.update({ size: String(size) })}
        />
      </Flex>
    </StatusTabs>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Input, Pagination, Table, type TableProps } from 'antd';
import { ListState, RowCards, useNarrowLayout, type RowCardsProps, inputClear } from '@oms/ui';

/** How a list's rows turn into cards on a phone (see `RowCards`). */
export type PhoneCards<T extends object> = Pick<RowCardsProps<T>, 'titleKey' | 'actionsKey' | 'rowLabel'>;

/** A page of a list: the table's own props, the spinner, and pages driven by the caller (the URL). */
type PagedProps<T extends object> = Omit<TableProps<T>, 'pagination' | 'loading'> & {
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  'aria-label'?: string;
};

/**
 * A page-numbered table of a small list (报单记录, 商品关联, 异常订单): its load error with 重试 instead of
 * the table, the spinner only on the first load, pages driven by the URL's `page`. With `phoneCards`,
 * a phone shows the rows as cards (actions at each card's foot) instead of a table to scroll sideways.
 */
export function PagedTable<T extends object>({
  error,
  onRetry,
  phoneCards,
  ...paged
}: PagedProps<T> & {
  error: Error | undefined;
  onRetry: () => void;
  phoneCards?: PhoneCards<T>;
}) {
  const narrow = useNarrowLayout();
  if (error && !paged.dataSource?.length)
    return <ListState kind="error" message={error.message} onRetry={onRetry} />;
  if (narrow && phoneCards) return <PagedCards<T> {...paged} phoneCards={phoneCards} />;
  const { loading, page, pageSize, total, onPage, ...table } = paged;
  return (
    <Table<T>
      size="small"
      {...table}
      loading={loading}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
    />
  );
}

/** A page of a table's rows as cards (a phone), with the table's selection and a compact pager. */
export function PagedCards<T extends object>({
  loading,
  page,
  pageSize,
  total,
  onPage,
  phoneCards,
  ...table
}: PagedProps<T> & { phoneCards: PhoneCards<T> }) {
  const rows = table.dataSource ?? [];
  const selection = table.rowSelection;
  return (
    <div>
      <RowCards<T>
        {...phoneCards}
        aria-label={table['aria-label'] ?? ''}
        rows={rows}
        rowKey={table.rowKey}
        columns={table.columns ?? []}
        loading={loading}
        empty={table.locale?.emptyText as ReactNode}
        selection={
          selection && {
            selectedRowKeys: selection.selectedRowKeys ?? [],
            onChange: (keys, picked) => selection.onChange?.(keys, picked, { type: 'multiple' }),
            disabled: (row) => Boolean(selection.getCheckboxProps?.(row).disabled),
          }
        }
      />
      {total > pageSize && (
        <Pagination
          simple
          align="end"
          style={{ marginTop: 12 }}
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
        />
      )}
    </div>
  );
}

/** The list's search box: typed freely, sent to the URL's `q` on Enter or the button, cleared with ✕. */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  // back and forward change the URL's q under the box
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      aria-label={label}
      allowClear={inputClear}
      style={{ maxWidth: 360 }}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(q) => onSearch(q.trim())}
    />
  );
}

import { useEffect, useState } from 'react';
import { Input, Table, type TableProps } from 'antd';
import { ListState } from '@oms/ui';

/**
 * A page-numbered table of a small list (报单记录, 商品关联, 异常订单): its load error with 重试 instead of
 * the table, the spinner only on the first load, pages driven by the URL's `page`.
 */
export function PagedTable<T extends object>({
  error,
  onRetry,
  loading,
  page,
  pageSize,
  total,
  onPage,
  ...table
}: Omit<TableProps<T>, 'pagination' | 'loading'> & {
  error: Error | undefined;
  onRetry: () => void;
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (error && !table.dataSource?.length)
    return <ListState kind="error" message={error.message} onRetry={onRetry} />;
  return (
    <Table<T>
      size="small"
      {...table}
      loading={loading}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
    />
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
      allowClear
      style={{ maxWidth: 360 }}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(q) => onSearch(q.trim())}
    />
  );
}

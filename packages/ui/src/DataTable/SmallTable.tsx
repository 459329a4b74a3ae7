import { Table, Typography } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import { useNarrowLayout } from '../PageShell/useNarrowLayout.ts';
import { RowCards, type RowCardsProps } from './RowCards.tsx';

/**
 * A short list shown whole (a settings page's shops or platforms): a small table without paging on a
 * wide screen, RowCards on a phone. `empty` is the text of both.
 */
export function SmallTable<T extends AnyObject>(props: Omit<RowCardsProps<T>, 'selection'>) {
  const narrow = useNarrowLayout();
  if (narrow) return <RowCards<T> {...props} />;
  return (
    <Table<T>
      aria-label={props['aria-label']}
      rowKey={props.rowKey}
      size="small"
      loading={props.loading ?? false}
      dataSource={props.rows as T[]}
      columns={props.columns}
      pagination={false}
      // antd's own grey for the empty text is too faint to read (axe: color-contrast)
      locale={
        props.empty
          ? { emptyText: <Typography.Text type="secondary">{props.empty}</Typography.Text> }
          : undefined
      }
    />
  );
}

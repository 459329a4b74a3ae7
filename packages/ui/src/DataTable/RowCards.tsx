import { isValidElement, type Key, type ReactNode } from 'react';
import { Checkbox, Empty, Spin, theme } from 'antd';
import type { ColumnType, ColumnsType, TableProps } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';
import { FieldList } from '../list/rows/FieldList.tsx';

export interface RowCardsSelection<T> {
  selectedRowKeys: Key[];
  /** The keys now ticked, and those of them on this page's rows. */
  onChange: (keys: Key[], rows: T[]) => void;
  /** A row that cannot be ticked (the table's `getCheckboxProps` disabled): 全选本页 passes it over. */
  disabled?: (row: T) => boolean;
}

export interface RowCardsProps<T extends AnyObject> {
  /** The list's name (a `list` to assistive technology). */
  'aria-label': string;
  rows: readonly T[];
  rowKey: TableProps<T>['rowKey'];
  /** The same columns the table shows at full width. */
  columns: ColumnsType<T>;
  /** The column heading each card (default: the first). */
  titleKey?: Key;
  /** The column of row actions, kept whole at the foot of each card (default: key `actions`, or 操作). */
  actionsKey?: Key;
  /** Each card's name, for its checkbox and for assistive technology. */
  rowLabel?: (row: T) => string;
  selection?: RowCardsSelection<T>;
  loading?: boolean;
  empty?: ReactNode;
}

type Column<T> = ColumnType<T> & { key?: Key };

function keyOfRow<T extends AnyObject>(rowKey: RowCardsProps<T>['rowKey'], row: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return (row[(rowKey ?? 'key') as keyof T] as Key | undefined) ?? index;
}

function columnKey<T>(column: Column<T>, index: number): Key {
  const path = column.dataIndex;
  return column.key ?? (Array.isArray(path) ? path.join('.') : (path as Key | undefined)) ?? index;
}

/** What the table would show in the cell: `render` over the `dataIndex` value, cell props dropped. */
function cellOf<T extends AnyObject>(column: Column<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex;
  const value =
    path === undefined
      ? undefined
      : (Array.isArray(path) ? path : [path]).reduce<unknown>(
          (v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k as PropertyKey],
          row,
        );
  const out: unknown = column.render ? column.render(value, row, index) : value;
  if (out && typeof out === 'object' && !isValidElement(out) && 'children' in out)
    return (out as { children: ReactNode }).children;
  return out as ReactNode;
}

function titleOf<T>(column: Column<T>): ReactNode {
  return typeof column.title === 'function' ? column.title({}) : column.title;
}

/**
 * A table's rows as cards on a phone: the title column on top (with the row's checkbox), the other
 * columns as label / value pairs, the actions whole at the foot — nothing to scroll sideways to.
 */
export function RowCards<T extends AnyObject>({
  rows,
  rowKey,
  columns,
  titleKey,
  actionsKey = 'actions',
  rowLabel,
  selection,
  loading = false,
  empty,
  'aria-label': label,
}: RowCardsProps<T>) {
  const { token } = theme.useToken();
  const shown = (columns as Column<T>[]).filter((c) => !c.hidden && !('children' in c));
  const keyed = shown.map((column, i) => ({ column, key: columnKey(column, i) }));
  const title = keyed.find((c) => c.key === titleKey) ?? keyed[0];
  const actions = keyed.find((c) => c.key === actionsKey || titleOf(c.column) === '操作');
  const fields = keyed.filter((c) => c !== title && c !== actions);
  const keys = rows.map((row, i) => keyOfRow(rowKey, row, i));
  const picked = new Set(selection?.selectedRowKeys);
  const open = keys.filter((_, i) => !selection?.disabled?.(rows[i]!));
  const allPicked = open.length > 0 && open.every((k) => picked.has(k));
  const pick = (next: Key[]) =>
    selection?.onChange(
      next,
      rows.filter((_, i) => next.includes(keys[i]!)),
    );

  return (
    <Spin spinning={loading}>
      {selection && rows.length > 0 && (
        <Checkbox
          checked={allPicked}
          indeterminate={!allPicked && open.some((k) => picked.has(k))}
          disabled={open.length === 0}
          onChange={(e) => pick(e.target.checked ? open : [])}
          style={{ marginBottom: 8 }}
        >
          全选本页
        </Checkbox>
      )}
      {rows.length === 0 ? (
        loading ? (
          <div style={{ minHeight: 120 }} />
        ) : (
          (empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)
        )
      ) : (
        <div role="list" aria-label={label} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {rows.map((row, i) => {
            const key = keys[i]!;
            const name = rowLabel?.(row);
            return (
              <div
                key={key}
                role="listitem"
                aria-label={name}
                style={{
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                  background: token.colorBgContainer,
                  minWidth: 0,
                }}
              >
                {title && (
                  <div
                    style={{
                      display: 'flex',
                      gap: 8,
                      alignItems: 'flex-start',
                      padding: '8px 12px',
                      background: token.colorFillAlter,
                      borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
                    }}
                  >
                    {selection && (
                      <Checkbox
                        aria-label={`选择 ${name ?? key}`}
                        checked={picked.has(key)}
                        disabled={selection.disabled?.(row) ?? false}
                        onChange={(e) =>
                          pick(
                            e.target.checked
                              ? [...selection.selectedRowKeys, key]
                              : selection.selectedRowKeys.filter((k) => k !== key),
                          )
                        }
                      />
                    )}
                    <div style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
                      {cellOf(title.column, row, i)}
                    </div>
                  </div>
                )}
                {fields.length > 0 && (
                  <FieldList
                    style={{ padding: '8px 12px' }}
                    fields={fields.map(({ column, key: k }) => ({
                      key: k,
                      label: titleOf(column),
                      value: cellOf(column, row, i),
                    }))}
                  />
                )}
                {actions && (
                  <div
                    style={{
                      padding: '4px 8px',
                      borderTop: `1px solid ${token.colorBorderSecondary}`,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {cellOf(actions.column, row, i)}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </Spin>
  );
}

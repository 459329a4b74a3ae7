import { useContext, useEffect, useRef } from 'react';
import { ConfigProvider, Table, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';
import {
  TABLE_COLUMN_MIN_WIDTH_PX,
  TABLE_MAX_HEIGHT_PX,
  TABLE_SPECIAL_COLUMN_WIDTH_PX,
  TABLE_TREE_INDENT_PX,
} from '../constants.ts';
import { applyColumnDefaults } from './columns.ts';
import { watchKeyboardReach } from './keyboardReach.ts';

type RowSelection<T> = NonNullable<TableProps<T>['rowSelection']>;

/** 48 px column, and Chinese names for the checkboxes: antd labels them "Select all" even in zh_CN. */
function withSelectionDefaults<T>(selection: RowSelection<T>): RowSelection<T> {
  const { getCheckboxProps, getTitleCheckboxProps } = selection;
  return {
    columnWidth: TABLE_SPECIAL_COLUMN_WIDTH_PX,
    ...selection,
    getTitleCheckboxProps: () => ({ 'aria-label': '全选', ...getTitleCheckboxProps?.() }),
    getCheckboxProps: (record) => ({ 'aria-label': '选择此行', ...getCheckboxProps?.(record) }),
  };
}

export interface DataTableProps<T extends AnyObject> extends Omit<TableProps<T>, 'rowKey'> {
  /** Required: antd falls back to the index, which breaks selection across pages. */
  rowKey: TableProps<T>['rowKey'];
  /** Body height before it scrolls; spec §9 default 400 px. `false` lets the table grow. */
  maxHeight?: number | false;
}

/**
 * antd's Table with spec §9's defaults: body scrolls past 400 px, columns are at least 80 px,
 * selection and expand columns 48 px, tree children indented 16 px. Every default can be overridden.
 */
export function DataTable<T extends AnyObject>({
  columns,
  maxHeight = TABLE_MAX_HEIGHT_PX,
  scroll,
  rowSelection,
  expandable,
  size = 'middle',
  ...rest
}: DataTableProps<T>) {
  const tablePrefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('table');
  const ref = useRef<TableRef>(null);
  useEffect(() => watchKeyboardReach(ref.current?.nativeElement, tablePrefix), [tablePrefix]);
  return (
    <Table<T>
      ref={ref}
      {...rest}
      size={size}
      columns={columns && applyColumnDefaults(columns, TABLE_COLUMN_MIN_WIDTH_PX)}
      scroll={{ x: 'max-content', ...(maxHeight === false ? null : { y: maxHeight }), ...scroll }}
      rowSelection={rowSelection && withSelectionDefaults(rowSelection)}
      expandable={{
        columnWidth: TABLE_SPECIAL_COLUMN_WIDTH_PX,
        indentSize: TABLE_TREE_INDENT_PX,
        ...expandable,
      }}
    />
  );
}

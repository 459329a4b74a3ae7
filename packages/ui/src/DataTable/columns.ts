import type { TableColumnsType } from 'antd';

/** Gives every leaf column a minimum width unless it sets its own width or minWidth; walks column groups. */
export function applyColumnDefaults<T>(columns: TableColumnsType<T>, minWidth: number): TableColumnsType<T> {
  return columns.map((column) => {
    if ('children' in column && column.children) {
      return { ...column, children: applyColumnDefaults(column.children, minWidth) };
    }
    if (column.width !== undefined || column.minWidth !== undefined) return column;
    return { ...column, minWidth };
  });
}

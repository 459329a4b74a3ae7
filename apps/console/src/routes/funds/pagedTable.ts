import type { TableProps } from 'antd';

/** The page-numbered table of a funds record list (充值记录, 提现记录): paging state, loading, 共 N 条. */
export function pagedTableProps<Row>(
  request: { pageNum: number; pageSize: number },
  setRequest: (next: { pageNum: number; pageSize: number }) => void,
  page: { isLoading: boolean; data?: { list: Row[]; total: number } },
): Pick<TableProps<Row>, 'size' | 'loading' | 'dataSource' | 'pagination'> {
  return {
    size: 'middle',
    loading: page.isLoading,
    dataSource: page.data?.list ?? [],
    pagination: {
      current: request.pageNum,
      pageSize: request.pageSize,
      total: page.data?.total ?? 0,
      showTotal: (n) => `共 ${n} 条`,
      onChange: (pageNum, pageSize) => setRequest({ pageNum, pageSize }),
    },
  };
}

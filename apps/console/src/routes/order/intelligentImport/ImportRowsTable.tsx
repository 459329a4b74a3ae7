import { Link } from 'react-router-dom';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  IMPORT_FIELDS,
  importFieldLabel,
  type ImportFieldKey,
  type ImportRow,
  type ImportSummary,
} from '@oms/api-client';
import { useFeedback, useNarrowLayout } from '@oms/ui';
import { updateImportRow, useImportRows } from '../../../api/daifaImport.ts';
import { PagedTable } from '../../../list/PagedTable.tsx';
import { EditableCell } from './EditableCell.tsx';

export const ROWS_PAGE_SIZE = 50;

const ROW_STATES: Record<ImportRow['state'], { color: string; label: string }> = {
  OK: { color: 'success', label: '可下单' },
  ERROR: { color: 'error', label: '有错误' },
  PLACED: { color: 'success', label: '已下单' },
  FAILED: { color: 'error', label: '下单失败' },
};

/**
 * The row report: the file's rows as mapped, each cell fixable in place while the import is not
 * placed, the cells at fault outlined and the reasons in 结果, in the seller's words.
 */
export function ImportRowsTable({
  summary,
  onlyErrors,
  page,
  onPage,
}: {
  summary: ImportSummary;
  onlyErrors: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { toast } = useFeedback();
  // On a phone the rows are cards (`phoneCards`): no column stays fixed.
  const narrow = useNarrowLayout();
  const request = { pageNum: page, pageSize: ROWS_PAGE_SIZE, onlyErrors };
  const { data, error, isLoading, mutate } = useImportRows(summary.id, request);
  const editable = summary.state === 'CHECKED';
  const fields = IMPORT_FIELDS.filter((f) => summary.mapping[f.key] !== null);

  const save = async (row: ImportRow, field: ImportFieldKey, value: string) => {
    const answer = await updateImportRow(summary.id, row.rowNo, { [field]: value });
    if (answer.errorCode !== 0) {
      toast.error(answer.errorMsg);
      return false;
    }
    const left = answer.data.rows.find((r) => r.rowNo === row.rowNo)?.errors ?? [];
    if (left.length === 0) toast.success(`第${row.rowNo}行已修正`);
    void mutate();
    return true;
  };

  const columns: ColumnsType<ImportRow> = [
    {
      title: '行号',
      dataIndex: 'rowNo',
      width: 56,
      fixed: narrow ? undefined : 'left',
      // a card's title on a phone reads as the file's row
      render: (rowNo: number) => (narrow ? `第${rowNo}行` : rowNo),
    },
    ...fields.map((f) => ({
      title: f.label,
      key: f.key,
      width: f.key === 'address' ? 220 : f.key === 'platformOrderNo' ? 150 : 110,
      render: (_: unknown, r: ImportRow) => (
        <EditableCell
          label={`第${r.rowNo}行 ${f.label}`}
          value={r.values[f.key] ?? ''}
          invalid={r.errors.some((e) => e.field === f.key)}
          editable={editable && r.state !== 'PLACED'}
          onSave={(value) => save(r, f.key, value)}
        />
      ),
    })),
    {
      title: '结果',
      key: 'result',
      width: narrow ? 200 : 260,
      fixed: narrow ? undefined : 'right',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            <Tag color={ROW_STATES[r.state].color}>{ROW_STATES[r.state].label}</Tag>
            {r.orderNo && (
              <Link to={`/order/daifaOrderList/daifaOrederListDetail?orderNo=${r.orderNo}`}>{r.orderNo}</Link>
            )}
          </span>
          {r.errors.map((e, i) => (
            <Typography.Text key={i} type={r.state === 'OK' ? 'secondary' : 'danger'}>
              {e.field ? `${importFieldLabel(e.field)}：` : ''}
              {e.reason}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <PagedTable<ImportRow>
      aria-label="导入的行"
      rowKey="rowNo"
      error={error}
      onRetry={() => void mutate()}
      loading={isLoading && !data}
      columns={columns}
      dataSource={data?.list ?? []}
      scroll={{ x: 400 + fields.length * 120 }}
      // A phone: a card per row, each field labelled and fixable where it stands, 结果 at its foot.
      phoneCards={{ titleKey: 'rowNo', actionsKey: 'result', rowLabel: (r) => `第${r.rowNo}行` }}
      locale={{ emptyText: onlyErrors ? '没有错误的行' : '没有数据' }}
      page={page}
      pageSize={ROWS_PAGE_SIZE}
      total={data?.total ?? 0}
      onPage={onPage}
    />
  );
}

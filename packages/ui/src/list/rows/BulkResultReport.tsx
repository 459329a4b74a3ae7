import { useState } from 'react';
import { Button, Checkbox, Flex, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { DataTable } from '../../DataTable/DataTable.tsx';
import { StatusTag } from '../../StatusTag/StatusTag.tsx';
import { bulkItemOutcome } from './bulkStates.ts';

/** One item of a finished bulk job. */
export interface BulkResultRow {
  key: string;
  /** What the user knows the item by, e.g. its order no. */
  label: string;
  ok: boolean;
  /** Why it failed, in the server's words. */
  reason?: string;
}

export interface BulkResultReportProps {
  rows: readonly BulkResultRow[];
  /** Title of the label column; defaults to 订单号. */
  labelTitle?: string;
  /** 重试失败项; the button is disabled when nothing failed. Omit to leave the button out. */
  onRetryFailed?: () => void;
  /** A retry is being started: the button spins. */
  retrying?: boolean;
  onClose: () => void;
  /** Body height of the table before it scrolls; defaults to 320 px. */
  maxHeight?: number;
}

/**
 * What a finished bulk job did: 成功 N / 失败 M, each item with its outcome and reason, 只看失败 to
 * narrow the table, 重试失败项 and 关闭. Sits in whatever the page shows it in (modal, drawer).
 */
export function BulkResultReport({
  rows,
  labelTitle = '订单号',
  onRetryFailed,
  retrying = false,
  onClose,
  maxHeight = 320,
}: BulkResultReportProps) {
  const { token } = theme.useToken();
  const [onlyFailed, setOnlyFailed] = useState(false);
  const failed = rows.filter((r) => !r.ok);
  const shown = onlyFailed ? failed : rows;
  const columns: TableColumnsType<BulkResultRow> = [
    { key: 'label', title: labelTitle, dataIndex: 'label', width: 200 },
    {
      key: 'ok',
      title: '结果',
      width: 96,
      render: (_, row) => (
        <StatusTag map={bulkItemOutcome} code={row.ok ? 'ok' : 'failed'} appearance="dot" />
      ),
    },
    { key: 'reason', title: '原因', dataIndex: 'reason' },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={24} wrap>
        <Flex role="status" gap={24}>
          <span>
            <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginInlineEnd: 6 }} />
            成功 <strong>{rows.length - failed.length}</strong>
          </span>
          <span>
            <CloseCircleFilled aria-hidden style={{ color: token.colorError, marginInlineEnd: 6 }} />
            失败 <strong>{failed.length}</strong>
          </span>
        </Flex>
        <Checkbox
          checked={onlyFailed}
          disabled={failed.length === 0 && !onlyFailed}
          onChange={(e) => setOnlyFailed(e.target.checked)}
          style={{ marginInlineStart: 'auto' }}
        >
          只看失败
        </Checkbox>
      </Flex>
      <DataTable<BulkResultRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={shown as BulkResultRow[]}
        maxHeight={maxHeight}
        pagination={shown.length > 100 ? { pageSize: 100, showSizeChanger: false, size: 'small' } : false}
      />
      <Flex justify="flex-end" gap={8}>
        {onRetryFailed && (
          <Button type="primary" disabled={failed.length === 0} loading={retrying} onClick={onRetryFailed}>
            重试失败项
          </Button>
        )}
        <Button onClick={onClose}>关闭</Button>
      </Flex>
    </Flex>
  );
}

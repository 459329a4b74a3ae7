// 打印记录: what was printed, when, by whom, on which printer and how it went; 重打 prints the same labels again.
import { Button, Drawer, Table, Tag } from 'antd';
import { useState } from 'react';
import { PRINT_MODES, PRINT_RESULTS, type PrintJobWire } from '@oms/api-client';
import { formatDateTime, useFeedback } from '@oms/ui';
import { fetchPrintJob, usePrintJobsQuery } from '../api/printLog.ts';

export interface ReprintJob {
  job: PrintJobWire;
  template: Record<string, unknown>;
  rows: Record<string, unknown>[];
}

interface Props {
  open: boolean;
  onClose: () => void;
  onReprint: (job: ReprintJob) => void;
}

const RESULT_COLORS = {
  PRINTED: 'success',
  PARTIAL: 'warning',
  FAILED: 'error',
  CANCELLED: 'default',
} as const;

export function PrintLogDrawer({ open, onClose, onReprint }: Props) {
  const { toast } = useFeedback();
  const [pageNum, setPageNum] = useState(1);
  const jobs = usePrintJobsQuery(pageNum, open);
  const reprint = async (job: PrintJobWire) => {
    try {
      const detail = await fetchPrintJob(job.id);
      onReprint({ job, template: detail.template, rows: detail.rows });
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <Drawer title="打印记录" open={open} onClose={onClose} size={820} destroyOnHidden>
      <Table<PrintJobWire>
        rowKey="id"
        size="small"
        loading={jobs.isLoading}
        dataSource={jobs.data?.list ?? []}
        pagination={{
          current: pageNum,
          pageSize: 20,
          total: jobs.data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
          { title: '模板', dataIndex: 'templateName', ellipsis: true },
          {
            title: '打印方式',
            dataIndex: 'mode',
            width: 130,
            render: (m: keyof typeof PRINT_MODES) => PRINT_MODES[m].replace(/（.*）/, ''),
          },
          { title: '打印机', dataIndex: 'printer', ellipsis: true },
          { title: '张数', dataIndex: 'labels', width: 56 },
          {
            title: '结果',
            dataIndex: 'result',
            width: 150,
            render: (r: keyof typeof PRINT_RESULTS, job) => (
              <span title={job.error ?? undefined}>
                <Tag color={RESULT_COLORS[r]}>{PRINT_RESULTS[r]}</Tag>
                {job.failed > 0 && `失败 ${job.failed}`}
              </span>
            ),
          },
          { title: '操作人', dataIndex: 'printedBy', width: 90, ellipsis: true },
          {
            title: '操作',
            width: 64,
            render: (_: unknown, job) => (
              <Button size="small" type="link" onClick={() => void reprint(job)}>
                重打
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

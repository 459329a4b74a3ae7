import { useState } from 'react';
import { Button, Drawer, Progress, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ListExport, ListKey } from '@oms/api-client';
import { DataTable, formatDateTime, useFeedback, useNarrowLayout } from '@oms/ui';
import { downloadExport, useExports } from '../api/listJobs.ts';

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.ceil(bytes / 1024)} KB`;

function ExportState({ record }: { record: ListExport }) {
  if (record.state === 'finished')
    return <Typography.Text type="success">已完成 {sizeText(record.bytes)}</Typography.Text>;
  if (record.state === 'failed')
    return <Typography.Text type="danger">{record.error ?? '导出失败'}</Typography.Text>;
  if (record.state === 'queued') return <Typography.Text type="secondary">排队中</Typography.Text>;
  const percent = record.total ? Math.floor((record.done / record.total) * 100) : 0;
  return (
    <Progress
      percent={percent}
      size="small"
      status="active"
      aria-label={`已导出 ${record.done}/${record.total ?? '?'}`}
      format={() => `${record.done}/${record.total ?? '?'}`}
    />
  );
}

/** 导出记录: the seller's exports of a list in the last 7 days, with progress and 下载. */
export function ExportRecordsDrawer({
  listKey,
  open,
  onClose,
}: {
  listKey: ListKey;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useFeedback();
  const narrow = useNarrowLayout();
  const { data, isLoading } = useExports(listKey, open);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (record: ListExport) => {
    setDownloading(record.id);
    const refused = await downloadExport(record);
    setDownloading(null);
    if (refused) toast.error(refused);
  };

  const columns: TableColumnsType<ListExport> = [
    { key: 'fileName', title: '文件名', dataIndex: 'fileName', width: 240 },
    { key: 'total', title: '订单数', width: 90, render: (_, r) => (r.total ?? '-').toLocaleString() },
    { key: 'state', title: '状态', width: 180, render: (_, r) => <ExportState record={r} /> },
    { key: 'createdAt', title: '导出时间', width: 170, render: (_, r) => formatDateTime(r.createdAt) },
    { key: 'expiresAt', title: '保留至', width: 170, render: (_, r) => formatDateTime(r.expiresAt) },
    {
      key: 'action',
      title: '操作',
      width: 90,
      fixed: narrow ? undefined : 'right',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          disabled={r.state !== 'finished'}
          loading={downloading === r.id}
          onClick={() => void download(r)}
          aria-label={`下载 ${r.fileName}`}
        >
          下载
        </Button>
      ),
    },
  ];

  return (
    <Drawer title="导出记录" open={open} onClose={onClose} width={narrow ? '100%' : 960} destroyOnHidden>
      <Typography.Paragraph type="secondary">导出的文件保留 7 天，过期后自动删除。</Typography.Paragraph>
      <DataTable<ListExport>
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 940 }}
        locale={{ emptyText: '暂无导出记录' }}
      />
    </Drawer>
  );
}

import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DIRECT_EXPORT_MAX_ROWS, type ListKey } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { ExportRecordsDrawer } from './ExportRecordsDrawer.tsx';

type Started = { errorCode: number; errorMsg: string; data?: { total: number } | null };

export interface ListExportProps<Selection extends { mode: string }> {
  listKey: ListKey;
  /** The file's title, e.g. 代发订单 → 代发订单_20261125_153012.xlsx. */
  fileTitle: string;
  /** What 导出 covers: the ticked rows, or the filtered list. */
  selection: Selection;
  /** Rows the selection covers, as the page knows it (null while loading). */
  count: number | null;
  /** The small export, answered as the file; resolves with the server's refusal or null. */
  exportNow(selection: Selection, fileName: string): Promise<string | null>;
  /** The background export into 导出记录. */
  startExport(selection: Selection): Promise<Started>;
  /** What a row is, counted in the toasts (default 个订单). */
  noun?: string;
}

const fileName = (title: string) => {
  const t = new Date(Date.now() + 8 * 3600_000).toISOString();
  return `${title}_${t.slice(0, 10).replaceAll('-', '')}_${t.slice(11, 19).replaceAll(':', '')}.xlsx`;
};

/**
 * 导出 and 导出记录 of a list. Up to DIRECT_EXPORT_MAX_ROWS rows download at once through the export
 * helper; more go to a server job whose file appears in 导出记录 (kept 7 days).
 */
export function ListExport<Selection extends { mode: string }>(props: ListExportProps<Selection>) {
  const { listKey, fileTitle, selection, count, noun = '个订单' } = props;
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [recordsOpen, setRecordsOpen] = useState(false);

  const exportNow = async () => {
    setBusy(true);
    try {
      if (count !== null && count <= DIRECT_EXPORT_MAX_ROWS) {
        const refused = await props.exportNow(selection, fileName(fileTitle));
        if (refused) toast.error(refused);
        else toast.success(`已导出 ${count} ${noun}`);
        return;
      }
      const answer = await props.startExport(selection);
      if (answer.errorCode !== 0 || !answer.data) return void toast.error(answer.errorMsg);
      toast.success(
        `已开始后台导出 ${answer.data.total.toLocaleString()} ${noun}，完成后在「导出记录」中下载`,
      );
      setRecordsOpen(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={busy}
        disabled={count === 0}
        onClick={() => void exportNow()}
      >
        {selection.mode === 'ids' ? `导出选中` : '导出'}
      </Button>
      <Button onClick={() => setRecordsOpen(true)}>导出记录</Button>
      <ExportRecordsDrawer listKey={listKey} open={recordsOpen} onClose={() => setRecordsOpen(false)} />
    </>
  );
}

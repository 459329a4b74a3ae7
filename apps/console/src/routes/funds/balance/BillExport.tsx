import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DIRECT_EXPORT_MAX_ROWS } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { exportBillsNow, startBillExport, type BillPageRequest } from '../../../api/funds.ts';
import { ExportRecordsDrawer } from '../../../list/ExportRecordsDrawer.tsx';

const fileName = () => {
  const t = new Date(Date.now() + 8 * 3600_000).toISOString();
  return `账单明细_${t.slice(0, 10).replaceAll('-', '')}_${t.slice(11, 19).replaceAll(':', '')}.xlsx`;
};

/** 导出 the filtered bills: up to 1,000 download at once (export helper), more become a job in 导出记录. */
export function BillExport({ filter, count }: { filter: BillPageRequest['filter']; count: number | null }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (count !== null && count <= DIRECT_EXPORT_MAX_ROWS) {
        const refused = await exportBillsNow(filter, fileName());
        if (refused) toast.error(refused);
        else toast.success(`已导出 ${count} 条账单`);
        return;
      }
      const answer = await startBillExport(filter);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(
        `已开始后台导出 ${answer.data.total.toLocaleString()} 条账单，完成后在「导出记录」中下载`,
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
        onClick={() => void run()}
      >
        导出
      </Button>
      <Button onClick={() => setRecordsOpen(true)}>导出记录</Button>
      <ExportRecordsDrawer listKey="bills" open={recordsOpen} onClose={() => setRecordsOpen(false)} />
    </>
  );
}

import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DIRECT_EXPORT_MAX_ROWS, type ShopOrderSelection } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { exportShopOrdersNow, startShopOrderExport } from '../../../api/listJobs.ts';
import { ExportRecordsDrawer } from '../../../list/ExportRecordsDrawer.tsx';

export interface ShopOrderExportProps {
  /** What 导出 covers: the ticked orders, or the filtered list. */
  selection: ShopOrderSelection;
  /** Orders the selection covers, as the page knows it (null while loading). */
  count: number | null;
}

const fileName = () => {
  const t = new Date(Date.now() + 8 * 3600_000).toISOString();
  return `同步订单_${t.slice(0, 10).replaceAll('-', '')}_${t.slice(11, 19).replaceAll(':', '')}.xlsx`;
};

/**
 * 导出 and 导出记录. Up to DIRECT_EXPORT_MAX_ROWS orders download at once through the export helper;
 * more go to a server job whose file appears in 导出记录 (kept 7 days).
 */
export function ShopOrderExport({ selection, count }: ShopOrderExportProps) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [recordsOpen, setRecordsOpen] = useState(false);

  const exportNow = async () => {
    setBusy(true);
    try {
      if (count !== null && count <= DIRECT_EXPORT_MAX_ROWS) {
        const refused = await exportShopOrdersNow(selection, fileName());
        if (refused) toast.error(refused);
        else toast.success(`已导出 ${count} 个订单`);
        return;
      }
      const answer = await startShopOrderExport(selection);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(
        `已开始后台导出 ${answer.data.total.toLocaleString()} 个订单，完成后在「导出记录」中下载`,
      );
      setRecordsOpen(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        disabled={count === 0}
        onClick={() => void exportNow()}
      >
        {selection.mode === 'ids' ? `导出选中` : '导出'}
      </Button>
      <Button onClick={() => setRecordsOpen(true)}>导出记录</Button>
      <ExportRecordsDrawer listKey="shopOrders" open={recordsOpen} onClose={() => setRecordsOpen(false)} />
    </>
  );
}

// 打印面单 / 重打: the chosen orders' 电子面单 from the courier, printed as one job on the 100×180 preset;
// orders that cannot have one are listed with the courier's or the order's reason.
import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { WaybillLabel } from '@oms/api-client';
import type { LabelData } from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { useFeedback } from '@oms/ui';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { presetTemplate } from '../../../print/presetTemplate.ts';
import { printWaybills } from '../../../api/printDelivery.ts';
import { courierOptions, loadCourier, saveCourier, type ShipCourier } from '../../../print/bench/couriers.ts';

export function WaybillPrint({
  orderNos,
  reprint,
  onDone,
}: {
  orderNos: string[];
  /** 已打印未发货: the same numbers again (the courier choice does not apply). */
  reprint: boolean;
  onDone: () => void;
}) {
  const { toast, alert } = useFeedback();
  const { font } = useLabelFont();
  const [courier, setCourier] = useState<ShipCourier | ''>(loadCourier);
  const [busy, setBusy] = useState(false);
  const [labels, setLabels] = useState<WaybillLabel[] | null>(null);
  const label = reprint ? '重打面单' : '打印面单';

  async function start() {
    setBusy(true);
    try {
      const answer = await printWaybills({ orderNos, ...(courier ? { courierCode: courier } : {}) });
      if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
      const { labels: got, failed } = answer.data;
      if (failed.length)
        void alert({
          title: `${failed.length} 单未能取得面单`,
          content: (
            <div>
              {failed.map((f) => (
                <div key={f.orderNo}>
                  {f.orderNo}：{f.reason}
                </div>
              ))}
            </div>
          ),
        });
      if (got.length) setLabels(got);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space wrap>
      {!reprint && (
        <Select
          aria-label="面单快递"
          value={courier}
          options={courierOptions}
          style={{ width: 140 }}
          onChange={(v) => {
            setCourier(v);
            saveCourier(v);
          }}
        />
      )}
      <Button
        type="primary"
        icon={<PrinterOutlined aria-hidden />}
        disabled={!orderNos.length}
        loading={busy}
        onClick={() => void start()}
      >
        {label}
        {orderNos.length ? `（${orderNos.length}）` : ''}
      </Button>
      {labels && font && (
        <PrintDialog
          open
          onClose={() => {
            setLabels(null);
            onDone();
          }}
          template={presetTemplate('waybill-100x180')}
          templateId={null}
          kind="waybill-100x180"
          rows={labels as unknown as LabelData[]}
          font={font}
          askCopies={false}
          oneJob
        />
      )}
    </Space>
  );
}

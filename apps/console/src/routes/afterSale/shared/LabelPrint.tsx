import { useState } from 'react';
import { Button } from 'antd';
import type { HeadlessRow } from '@oms/api-client';
import type { LabelData } from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { presetTemplate } from '../../../print/presetTemplate.ts';
import { useAfterSaleDetail } from '../../../api/afterSale.ts';
import { useReturnAddress } from '../../../api/returnSettings.ts';

const now = () => new Date().toISOString();

/** 售后标签: one per returned piece, stuck on the goods so the desk and the stall know whose they are. */
function AfterSaleLabelDialog({ asNo, onClose }: { asNo: string; onClose: () => void }) {
  const { font } = useLabelFont();
  const { data: kase } = useAfterSaleDetail(asNo);
  const { data: addresses } = useReturnAddress();
  if (!font || !kase) return null;
  const returnCode = addresses?.[0]?.returnCode ?? '';
  const rows: LabelData[] = kase.lines.map((l) => ({
    su: kase.asNo,
    orderNo: kase.orderNo,
    sortCode: returnCode,
    allocCode: `第${l.lineNo}款`,
    allocation: l.stall,
    artNo: l.articleNo,
    spec: `${l.color}/${l.size}`,
    quantity: l.qty,
    printTime: now(),
  }));
  return (
    <PrintDialog
      open
      onClose={onClose}
      template={presetTemplate('after-sale', 'quantity')}
      templateId={null}
      kind="after-sale"
      rows={rows}
      font={font}
      askCopies={false}
    />
  );
}

/** 打印售后标签 for a case whose goods come back (退货退款, 换货). */
export function AfterSaleLabelButton({ asNo, size = 'small' }: { asNo: string; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={`打印售后标签 ${asNo}`}>
        打印售后标签
      </Button>
      {open && <AfterSaleLabelDialog asNo={asNo} onClose={() => setOpen(false)} />}
    </>
  );
}

/** 打印无头件标签: the parcel's number as a barcode, when it was signed for, the courier and waybill. */
export function HeadlessLabelButton({ row }: { row: HeadlessRow }) {
  const [open, setOpen] = useState(false);
  const { font } = useLabelFont();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`打印无头件标签 ${row.headlessNo}`}>
        打印无头件标签
      </Button>
      {open && font && (
        <PrintDialog
          open
          onClose={() => setOpen(false)}
          template={presetTemplate('headless')}
          templateId={null}
          kind="headless"
          rows={[
            {
              headlessNo: row.headlessNo,
              signedAt: row.signedAt,
              returnExpress: row.courierName,
              returnWaybillNo: row.waybillNo,
            },
          ]}
          font={font}
        />
      )}
    </>
  );
}

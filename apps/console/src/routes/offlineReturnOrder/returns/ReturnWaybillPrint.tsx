import type { WaybillLabel } from '@oms/api-client';
import type { LabelData } from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { PrintLoading } from '../../../print/PrintLoading.tsx';
import { presetTemplate } from '../../../print/presetTemplate.ts';

/** A parcel of returns' waybill on the 100×180 preset, one job; the label font is loaded first. */
export function ReturnWaybillPrint({ label, onClose }: { label: WaybillLabel | null; onClose: () => void }) {
  const { font } = useLabelFont();
  if (!label) return null;
  if (!font) return <PrintLoading title="打印" tip="正在载入标签字体…" onClose={onClose} />;
  return (
    <PrintDialog
      open
      onClose={onClose}
      template={presetTemplate('waybill-100x180')}
      templateId={null}
      kind="waybill-100x180"
      rows={[label] as unknown as LabelData[]}
      font={font}
      askCopies={false}
      oneJob
    />
  );
}

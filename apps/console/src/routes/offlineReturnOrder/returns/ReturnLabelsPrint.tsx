import { useMemo } from 'react';
import type { ReturnLabels } from '@oms/api-client';
import type { LabelData, Template } from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { presetTemplate } from '../../../print/presetTemplate.ts';

/**
 * The bench's roll for returns: per item its 退货入库标签 (for the shelf) and then one 退货标签 a piece
 * (for the bag back to the stall), printed as one job.
 */
export function returnRoll(answer: ReturnLabels) {
  const storage = presetTemplate('return-storage');
  const label = presetTemplate('return-label');
  const sequence: { template: Template; row: LabelData }[] = [];
  answer.labels.forEach((l, i) => {
    const slip = answer.storage[i];
    if (slip) sequence.push({ template: storage, row: { ...slip } });
    for (let n = 0; n < l.quantity; n++) sequence.push({ template: label, row: { ...l } });
  });
  return { label, sequence };
}

export function ReturnLabelsPrint({ answer, onClose }: { answer: ReturnLabels | null; onClose: () => void }) {
  const { font } = useLabelFont();
  const roll = useMemo(() => (answer ? returnRoll(answer) : null), [answer]);
  if (!answer || !roll || !font) return null;
  return (
    <PrintDialog
      open
      onClose={onClose}
      template={roll.label}
      templateId={null}
      kind="return-label"
      rows={answer.labels.map((l) => ({ ...l }))}
      font={font}
      askCopies={false}
      sequence={roll.sequence}
      oneJob
    />
  );
}

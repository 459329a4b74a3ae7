import type { LabelTemplateKind } from '@oms/api-client';
import type { LabelData } from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { pickLabelTemplate, returnLabelTemplate } from './offlineLabels.ts';

/** The print dialog for offline labels: the rows the server made, one label per piece. */
export function OfflineLabelPrint({
  kind,
  rows,
  onClose,
}: {
  kind: Extract<LabelTemplateKind, 'offline-pick' | 'return-label'>;
  rows: LabelData[] | null;
  onClose: () => void;
}) {
  const { font } = useLabelFont();
  if (!rows || !font) return null;
  return (
    <PrintDialog
      open
      onClose={onClose}
      template={kind === 'offline-pick' ? pickLabelTemplate() : returnLabelTemplate()}
      templateId={null}
      kind={kind}
      rows={rows}
      font={font}
      askCopies={false}
    />
  );
}

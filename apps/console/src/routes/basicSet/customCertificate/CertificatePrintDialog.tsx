// Printing a certificate: the certificate template, its fields as the data row, copies from 份数.
import type { CertificateFields } from '@oms/api-client';
import type { LabelFont } from '@oms/label-engine';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { certificateData, certificateTemplate } from './certificateLabel.ts';

export function CertificatePrintDialog({
  certificate,
  font,
  onClose,
}: {
  certificate: CertificateFields;
  font: LabelFont;
  onClose: () => void;
}) {
  return (
    <PrintDialog
      open
      onClose={onClose}
      template={certificateTemplate()}
      templateId={null}
      kind="certificate"
      rows={[certificateData(certificate)]}
      font={font}
      askCopies={false}
    />
  );
}

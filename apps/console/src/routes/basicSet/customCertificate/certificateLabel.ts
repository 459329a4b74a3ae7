// A certificate prints with the engine's certificate preset (400×700 tenths of a mm, copies from quantity).
import { findPreset, parseTemplate, type LabelData, type Template } from '@oms/label-engine';
import type { CertificateFields } from '@oms/api-client';

let template: Template | null = null;

export function certificateTemplate(): Template {
  template ??= parseTemplate(findPreset('certificate')!.template);
  return template;
}

/** The certificate's fields as the template's data row; no logo unless the seller adds one. */
export const certificateData = (c: CertificateFields): LabelData => ({ logo: '', ...c });

// A certificate prints with the engine's certificate preset (400×700 tenths of a mm, copies from quantity).
import type { LabelData, Template } from '@oms/label-engine';
import type { CertificateFields } from '@oms/api-client';
import { presetTemplate } from '../../../print/presetTemplate.ts';

export const certificateTemplate = (): Template => presetTemplate('certificate');

/** The certificate's fields as the template's data row; no logo unless the seller adds one. */
export const certificateData = (c: CertificateFields): LabelData => ({ logo: '', ...c });

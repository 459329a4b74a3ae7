// A field's name as the label itself prints it: "订单号：{{orderNo}}" calls orderNo 订单号. Works for the
// built-in labels and the account's own designs alike; a field the label prints bare keeps its key.
import { PICKUP_KEY_LABELS, type Template } from '@oms/label-engine';

const CAPTIONED = /^\s*([^{}：:\s][^{}：:]{0,11})[：:]\s*\{\{\s*([\w.]+)/;

export function fieldCaptions(template: Template): Record<string, string> {
  const captions: Record<string, string> = { ...PICKUP_KEY_LABELS };
  for (const el of template.elements) {
    const content = 'content' in el && typeof el.content === 'string' ? el.content : '';
    const m = CAPTIONED.exec(content);
    if (m && !captions[m[2]!]) captions[m[2]!] = m[1]!.trim();
  }
  return captions;
}

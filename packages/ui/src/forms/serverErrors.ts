import type { FormInstance } from 'antd';
import type { ApiEnvelope } from '@oms/api-client';

/** The field a server answer blames (`data.field`), when there is one. */
export function blamedField(answer: ApiEnvelope<unknown>): string | null {
  const data = answer.data as { field?: unknown } | null | undefined;
  return answer.errorCode !== 0 && data && typeof data.field === 'string' && data.field ? data.field : null;
}

/**
 * The rule for every form: a refusal that names a field (`{errorCode, errorMsg, data: {field}}`) is shown
 * under that field, where the user will fix it. Returns false when the answer names no field of this
 * form, so the caller shows the message another way (a toast).
 */
export function showServerError<V>(form: FormInstance<V>, answer: ApiEnvelope<unknown>): boolean {
  const field = blamedField(answer);
  if (!field) return false;
  const name = field.split('.');
  if (!form.getFieldInstance(name as never)) return false;
  form.setFields([{ name: name as never, errors: [answer.errorMsg] }]);
  form.scrollToField(name as never);
  return true;
}

/** The form's values, or null when a rule failed (antd shows those errors itself; nothing to throw). */
export async function validatedValues<V>(form: FormInstance<V>): Promise<V | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}

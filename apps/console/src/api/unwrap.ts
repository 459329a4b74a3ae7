import type { ApiEnvelope } from '@oms/api-client';

/** Resolves the data of a successful answer; anything else becomes an Error carrying the envelope. */
export async function unwrap<T>(answer: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await answer;
  if (envelope.errorCode !== 0) throw Object.assign(new Error(envelope.errorMsg), { envelope });
  return envelope.data;
}

import { SEND_BACK_MAX_PARCELS } from '@oms/api-client';

export const PROBLEM_SEND_BACK_PATH = '/afterSale/problemSendBack';

/** /afterSale/problemSendBack?ids=12,13: the 问题件 to send back (at most 50, each once). */
export const sendBackHref = (ids: readonly number[]) => `${PROBLEM_SEND_BACK_PATH}?ids=${ids.join(',')}`;

export function readSendBackIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-9]\d{0,15}$/.test(s))
    .map(Number)
    .filter(Number.isSafeInteger);
  return [...new Set(ids)].slice(0, SEND_BACK_MAX_PARCELS);
}

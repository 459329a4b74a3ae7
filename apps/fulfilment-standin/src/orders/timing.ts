import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import { nextBatchCut } from '../shanghai.ts';

/**
 * How long each step takes in simulated time. With immediate batch cuts the whole life — paid to
 * signed — is about half an hour at SIM_SPEED=1 (the demo), three seconds at 600 (the tests).
 */
const MIN = 60_000;
export const STEP_MS = {
  /** Batched this long after submission when cuts are immediate. */
  immediateBatch: 1 * MIN,
  /** A picker answers for a line within this range after the batch. */
  pick: [5 * MIN, 12 * MIN] as const,
  /** An accepted exchange is fetched from the other stall this fast. */
  exchangePick: 3 * MIN,
  qc: 3 * MIN,
  pack: 2 * MIN,
  print: 1 * MIN,
  /** Between courier steps: 揽收, 发往, 到达, 派件, 签收. */
  courier: [3 * MIN, 3 * MIN, 3 * MIN, 2 * MIN, 3 * MIN] as const,
};

export type BatchCuts = 'clock' | 'immediate';

/** When lines waiting from `atMs` are next batched: the 10:00 / 15:00 cut, or a minute later when sped up. */
export function batchTime(atMs: number, cuts: BatchCuts): number {
  return cuts === 'clock' ? nextBatchCut(atMs) : atMs + STEP_MS.immediateBatch;
}

/** A picker's answer time for one pick of one line: seeded, so a rerun answers at the same moments. */
export function pickDelay(seed: number, orderNo: string, lineNo: number, attempt: number): number {
  const rng = new Rng(mixSeed(seed, hashText(orderNo), lineNo, attempt, 11));
  return rng.int(STEP_MS.pick[0], STEP_MS.pick[1]);
}

import { ErrorCode, HEADLESS_CLAIM_TRIES } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { ApiError, conflict, notFound } from '../../../http/apiError.ts';
import { lockHeadless, matchHeadless } from './headlessParcels.ts';
import { beijingToday, countTry, triesSoFar } from './headlessLimits.ts';

/**
 * 认领: the full waybill number proves the parcel is the caller's — it becomes their 问题件 (寄回 or 丢弃
 * there). A wrong number counts against today's 5 tries (counted outside the refused transaction);
 * claimed by anyone already → 44006; gone from the pool (30 days) → 40900.
 */
export async function claimHeadless(db: Db, tenantId: number, headlessNo: string, waybillNo: string) {
  const left = HEADLESS_CLAIM_TRIES - (await triesSoFar(db, tenantId, 'WRONG_CLAIM', beijingToday));
  if (left <= 0) throw new ApiError(ErrorCode.HEADLESS_CLAIM_MISMATCH, '认领信息不匹配次数过多，请明天再试');
  const outcome = await db.transaction(async (tx) => {
    const parcel = await lockHeadless(tx, headlessNo);
    if (!parcel) throw notFound('无头件不存在');
    if (parcel.state === 'MATCHED') throw new ApiError(ErrorCode.HEADLESS_CLAIMED, '该包裹已被认领');
    if (parcel.state !== 'WAIT_CLAIM') throw conflict('包裹已由平台处理，不能认领');
    if (parcel.waybill_no.toUpperCase() !== waybillNo.toUpperCase()) return 'WRONG' as const;
    return { problemParcelId: (await matchHeadless(tx, parcel, tenantId, 'CLAIM'))! };
  });
  if (outcome === 'WRONG') {
    const used = await countTry(db, tenantId, 'WRONG_CLAIM', beijingToday);
    throw new ApiError(
      ErrorCode.HEADLESS_CLAIM_MISMATCH,
      `认领信息不匹配，今日还可尝试${Math.max(0, HEADLESS_CLAIM_TRIES - used)}次`,
    );
  }
  return { headlessNo, problemParcelId: outcome.problemParcelId };
}

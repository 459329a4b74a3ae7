import { eq, sql } from 'drizzle-orm';
import { ErrorCode, RECEIVER_REVEALS_PER_DAY, type RevealedReceiver } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { shops } from '../../db/schema.ts';
import { ApiError } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import { accessTokenFor } from './shopCredentials.ts';
import { PlatformError } from './platform/adapter.ts';
import type { ShopServices } from './shopServices.ts';

type PlainReceiver = Omit<RevealedReceiver, 'leftToday'>;

/** The order whose receiver is asked for, as its module found it (the caller's tenant already checked). */
export interface RevealSubject {
  documentKind: 'SHOP_ORDER' | 'DAIFA_ORDER';
  documentNo: string;
  platform: string | null;
  /** A masking platform's sealed receiver, with the shop and order it belongs to. */
  sealed: { cipher: string; shopId: number; tid: string } | null;
  /** The receiver as we hold it: plain where it was typed or the platform gave it plain. */
  stored: PlainReceiver;
}

/** What a refused 解密 means for the seller. */
function refusalOf(error: PlatformError): ApiError {
  if (error.kind === 'authorization_revoked')
    return new ApiError(ErrorCode.CONFLICT, '店铺授权已失效，请重新授权后再查看');
  if (error.kind === 'rejected')
    return new ApiError(ErrorCode.TOO_MANY_REQUESTS, `平台拒绝解密：${error.message}`);
  return new ApiError(ErrorCode.CONFLICT, '平台暂时无法解密，请稍后再试');
}

async function decrypt(db: Db, shopServices: ShopServices, subject: RevealSubject): Promise<PlainReceiver> {
  const { cipher, shopId, tid } = subject.sealed!;
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new ApiError(ErrorCode.CONFLICT, '店铺已删除，无法解密收件人信息');
  const adapter = shopServices.adapterFor(shop.platform);
  if (!adapter.decryptReceiver) throw new ApiError(ErrorCode.CONFLICT, '该平台不提供解密');
  const ask = async (force: boolean) =>
    adapter.decryptReceiver!(await accessTokenFor(db, shopServices.seal, adapter, shop, { force }), {
      tid,
      encrypted: cipher,
    });
  try {
    // a token the platform calls expired before its time: refreshed once, then asked again
    return await ask(false).catch((error: unknown) => {
      if (error instanceof PlatformError && error.kind === 'token_expired') return ask(true);
      throw error;
    });
  } catch (error) {
    if (error instanceof PlatformError) throw refusalOf(error);
    throw error;
  }
}

/**
 * 查看完整信息: the receiver in full, once. A sealed one is asked of the platform (which counts its own
 * 解密 per shop); every reveal is counted against the account's day (Asia/Shanghai) under a lock of that
 * account, and written to `receiver_reveals` — who, which order, how — never the values.
 */
export async function revealReceiver(
  db: Db,
  shopServices: ShopServices,
  caller: Caller,
  subject: RevealSubject,
): Promise<RevealedReceiver> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`receiver-reveal:${caller.accountId}`}, 0))`,
    );
    const counted = await tx.execute<{ used: number }>(sql`
      select count(*)::int as used from receiver_reveals
       where account_id = ${caller.accountId}
         and at >= date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`);
    const used = Number(counted.rows[0]!.used);
    if (used >= RECEIVER_REVEALS_PER_DAY)
      throw new ApiError(
        ErrorCode.TOO_MANY_REQUESTS,
        `今日查看完整信息已达 ${RECEIVER_REVEALS_PER_DAY} 次，请明天再试`,
      );
    const plain = subject.sealed ? await decrypt(db, shopServices, subject) : subject.stored;
    await tx.execute(sql`
      insert into receiver_reveals (tenant_id, account_id, document_kind, document_no, platform, via)
      values (${caller.tenantId}, ${caller.accountId}, ${subject.documentKind}, ${subject.documentNo},
              ${subject.platform}, ${subject.sealed ? 'PLATFORM_DECRYPT' : 'STORED'})`);
    const { name, phone, province, city, district, address } = plain;
    return { name, phone, province, city, district, address, leftToday: RECEIVER_REVEALS_PER_DAY - used - 1 };
  });
}

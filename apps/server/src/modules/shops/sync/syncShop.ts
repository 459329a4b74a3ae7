import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { shopSyncLogs, shops } from '../../../db/schema.ts';
import {
  PlatformError,
  type PlatformAdapter,
  type PlatformOrderPage,
  type PlatformRefundPage,
} from '../platform/adapter.ts';
import { isTransient, platformErrorText } from '../platform/platformErrors.ts';
import { accessTokenFor, markShopExpired } from '../shopCredentials.ts';
import type { TokenSeal } from '../tokenSeal.ts';
import { applyOrders, type ApplyCounts } from './applyOrders.ts';
import { applyRefunds } from './applyRefunds.ts';
import { notify } from '../../notify/emit.ts';

export interface SyncDeps {
  db: Db;
  adapterFor(channel: string): PlatformAdapter;
  seal: TokenSeal;
  /** How long one sync holds a shop without renewing (a killed process's lease lapses after this). */
  leaseMs?: number;
  pageSize?: number;
  /** How far back the first sync of a new shop reaches. */
  firstSyncDays?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Who holds the lease; one per process. */
  owner?: string;
}

export type SyncTrigger = 'SCHEDULE' | 'MANUAL' | 'AUTHORIZE';

export type SyncOutcome =
  | ({ state: 'OK'; pages: number } & ApplyCounts)
  | { state: 'SKIPPED'; reason: 'busy' | 'not_authorized' | 'not_verified' | 'missing' }
  | { state: 'FAILED'; error: string; transient: boolean };

const processOwner = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Rate-limit waits within one run before the job gives the shop back to the queue. */
const MAX_RATE_LIMIT_WAITS = 20;

/**
 * Pulls a shop's changed orders from its platform, page by page from the stored cursor. Each page's
 * orders and the cursor that follows them commit in one transaction: a run killed at any point resumes
 * exactly where the last committed page ended, losing and duplicating nothing.
 */
export async function syncShop(deps: SyncDeps, shopId: number, trigger: SyncTrigger): Promise<SyncOutcome> {
  const { db } = deps;
  const owner = deps.owner ?? processOwner;
  const leaseMs = deps.leaseMs ?? 120_000;
  const pageSize = deps.pageSize ?? 100;
  const sleep = deps.sleep ?? defaultSleep;

  const [shop] = await db
    .update(shops)
    .set({ syncLeaseOwner: owner, syncLeaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(
      and(
        eq(shops.id, shopId),
        sql`(${shops.syncLeaseUntil} is null or ${shops.syncLeaseUntil} < now() or ${shops.syncLeaseOwner} = ${owner})`,
      ),
    )
    .returning();
  if (!shop) {
    const [exists] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
    return { state: 'SKIPPED', reason: exists ? 'busy' : 'missing' };
  }
  const release = () =>
    db
      .update(shops)
      .set({ syncLeaseOwner: null, syncLeaseUntil: null })
      .where(and(eq(shops.id, shopId), eq(shops.syncLeaseOwner, owner)));
  if (shop.authState !== 'AUTHORIZED' || shop.expireTime.getTime() <= Date.now()) {
    await release();
    return { state: 'SKIPPED', reason: 'not_authorized' };
  }
  if (shop.platform === 'REDBOOK' && !shop.verifiedAt) {
    await release();
    return { state: 'SKIPPED', reason: 'not_verified' };
  }

  // A run that died holding this shop left its log open: we hold the shop now, so it is over.
  await db
    .update(shopSyncLogs)
    .set({ result: 'INTERRUPTED', finishedAt: sql`now()`, error: '同步进程中断，已从断点继续' })
    .where(and(eq(shopSyncLogs.shopId, shopId), eq(shopSyncLogs.result, 'RUNNING')));
  const [log] = await db.insert(shopSyncLogs).values({ shopId, trigger }).returning({ id: shopSyncLogs.id });
  const totals: ApplyCounts = { created: 0, updated: 0, unchanged: 0 };
  const adapter = deps.adapterFor(shop.platform);
  let pages = 0;

  try {
    let token = await accessTokenFor(db, deps.seal, adapter, shop);
    const since = shop.syncSince ?? new Date(Date.now() - (deps.firstSyncDays ?? 30) * 24 * 3600 * 1000);
    let rateLimitWaits = 0;
    let refreshed = false;
    /** One platform call: rate limits waited out (up to a point), an expired token refreshed once. */
    const ask = async <T>(call: (accessToken: string) => Promise<T>): Promise<T> => {
      for (;;) {
        try {
          return await call(token);
        } catch (error) {
          if (
            error instanceof PlatformError &&
            error.kind === 'rate_limited' &&
            rateLimitWaits < MAX_RATE_LIMIT_WAITS
          ) {
            rateLimitWaits += 1;
            await sleep(Math.min(Math.max(error.retryAfterMs ?? 1000, 100), 10_000));
            continue;
          }
          if (error instanceof PlatformError && error.kind === 'token_expired' && !refreshed) {
            refreshed = true;
            token = await accessTokenFor(db, deps.seal, adapter, shop, { force: true });
            continue;
          }
          throw error;
        }
      }
    };
    let cursor = shop.syncCursor;
    for (;;) {
      const page: PlatformOrderPage = await ask((t) =>
        adapter.pullChangedOrders(t, { since, cursor, pageSize }),
      );
      pages += 1;
      const counts = await db.transaction(async (tx) => {
        const applied = await applyOrders(tx, shop, page.orders);
        await advanceFeed(tx, shopId, 'sync', page.nextCursor, newest(page.orders), since, leaseMs);
        await tx
          .update(shopSyncLogs)
          .set({
            created: sql`${shopSyncLogs.created} + ${applied.created}`,
            updated: sql`${shopSyncLogs.updated} + ${applied.updated}`,
            unchanged: sql`${shopSyncLogs.unchanged} + ${applied.unchanged}`,
          })
          .where(eq(shopSyncLogs.id, log!.id));
        return applied;
      });
      totals.created += counts.created;
      totals.updated += counts.updated;
      totals.unchanged += counts.unchanged;
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    // 店铺售后: the refunds feed from its own place, after the orders it names are in
    const refundSince = shop.refundSince ?? since;
    let refundCursor = shop.refundCursor;
    for (;;) {
      const page: PlatformRefundPage = await ask((t) =>
        adapter.pullRefunds(t, { since: refundSince, cursor: refundCursor, pageSize }),
      );
      await db.transaction(async (tx) => {
        await applyRefunds(tx, shop, page.refunds);
        await advanceFeed(tx, shopId, 'refund', page.nextCursor, newest(page.refunds), refundSince, leaseMs);
      });
      if (!page.nextCursor) break;
      refundCursor = page.nextCursor;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(shopSyncLogs)
        .set({ result: 'OK', finishedAt: sql`now()` })
        .where(eq(shopSyncLogs.id, log!.id));
      await tx
        .update(shops)
        .set({
          lastSyncAt: sql`now()`,
          lastSyncResult: 'OK',
          lastSyncError: null,
          syncLeaseOwner: null,
          syncLeaseUntil: null,
        })
        .where(and(eq(shops.id, shopId), eq(shops.syncLeaseOwner, owner)));
    });
    return { state: 'OK', pages, ...totals };
  } catch (error) {
    const text = platformErrorText(error);
    await db
      .update(shopSyncLogs)
      .set({ result: 'FAILED', finishedAt: sql`now()`, error: text })
      .where(eq(shopSyncLogs.id, log!.id));
    await db.transaction(async (tx) => {
      await tx
        .update(shops)
        .set({ lastSyncAt: sql`now()`, lastSyncResult: 'FAILED', lastSyncError: text })
        .where(eq(shops.id, shopId));
      // a failure that retrying will not cure is the seller's to act on (a blip is retried quietly)
      if (error instanceof PlatformError && !isTransient(error))
        await notify.emit(tx, {
          type: 'SHOP_SYNC_FAILED',
          tenantId: shop.tenantId,
          key: `sync:${log!.id}`,
          params: { shopId, shopName: shop.name, reason: text },
        });
    });
    if (
      error instanceof PlatformError &&
      (error.kind === 'authorization_revoked' || error.kind === 'token_expired')
    ) {
      await markShopExpired(db, shopId, text);
    }
    await release();
    if (!(error instanceof PlatformError)) throw error;
    return { state: 'FAILED', error: text, transient: isTransient(error) };
  }
}

const newest = (changes: { modifiedAt: Date }[]) =>
  changes.reduce<Date | null>((max, c) => (max === null || c.modifiedAt > max ? c.modifiedAt : max), null);

/**
 * A feed's place after a page (`sync_*` the orders', `refund_*` the refunds'), in the page's
 * transaction: within a pass the cursor and the newest change seen; at the present, the next pass
 * starts at that newest change (inclusive, so a change sharing the instant is pulled again and
 * written only if newer).
 */
async function advanceFeed(
  tx: DbOrTx,
  shopId: number,
  feed: 'sync' | 'refund',
  nextCursor: string | null,
  maxModified: Date | null,
  since: Date,
  leaseMs: number,
) {
  const col = (name: string) => sql.raw(`${feed}_${name}`);
  const passMax = maxModified
    ? sql`greatest(${col('pass_max')}, ${maxModified.toISOString()}::timestamptz)`
    : col('pass_max');
  if (nextCursor)
    await tx.execute(sql`
      update shops set ${col('cursor')} = ${nextCursor}, ${col('pass_max')} = ${passMax},
             sync_lease_until = now() + make_interval(secs => ${leaseMs / 1000})
       where id = ${shopId}`);
  else
    await tx.execute(sql`
      update shops set ${col('since')} = coalesce(${passMax}, ${col('since')}, ${since.toISOString()}::timestamptz),
             ${col('cursor')} = null, ${col('pass_max')} = null
       where id = ${shopId}`);
}

import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { shopSyncLogs, shops } from '../../../db/schema.ts';
import { PlatformError, type PlatformAdapter, type PlatformOrderPage } from '../platform/adapter.ts';
import { isTransient, platformErrorText } from '../platform/platformErrors.ts';
import { accessTokenFor, markShopExpired } from '../shopCredentials.ts';
import type { TokenSeal } from '../tokenSeal.ts';
import { applyOrders, type ApplyCounts } from './applyOrders.ts';

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
    let cursor = shop.syncCursor;
    let rateLimitWaits = 0;
    let refreshed = false;
    for (;;) {
      let page: PlatformOrderPage;
      try {
        page = await adapter.pullChangedOrders(token, { since, cursor, pageSize });
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
      pages += 1;
      const maxModified = page.orders.reduce<Date | null>(
        (max, o) => (max === null || o.modifiedAt > max ? o.modifiedAt : max),
        null,
      );
      const counts = await db.transaction(async (tx) => {
        const applied = await applyOrders(tx, shop, page.orders);
        const passMax = maxModified
          ? sql`greatest(${shops.syncPassMax}, ${maxModified.toISOString()}::timestamptz)`
          : shops.syncPassMax;
        if (page.nextCursor) {
          await tx
            .update(shops)
            .set({
              syncCursor: page.nextCursor,
              syncPassMax: passMax,
              syncLeaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
            })
            .where(eq(shops.id, shopId));
        } else {
          // The pass reached the present: the next one starts at the newest change seen (inclusive,
          // so a change sharing that instant is pulled again and written only if newer).
          await tx
            .update(shops)
            .set({
              syncSince: sql`coalesce(${passMax}, ${shops.syncSince}, ${since.toISOString()}::timestamptz)`,
              syncCursor: null,
              syncPassMax: null,
            })
            .where(eq(shops.id, shopId));
        }
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
    await db
      .update(shops)
      .set({ lastSyncAt: sql`now()`, lastSyncResult: 'FAILED', lastSyncError: text })
      .where(eq(shops.id, shopId));
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

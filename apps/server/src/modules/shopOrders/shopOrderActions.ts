import { sellerFlag, shopOrderEndpoints, stateLabel } from '@oms/api-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ShopServices } from '../shops/shopServices.ts';
import { shopOrderEvents, shopOrders, shops } from '../../db/schema.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { ErrorCode } from '@oms/api-client';
import { PlatformError } from '../shops/platform/adapter.ts';
import { platformErrorText } from '../shops/platform/platformErrors.ts';
import { accessTokenFor } from '../shops/shopCredentials.ts';
import { applyOrders } from '../shops/sync/applyOrders.ts';
import { revealReceiver } from '../shops/receiverReveal.ts';
import { loadShopOrderDetail } from './shopOrderDetail.ts';
import type { OrderRecord } from './shopOrderRows.ts';
import type { ShopReceiverRow } from '../daifa/fromShop/fromShopOrders.ts';
import { shopOrderCounts } from './shopOrderCounts.ts';

/** Hold or release orders of the tenant; returns the ids that changed (others were already so). */
export async function setHold(db: DbOrTx, tenantId: number, accountId: number, ids: number[], hold: boolean) {
  const changed = await db
    .update(shopOrders)
    // By hand: a rule's time limit (and its 加急) no longer applies.
    .set({ hold, holdUntil: null, holdUrgent: false })
    .where(and(eq(shopOrders.tenantId, tenantId), inArray(shopOrders.id, ids), eq(shopOrders.hold, !hold)))
    .returning({ id: shopOrders.id });
  if (changed.length > 0) {
    shopOrderCounts.invalidate(tenantId);
    await db.insert(shopOrderEvents).values(
      changed.map((o) => ({
        orderId: o.id,
        kind: hold ? 'HOLD' : 'RELEASE',
        detail: hold ? '挂起订单' : '取消挂起',
        accountId,
      })),
    );
  }
  return changed.map((o) => o.id);
}

/** Sets the seller's remark and/or flag on orders of the tenant; returns the ids found. */
export async function setRemark(
  db: DbOrTx,
  tenantId: number,
  accountId: number,
  ids: number[],
  change: { sellerRemark?: string | undefined; sellerFlag?: number | undefined },
) {
  const set: Partial<typeof shopOrders.$inferInsert> = {};
  if (change.sellerRemark !== undefined) set.sellerRemark = change.sellerRemark;
  if (change.sellerFlag !== undefined) set.sellerFlag = change.sellerFlag;
  if (Object.keys(set).length === 0) throw invalid('请填写备注或选择旗帜', 'sellerRemark');
  const updated = await db
    .update(shopOrders)
    .set(set)
    .where(and(eq(shopOrders.tenantId, tenantId), inArray(shopOrders.id, ids)))
    .returning({ id: shopOrders.id });
  const detail = [
    change.sellerFlag !== undefined ? `旗帜改为${stateLabel(sellerFlag, String(change.sellerFlag))}` : null,
    change.sellerRemark !== undefined ? `卖家备注改为「${change.sellerRemark}」` : null,
  ]
    .filter(Boolean)
    .join('；');
  if (updated.length > 0) {
    shopOrderCounts.invalidate(tenantId);
    await db
      .insert(shopOrderEvents)
      .values(updated.map((o) => ({ orderId: o.id, kind: 'REMARK', detail, accountId })));
  }
  return updated.map((o) => o.id);
}

/** Actions on single orders of 同步订单: remark/flag, hold/release, 同步此订单. */
export function registerShopOrderActions(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, shopOrderEndpoints.detail, async ({ params, caller }) =>
    loadShopOrderDetail(db, caller, params.id),
  );

  registerEndpoint(app, ctx, shopOrderEndpoints.revealReceiver, async ({ params, caller }) => {
    const found = await db.execute<
      Pick<OrderRecord, 'tid' | 'platform' | 'shop_id' | 'receiver_masked'> &
        ShopReceiverRow & { receiver_cipher: string | null }
    >(sql`
      select tid, platform, shop_id, receiver_name, receiver_phone, receiver_province, receiver_city,
             receiver_district, receiver_address, receiver_masked, receiver_cipher
        from shop_orders where id = ${params.id} and tenant_id = ${caller.tenantId}`);
    const o = found.rows[0];
    if (!o) throw notFound('订单不存在');
    if (o.receiver_masked && !o.receiver_cipher)
      throw new ApiError(ErrorCode.CONFLICT, '平台未提供该订单的收件人密文，无法查看完整信息');
    return revealReceiver(db, ctx.shops, caller, {
      documentKind: 'SHOP_ORDER',
      documentNo: o.tid,
      platform: o.platform,
      sealed: o.receiver_cipher ? { cipher: o.receiver_cipher, shopId: Number(o.shop_id), tid: o.tid } : null,
      stored: {
        name: o.receiver_name,
        phone: o.receiver_phone,
        province: o.receiver_province,
        city: o.receiver_city,
        district: o.receiver_district,
        address: o.receiver_address,
      },
    });
  });

  registerEndpoint(app, ctx, shopOrderEndpoints.remark, async ({ body, caller }) => {
    const found = await setRemark(db, caller.tenantId, caller.accountId, [body.id], body);
    if (found.length === 0) throw notFound('订单不存在');
    return null;
  });

  const holdOrRelease =
    (hold: boolean) =>
    async ({
      body,
      caller,
    }: {
      body: { ids: number[] };
      caller: { tenantId: number; accountId: number };
    }) => {
      const [owned] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(shopOrders)
        .where(and(eq(shopOrders.tenantId, caller.tenantId), inArray(shopOrders.id, body.ids)));
      if (owned!.n !== new Set(body.ids).size) throw notFound('订单不存在');
      await setHold(db, caller.tenantId, caller.accountId, body.ids, hold);
      return null;
    };
  registerEndpoint(app, ctx, shopOrderEndpoints.hold, holdOrRelease(true));
  registerEndpoint(app, ctx, shopOrderEndpoints.release, holdOrRelease(false));

  registerEndpoint(app, ctx, shopOrderEndpoints.syncOne, async ({ params, caller }) => {
    await syncOneOrder(db, ctx.shops, caller, params.id);
    return loadShopOrderDetail(db, caller, params.id);
  });
}

/**
 * 同步此订单: pulls one order of the tenant from its platform and applies it. Throws an ApiError in
 * Chinese when the order is not the tenant's, the shop's authorisation is gone or the platform fails.
 */
export async function syncOneOrder(
  db: Db,
  shopServices: ShopServices,
  owner: { tenantId: number; accountId: number },
  orderId: number,
) {
  const [row] = await db
    .select({ order: shopOrders, shop: shops })
    .from(shopOrders)
    .innerJoin(shops, eq(shops.id, shopOrders.shopId))
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.tenantId, owner.tenantId)));
  if (!row) throw notFound('订单不存在');
  if (row.shop.authState !== 'AUTHORIZED' || row.shop.expireTime <= new Date()) {
    throw invalid('店铺授权已失效，请先到店铺授权页重新授权', 'id');
  }
  const adapter = shopServices.adapterFor(row.shop.platform);
  try {
    const token = await accessTokenFor(db, shopServices.seal, adapter, row.shop);
    const pulled = await adapter.pullOrder(token, row.order.tid);
    if (!pulled) throw new ApiError(ErrorCode.NOT_FOUND, '平台上找不到这个订单');
    await db.transaction(async (tx) => {
      const applied = await applyOrders(tx, row.shop, [pulled]);
      if (applied.unchanged > 0) {
        await tx.insert(shopOrderEvents).values({
          orderId: row.order.id,
          kind: 'SYNC_ONE',
          detail: '手动同步：平台订单无变化',
          accountId: owner.accountId,
        });
      }
    });
  } catch (error) {
    if (error instanceof PlatformError) throw new ApiError(ErrorCode.CONFLICT, platformErrorText(error));
    throw error;
  }
}

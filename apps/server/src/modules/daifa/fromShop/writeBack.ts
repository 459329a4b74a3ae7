import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { shops } from '../../../db/schema.ts';
import { accessTokenFor } from '../../shops/shopCredentials.ts';
import { PlatformError } from '../../shops/platform/adapter.ts';
import type { ShopServices } from '../../shops/shopServices.ts';
import { courierByCode } from '../express/couriers.ts';
import { addEvent } from '../orders/daifaOrders.ts';

/** Tries of a platform in trouble before 回传失败 waits for 重试 (waits 1, 2, 4, 8, 16 minutes between). */
export const WRITE_BACK_TRIES = 6;

/** A dropship order placed from a shop order has left with the courier: its waybill is due at the shop. */
export async function queueWriteBack(
  tx: DbOrTx,
  daifaOrderId: number,
  options: { early?: boolean } = {},
): Promise<boolean> {
  // early (提速发货, at the warehouse's print): only when the order's platform has it on
  const early = options.early ?? false;
  const r = await tx.execute(sql`
    insert into shop_write_backs (tenant_id, daifa_order_id, shop_order_id, early)
    select d.tenant_id, d.id, d.shop_order_id, ${early}
      from daifa_orders d
      ${early ? sql`join speed_delivery_settings s on s.tenant_id = d.tenant_id and s.platform = d.platform and s.enabled` : sql``}
     where d.id = ${daifaOrderId} and d.shop_order_id is not null
    on conflict (daifa_order_id) do nothing`);
  return r.rowCount === 1;
}

type Due = {
  id: string;
  attempts: number;
  daifa_order_id: string;
  waybill_no: string | null;
  courier_code: string;
  shop_order_id: string;
  tid: string;
  platform: string;
  shop_id: string;
  shop_status: string;
  shop_waybill: string | null;
  early: boolean;
};

type Outcome = { state: 'DONE' | 'RETRY' | 'FAILED'; error?: string; note?: string; additional?: boolean };

/** What the platform's answer means for the row: done, try again later, or wait for the seller. */
function outcomeOf(error: unknown, attempts: number): Outcome {
  if (!(error instanceof PlatformError)) return { state: 'RETRY', error: '回传失败：系统异常' };
  switch (error.kind) {
    case 'authorization_revoked':
      return { state: 'FAILED', error: '店铺授权已失效，请重新授权后重试' };
    case 'rejected':
      return { state: 'FAILED', error: `平台拒绝：${error.message}` };
    default:
      return attempts + 1 >= WRITE_BACK_TRIES
        ? { state: 'FAILED', error: `平台接口异常（已重试${WRITE_BACK_TRIES}次）：${error.message}` }
        : { state: 'RETRY', error: `平台接口异常，稍后自动重试：${error.message}` };
  }
}

/**
 * Pushes due waybills to their shops, one row at a time under its lock (`skip locked`: processes share
 * the work) held through the platform call, so no waybill goes twice at once; pushing the same waybill
 * again is answered 200 by the platforms, so a crash after their answer costs nothing. The platform's
 * courier code goes with it. A shop order already shipped with another of our parcels gets this one
 * as 追加包裹; one the seller shipped some other way (or finished, or closed) is left as it is.
 * Returns how many rows were worked.
 */
export async function runWriteBacks(db: Db, shopServices: ShopServices, limit = 20): Promise<number> {
  let worked = 0;
  for (; worked < limit; worked++) {
    const done = await db.transaction(async (tx) => {
      const r = await tx.execute<Due>(sql`
        select w.id, w.attempts, w.early, w.daifa_order_id, d.waybill_no, d.courier_code, w.shop_order_id, s.tid, s.platform,
               s.shop_id, s.status as shop_status, s.waybill_no as shop_waybill
          from shop_write_backs w
          join daifa_orders d on d.id = w.daifa_order_id
          join shop_orders s on s.id = w.shop_order_id
         where w.state = 'PENDING' and w.next_at <= now()
         order by w.next_at limit 1 for update of w skip locked`);
      const due = r.rows[0];
      if (!due) return false;
      const outcome = await push(tx, shopServices, due);
      await settle(tx, due, outcome);
      return true;
    });
    if (!done) break;
  }
  return worked;
}

/** The shop order went out with another of our parcels: this one follows it as 追加包裹. */
async function shippedByUs(tx: DbOrTx, due: Due): Promise<boolean> {
  if (due.shop_status !== 'SENT' || !due.shop_waybill) return false;
  const r = await tx.execute(sql`
    select 1 from daifa_orders where shop_order_id = ${due.shop_order_id} and waybill_no = ${due.shop_waybill} limit 1`);
  return r.rows.length > 0;
}

async function push(tx: DbOrTx, shopServices: ShopServices, due: Due): Promise<Outcome> {
  if (!due.waybill_no) return { state: 'FAILED', error: '代发订单还没有运单号' };
  const additional =
    due.shop_status !== 'WAIT_SEND' && due.shop_waybill !== due.waybill_no && (await shippedByUs(tx, due));
  if (due.shop_status !== 'WAIT_SEND' && !additional)
    return due.shop_waybill === due.waybill_no
      ? { state: 'DONE' }
      : {
          state: 'DONE',
          note: `店铺订单已${due.shop_status === 'SENT' ? '发货' : '不在待发货'}，未回传该运单号`,
        };
  const [shop] = await (tx as Db)
    .select()
    .from(shops)
    .where(eq(shops.id, Number(due.shop_id)));
  if (!shop) return { state: 'FAILED', error: '店铺已删除' };
  const courier = courierByCode(due.courier_code);
  const expressCompany = courier?.platformCodes[due.platform] ?? courier?.name ?? due.courier_code;
  try {
    const adapter = shopServices.adapterFor(due.platform);
    const send = async (force: boolean) => {
      const token = await accessTokenFor(tx as Db, shopServices.seal, adapter, shop, { force });
      const waybill = { tid: due.tid, expressCompany, waybillNo: due.waybill_no! };
      await (additional ? adapter.addPackage(token, waybill) : adapter.pushWaybill(token, waybill));
    };
    // A token the platform calls expired before its time: refreshed once, then sent again.
    await send(false).catch((error: unknown) => {
      if (error instanceof PlatformError && error.kind === 'token_expired') return send(true);
      throw error;
    });
  } catch (error) {
    return outcomeOf(error, due.attempts);
  }
  if (additional) return { state: 'DONE', additional: true };
  await tx.execute(sql`
    update shop_orders set status = 'SENT', express_company = ${expressCompany}, waybill_no = ${due.waybill_no}
     where id = ${due.shop_order_id} and status = 'WAIT_SEND'`);
  return { state: 'DONE' };
}

async function settle(tx: DbOrTx, due: Due, outcome: Outcome) {
  const orderId = Number(due.daifa_order_id);
  if (outcome.state === 'RETRY') {
    await tx.execute(sql`
      update shop_write_backs set attempts = attempts + 1, last_error = ${outcome.error ?? null},
             next_at = now() + make_interval(mins => ${2 ** due.attempts})
       where id = ${due.id}`);
    return;
  }
  await tx.execute(sql`
    update shop_write_backs set state = ${outcome.state}, attempts = attempts + 1,
           last_error = ${outcome.error ?? outcome.note ?? null},
           done_at = ${outcome.state === 'DONE' ? sql`now()` : sql`null`}
     where id = ${due.id}`);
  await addEvent(tx, orderId, {
    type:
      outcome.state === 'DONE' ? (outcome.note ? 'WRITE_BACK_SKIPPED' : 'WRITE_BACK') : 'WRITE_BACK_FAILED',
    params: {
      tid: due.tid,
      waybillNo: due.waybill_no,
      reason: outcome.error ?? outcome.note ?? null,
      ...(outcome.additional ? { additional: true } : {}),
      ...(due.early ? { early: true } : {}),
    },
  });
}

/** 重试回传 after 回传失败: the row is due again now, its tries counted afresh. */
export async function retryWriteBack(tx: DbOrTx, tenantId: number, orderNo: string): Promise<boolean> {
  const r = await tx.execute(sql`
    update shop_write_backs w set state = 'PENDING', attempts = 0, next_at = now(), last_error = null
      from daifa_orders d
     where d.id = w.daifa_order_id and d.tenant_id = ${tenantId} and d.order_no = ${orderNo} and w.state = 'FAILED'`);
  return r.rowCount === 1;
}

/** Works the write-backs every `everyMs` in this process (a process that runs jobs). */
export function startWriteBackRunner(
  db: Db,
  shopServices: ShopServices,
  everyMs: number,
  onError: (e: unknown) => void,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runWriteBacks(db, shopServices)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

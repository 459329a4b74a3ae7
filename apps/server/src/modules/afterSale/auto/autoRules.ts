import { sql } from 'drizzle-orm';
import { afterSaleType, stateLabel, yuanText, type AutoAfterSaleRules } from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { FulfilmentGateway } from '../../daifa/gateways/fulfilmentGateway.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import { convertShopAfterSale } from '../shopAfterSale/shopAfterSaleConvert.ts';
import { convertOf, shopCaseRecord, type ShopCaseRecord } from '../shopAfterSale/shopAfterSaleRows.ts';
import { cancelReturnCase } from '../returnCase.ts';
import { rulesOf } from './autoSettings.ts';
import { DeskUnreachable } from '../deskUnreachable.ts';

export interface AutoDeps {
  funds: FundsServices;
  fulfilment: FulfilmentGateway;
  returns: ReturnsGateway;
}

type Decision = { logId: number } | { waiting: true } | null;

async function log(
  tx: DbOrTx,
  row: {
    tenantId: number;
    shopAfterSaleId: number;
    rule: string | null;
    result: string;
    asNo?: string;
    message: string;
    /** A reason no later change can lift: the log offers no 重试. */
    final?: boolean;
  },
) {
  const r = await tx.execute<{ id: number }>(sql`
    insert into auto_after_sale_logs (tenant_id, shop_after_sale_id, rule, result, as_no, message, final_decision)
    values (${row.tenantId}, ${row.shopAfterSaleId}, ${row.rule}, ${row.result}, ${row.asNo ?? null},
            ${row.message.slice(0, 200)}, ${row.final ?? false})
    returning id`);
  return Number(r.rows[0]!.id);
}

/**
 * One shop case's version decided by the rules, in the caller's transaction with its row locked: the
 * case its dropship order allows is opened through 转为代发售后 (source AUTO) when that type's rule is
 * on — in a savepoint, so a refusal (the stall took it meanwhile, the warehouse out of reach) is logged
 * as 失败 and nothing else is written — else 已跳过 with why. 未发货仅退款 set to wait for the platform's
 * refund stays undecided until it comes. Each version is decided once (`auto_checked_at`).
 */
export async function decideShopCase(
  tx: DbOrTx,
  deps: AutoDeps,
  tenantId: number,
  shopAfterSaleId: number,
  rules: AutoAfterSaleRules,
): Promise<Decision> {
  const r = await shopCaseRecord(tx, tenantId, shopAfterSaleId, true);
  if (!r) return null;
  const checked = () =>
    tx.execute(
      sql`update shop_after_sales set auto_checked_at = platform_modified_at where id = ${shopAfterSaleId}`,
    );
  const base = { tenantId, shopAfterSaleId };
  if (r.as_no) {
    if (r.status !== 'CLOSED') return null;
    const outcome = await buyerWithdrew(tx, deps, r, rules, tenantId);
    // the desk out of reach: logged, and tried again by the next sweep (the case cannot be retried by hand)
    if (outcome.result !== 'FAILED') await checked();
    return { logId: await log(tx, { ...base, ...outcome }) };
  }
  const decision = convertOf(r);
  const type = decision.type;
  if (!type) {
    await checked();
    const skipped = {
      ...base,
      rule: null,
      result: 'SKIPPED',
      message: decision.why ?? '',
      final: decision.final,
    };
    return { logId: await log(tx, skipped) };
  }
  const on = {
    REFUND_UNDELIVERY: rules.refundUndelivery.on,
    REFUND_DELIVERY: rules.refundDelivery.on,
    RETURN_GOODS_DELIVERY: rules.returnGoods.on,
    FAST_REFUND_TIKTOK: rules.fastRefund.on,
    EXCHANGE_GOODS: rules.exchange.on,
  }[type];
  if (!on) {
    await checked();
    const message = `未开启「${stateLabel(afterSaleType, type)}」自动售后`;
    return { logId: await log(tx, { ...base, rule: type, result: 'SKIPPED', message }) };
  }
  // an interception costs the parcel's trip: only refunds up to the limit the seller chose
  if (type === 'REFUND_DELIVERY' && Number(r.amount_fen) > rules.refundDelivery.maxFen) {
    await checked();
    const message = `退款金额 ${yuanText(Number(r.amount_fen))} 超过自动拦截上限 ${yuanText(rules.refundDelivery.maxFen)}`;
    return { logId: await log(tx, { ...base, rule: type, result: 'SKIPPED', message }) };
  }
  if (
    type === 'REFUND_UNDELIVERY' &&
    rules.refundUndelivery.trigger === 'REFUNDED' &&
    r.status !== 'REFUNDED'
  )
    return { waiting: true };
  // 退货退款 once the buyer has sent the goods back (the platform shows the waybill): a return asked
  // for and never sent would wait 3 days for a number and close; the case then starts with its number
  if (
    (type === 'RETURN_GOODS_DELIVERY' || type === 'EXCHANGE_GOODS') &&
    (r.kind === 'RETURN_GOODS' || r.kind === 'EXCHANGE') &&
    r.status === 'REFUNDING' &&
    !r.return_waybill_no
  )
    return { waiting: true };
  try {
    const converted = await tx.transaction((sp) =>
      convertShopAfterSale(sp, deps, {
        tenantId,
        id: shopAfterSaleId,
        who: { accountId: tenantId, operatorName: '自动售后' },
        source: 'AUTO',
        record: r,
      }),
    );
    const message = converted.refundedFen > 0 ? `已退回余额 ${yuanText(converted.refundedFen)}` : '';
    return {
      logId: await log(tx, { ...base, rule: type, result: 'CREATED', asNo: converted.asNo, message }),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await checked();
    return { logId: await log(tx, { ...base, rule: type, result: 'FAILED', message: error.message }) };
  }
}

/**
 * 买家撤销: the buyer withdrew a refund already converted. With the rule on, a return still waiting for
 * the buyer's parcel is 撤销ed as the seller would (the desk told first, in a savepoint) → 已撤销; one
 * further on, or ended, is left as it is → 已跳过 with why; the desk out of reach → 失败, left undecided for
 * the next sweep.
 */
async function buyerWithdrew(
  tx: DbOrTx,
  deps: AutoDeps,
  r: ShopCaseRecord,
  rules: AutoAfterSaleRules,
  tenantId: number,
): Promise<{ rule: string; result: string; asNo: string; message: string; final?: boolean }> {
  const asNo = r.as_no!;
  const base = { rule: 'BUYER_CANCEL', asNo };
  if (!rules.buyerCancel.on)
    return { ...base, result: 'SKIPPED', message: '未开启「买家撤销后自动撤销代发售后」', final: true };
  if (r.case_status === 'CLOSE')
    return { ...base, result: 'SKIPPED', message: '代发售后已关闭', final: true };
  try {
    await tx.transaction((sp) =>
      cancelReturnCase(sp, deps.returns, {
        tenantId: tenantId,
        asNo,
        who: { accountId: tenantId, operatorName: '自动售后' },
      }),
    );
    return { ...base, result: 'CANCELED', message: '买家已撤销退款，代发售后已撤销' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const away = error instanceof DeskUnreachable;
    return { ...base, result: away ? 'FAILED' : 'SKIPPED', message: error.message, final: !away };
  }
}

/**
 * The sweep (`housekeeping-aftersale-auto`, every minute): each shop case of an account with 自动售后 on
 * whose goods went out as a dropship line, not yet a case, with a platform version not yet decided and
 * older than the account's wait — one transaction each, oldest change first, `batch` read at a time
 * after the last one seen (a case left waiting for 平台退款成功 is not read again in the same run) until
 * none is due or `budgetMs` is spent (the next minute's run goes on), `workers` at once (two refunds
 * of one order wait on its lock). Returns how many were decided.
 */
export async function runAutoAfterSales(
  db: Db,
  deps: AutoDeps,
  options: { batch?: number; budgetMs?: number; workers?: number } = {},
): Promise<number> {
  const batch = options.batch ?? 200;
  const workers = options.workers ?? 3;
  const until = Date.now() + (options.budgetMs ?? 50_000);
  let after: { at: string; id: number } | null = null;
  let decided = 0;
  for (;;) {
    const due: { rows: { id: number; tenant_id: number; rules: unknown; at: string }[] } =
      await db.execute(sql`
      select s.id, s.tenant_id, st.rules,
             to_char(s.platform_modified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from shop_after_sales s join auto_after_sale_settings st on st.tenant_id = s.tenant_id and st.enabled
       where ((s.after_sale_id is null and s.status in ('REFUNDING', 'REFUNDED') and s.dropshipped and s.lapsed_at is null)
              or (s.after_sale_id is not null and s.status = 'CLOSED'))
         and (s.auto_checked_at is null or s.auto_checked_at < s.platform_modified_at)
         -- 极速退款 waits for nothing: the platform has refunded the buyer already
         and (s.fast or s.platform_modified_at
             <= now() - make_interval(mins => coalesce((st.rules #>> '{refundUndelivery,waitMinutes}')::int, 0)))
         ${after ? sql`and (s.platform_modified_at, s.id) > (${after.at}::timestamptz, ${after.id})` : sql``}
       order by s.platform_modified_at, s.id limit ${batch}`);
    // a few at once: each waits on round trips (and the warehouse) more than on the CPU
    let next = 0;
    const worker = async () => {
      while (next < due.rows.length) {
        const row = due.rows[next++]!;
        const done = await db.transaction((tx) =>
          decideShopCase(tx, deps, Number(row.tenant_id), Number(row.id), rulesOf(row.rules)),
        );
        if (done && 'logId' in done) decided++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(workers, due.rows.length) }, worker));
    const last = due.rows.at(-1);
    if (!last || due.rows.length < batch || Date.now() >= until) return decided;
    after = { at: last.at, id: Number(last.id) };
  }
}

import { sql } from 'drizzle-orm';
import { PICKUP_CODE, type Brand, type PickupReportRequest } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { FulfilmentGateway } from '../../daifa/gateways/fulfilmentGateway.ts';
import type { MarketGoods } from '../../daifa/gateways/marketGateway.ts';
import { submitPaidOrders } from '../../daifa/warehouse/fulfilmentSubmitter.ts';
import { assignByIds } from '../pickupAssign.ts';
import { applyReport } from '../pickupReports.ts';
import { auditDay } from '../dayAudit.ts';
import { demoCaller } from './demoCaller.ts';
import { placeOwnOrder } from './demoOrders.ts';

/** Days of history before today, each 日结 (so each has its 拿货结算账单). */
export const HISTORY_DAYS = 30;
/** The last week is busy; the weeks before it quieter (and cheaper to seed: each order is placed and paid). */
const ordersOn = (back: number) => (back <= 7 ? 6 : 3);
const DAY_MS = 24 * 3600_000;

type Picker = { id: string; username: string; name: string };

/**
 * The 30 days before today, one day at a time: that day's dropship orders placed and paid, fetched by the
 * team (most taken, some at ¥1.00 over, a few 缺货 or 部分拿货) through the same calls as today's —
 * then the day's record moved back to its date (tasks, answers, take codes, 操作日志) and 日结审核 run,
 * which makes the day's bills. Runs before today's orders, so the board holds only this day's lines.
 */
export async function seedPickupHistory(
  db: Db,
  services: { funds: FundsServices; fulfilment: FulfilmentGateway },
  brand: Brand,
  tenantId: number,
  goods: readonly MarketGoods[],
  pickers: readonly Picker[],
): Promise<string[]> {
  const owner = demoCaller(tenantId, tenantId, 'purchaser', null, PICKUP_CODE);
  const days: string[] = [];
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const morning = startOfShanghaiDay(Date.now() - back * DAY_MS) + 9 * 3600_000;
    const orderNos: string[] = [];
    const count = ordersOn(back);
    for (let i = 0; i < count; i++) {
      orderNos.push(
        await placeOwnOrder(db, services.funds, brand, tenantId, goods, {
          key: `demo-pickup-history-${back}-${i}`,
          n: back * 10 + i,
          stride: [11, 5],
          at: new Date(morning - (count - i) * 20 * 60_000),
          courierCode: i % 2 ? 'YTO' : 'ZTO',
        }),
      );
    }
    await submitPaidOrders(db, services.fulfilment, count, tenantId);
    const open = (
      await db.execute<{ id: string; supplier_id: string | null }>(sql`
        select a.id, a.supplier_id from pickup_assignments a join pickup_tasks t on t.id = a.task_id
         where t.order_no = any(${sql.param(orderNos)}::text[]) and a.state = 'WAITING_ASSIGNED' order by a.id`)
    ).rows;
    // a stall a picker, the stalls dealt round the team
    const stalls = [...new Set(open.map((r) => r.supplier_id ?? '0'))];
    for (const [k, stall] of stalls.entries()) {
      const ids = open.filter((r) => (r.supplier_id ?? '0') === stall).map((r) => Number(r.id));
      await assignByIds(db, owner, ids, Number(pickers[(k + back) % pickers.length]!.id));
    }
    const taking = (
      await db.execute<{
        id: string;
        version: number;
        picker_id: string;
        qty: number;
        ref_price_fen: string;
      }>(sql`
        select a.id, a.version, a.picker_id, t.qty, t.ref_price_fen from pickup_assignments a
          join pickup_tasks t on t.id = a.task_id
         where t.order_no = any(${sql.param(orderNos)}::text[]) and a.state = 'TAKING' order by a.id`)
    ).rows;
    for (const [k, row] of taking.entries()) {
      const picker = pickers.find((p) => Number(p.id) === Number(row.picker_id))!;
      const base = { id: Number(row.id), version: Number(row.version) };
      const ref = Number(row.ref_price_fen);
      const kind = (k + back) % 9;
      const body: PickupReportRequest =
        kind === 0
          ? { ...base, outcome: 'LACK' }
          : kind === 1 && Number(row.qty) > 1
            ? { ...base, outcome: 'TOOK', tookQty: Number(row.qty) - 1, tookPriceFen: ref }
            : {
                ...base,
                outcome: 'TOOK',
                tookQty: Number(row.qty),
                tookPriceFen: ref + (kind === 2 ? 100 : 0),
              };
      await db.transaction((tx) =>
        applyReport(
          tx,
          demoCaller(Number(picker.id), tenantId, picker.username, picker.name, PICKUP_CODE),
          body,
        ),
      );
    }
    const day = await backdate(db, orderNos, back);
    // a line nobody answered (none, as dealt above) closes as the day's turn would close it
    await db.execute(sql`
      update pickup_assignments a set state = 'CLOSE', reason = 'UNREPORTED', updated_at = now()
        from pickup_tasks t
       where t.id = a.task_id and t.order_no = any(${sql.param(orderNos)}::text[])
         and a.state in ('WAITING_ASSIGNED', 'TAKING')`);
    // 日结 late that evening: the audit and the day's 平台拿退货费 are dated then
    const evening = new Date(morning + 12 * 3600_000);
    await auditDay(db, services.funds, owner, day, evening);
    await db.execute(sql`
      update pickup_day_audits set audited_at = ${evening.toISOString()}::timestamptz
       where tenant_id = ${tenantId} and day = ${day}::date`);
    days.push(day);
  }
  return days;
}

function startOfShanghaiDay(ms: number) {
  const shanghai = ms + 8 * 3600_000;
  return shanghai - (shanghai % DAY_MS) - 8 * 3600_000;
}

/**
 * The day's work moved back `back` days as it happened: the answers belong to that day, the take codes
 * read that day's date (NH + yyMMdd + the same running number), the times are that day's.
 */
async function backdate(db: Db, orderNos: string[], back: number): Promise<string> {
  const shift = sql`make_interval(days => ${back})`;
  return db.transaction(async (tx) => {
    const tasks = sql`(select id from pickup_tasks where order_no = any(${sql.param(orderNos)}::text[]))`;
    const moved = await tx.execute<{ day: string }>(sql`
      update pickup_assignments set day = day - ${back}::int, created_at = created_at - ${shift},
             updated_at = updated_at - ${shift}, assigned_at = assigned_at - ${shift},
             reported_at = reported_at - ${shift}
       where task_id in ${tasks} returning day::text as day`);
    await tx.execute(sql`
      update pickup_tasks set created_at = created_at - ${shift}, updated_at = updated_at - ${shift},
             take_code = 'NH' || to_char((created_at - ${shift}) at time zone 'Asia/Shanghai', 'YYMMDD') || right(take_code, 5)
       where id in ${tasks}`);
    await tx.execute(sql`update pickup_events set at = at - ${shift} where task_id in ${tasks}`);
    return moved.rows[0]!.day;
  });
}

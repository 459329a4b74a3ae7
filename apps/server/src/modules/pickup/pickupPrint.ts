import { sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  PICKUP_MAX_LABELS,
  type PickupLabels,
  type PickupPrintRequest,
  type PickupRow,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { courierByCode } from '../daifa/express/couriers.ts';
import { pickupSettingOf } from '../labelTemplates/pickupSetting.ts';
import { rowsWhere } from './pickupRows.ts';
import { logTask, shanghaiToday } from './pickupTasks.ts';

export const OPEN = sql`a.state in ('WAITING_ASSIGNED', 'TAKING') and not t.closed`;

/** The day's next batch, `M.D-N` — one statement, so two prints at once never share a number. */
async function nextBatch(tx: DbOrTx, tenantId: number, day: SQL): Promise<string> {
  const [row] = (
    await tx.execute<{ seq: number; md: string }>(sql`
      insert into pickup_day_counters (tenant_id, day, kind, seq) values (${tenantId}, ${day}, 'BATCH', 1)
      on conflict (tenant_id, day, kind) do update set seq = pickup_day_counters.seq + 1
      returning seq, to_char(day, 'FMMM.FMDD') as md`)
  ).rows;
  return `${row!.md}-${row!.seq}`;
}

/** What a label of the order says beyond its line: the courier, pieces in all, 单件/多件. */
type OrderFacts = { courier: string; pieces: number };

async function orderFacts(tx: DbOrTx, rows: PickupRow[]): Promise<Map<string, OrderFacts>> {
  const orderNos = [...new Set(rows.map((r) => r.orderNo))];
  const facts = await tx.execute<{ order_no: string; courier_code: string | null; pieces: number }>(sql`
    select t.order_no, max(d.courier_code) as courier_code, sum(t.qty)::int as pieces
      from pickup_tasks t left join daifa_orders d on t.source = 'DAIFA' and d.order_no = t.order_no
     where t.order_no = any(${sql.param(orderNos)}::text[]) and not t.closed
     group by t.order_no`);
  return new Map(
    facts.rows.map((f) => [
      f.order_no,
      {
        // the label's courier box holds a short name: 中通, 圆通, 顺丰
        courier: (f.courier_code ? (courierByCode(f.courier_code)?.name ?? '') : '').replace(
          /(快递|速递|速运|快运)$/,
          '',
        ),
        pieces: Number(f.pieces),
      },
    ]),
  );
}

/**
 * 打印标签: the chosen lines' labels, one a piece in walking order, with a card per stall. Lines never
 * printed take the day's next batch and are marked printed in the same transaction; a printed line keeps
 * its batch (重打 asks for the batch again). Over 5,000 labels is 47006, nothing marked.
 */
export async function batchPrint(db: Db, caller: Caller, body: PickupPrintRequest): Promise<PickupLabels> {
  // read before the transaction: one call holds one connection at a time
  const setting = await pickupSettingOf(db, caller);
  return db.transaction(async (tx) => {
    const day = 'day' in body && body.day ? sql`${body.day}::date` : shanghaiToday;
    let skipped = 0;
    let rows: PickupRow[];
    if (body.scope === 'IDS') {
      const chosen = await rowsWhere(tx, caller.tenantId, sql`a.id = any(${sql.param(body.ids)}::bigint[])`);
      if (chosen.length !== new Set(body.ids).size) throw notFound('任务不存在');
      rows = chosen.filter((r) => (r.state === 'WAITING_ASSIGNED' || r.state === 'TAKING') && !r.held);
      skipped = chosen.length - rows.length;
    } else if (body.scope === 'UNPRINTED') {
      rows = await rowsWhere(
        tx,
        caller.tenantId,
        sql`a.day = ${day} and ${OPEN} and not t.held and a.printed_at is null`,
      );
    } else {
      rows = await rowsWhere(tx, caller.tenantId, sql`a.day = ${day} and a.batch_no = ${body.batchNo}`);
      if (!rows.length) throw notFound('该批次没有标签');
    }
    const pieces = rows.reduce((n, r) => n + r.qty - r.tookQty, 0);
    if (pieces > PICKUP_MAX_LABELS)
      throw new ApiError(
        ErrorCode.PICKUP_PRINT_LIMIT,
        `单次最多打印${PICKUP_MAX_LABELS}张（本次 ${pieces} 张）`,
      );
    const { batchNo, claimed } = await claimLines(tx, caller, rows, day);
    const unprinted = rows.filter((r) => !r.printed).length;
    if (claimed === unprinted)
      rows = rows.map((r) => (r.printed || !batchNo ? r : { ...r, printed: true, batchNo }));
    // a print beside this one took some first: their batch is theirs, read again
    else
      rows = await rowsWhere(
        tx,
        caller.tenantId,
        sql`a.id = any(${sql.param(rows.map((r) => r.id))}::bigint[])`,
      );
    const [clock] = (
      await tx.execute<{ hm: string }>(
        sql`select to_char(now() at time zone 'Asia/Shanghai', 'HH24:MI') as hm`,
      )
    ).rows;
    return {
      batchNo,
      setting,
      ...labelsOf(rows, clock!.hm, callerName(caller), await orderFacts(tx, rows)),
      skipped,
    };
  });
}

/**
 * The never-printed of these lines, claimed under their row locks, take the day's next batch (a print or
 * a 下载取货码 running beside this one got the others first, and they keep its batch). Answers the batch,
 * or null when every line had one already.
 */
export async function claimBatch(tx: DbOrTx, caller: Caller, rows: readonly PickupRow[], day: SQL) {
  return (await claimLines(tx, caller, rows, day)).batchNo;
}

/** `claimBatch`, with how many lines it claimed. */
async function claimLines(tx: DbOrTx, caller: Caller, rows: readonly PickupRow[], day: SQL) {
  const claimed = await tx.execute<{ id: number; task_id: number }>(sql`
    select id, task_id from pickup_assignments
     where id = any(${sql.param(rows.filter((r) => !r.printed).map((r) => r.id))}::bigint[]) and printed_at is null
     order by id for update`);
  if (!claimed.rows.length) return { batchNo: null, claimed: 0 };
  const batchNo = await nextBatch(tx, caller.tenantId, day);
  await tx.execute(sql`
    update pickup_assignments set batch_no = ${batchNo}, printed_at = now(), updated_at = now()
     where id = any(${sql.param(claimed.rows.map((r) => Number(r.id)))}::bigint[])`);
  const taskIds = claimed.rows.map((r) => Number(r.task_id));
  await logTask(tx, taskIds, caller.tenantId, 'PRINTED', callerName(caller), { batchNo });
  return { batchNo, claimed: claimed.rows.length };
}

/** One label a piece still to fetch, stall by stall; each order's pieces numbered n/m and its 库位 in the roll. */
function labelsOf(rows: PickupRow[], hm: string, who: string, facts: Map<string, OrderFacts>) {
  const stalls: PickupLabels['stalls'] = [];
  const labels: PickupLabels['labels'] = [];
  const slots = new Map<string, number>();
  const counted = new Map<string, number>();
  let lastStall = '';
  for (const r of rows) {
    const place = r.market ? `${r.market} ${r.floor} ${r.stallNo}` : r.stall;
    if (place !== lastStall) {
      stalls.push({
        market: r.market,
        title: r.market ? `${r.floor} ${r.stallNo}` : r.stall,
        subtitle: r.stallName,
        lines: 0,
        pieces: 0,
      });
      lastStall = place;
    }
    const stall = stalls.at(-1)!;
    const fact = facts.get(r.orderNo) ?? { courier: '', pieces: r.qty };
    if (!slots.has(r.orderNo)) slots.set(r.orderNo, slots.size + 1);
    stall.lines += 1;
    for (let k = 0; k < r.qty - r.tookQty; k++) {
      const n = (counted.get(r.orderNo) ?? 0) + 1;
      counted.set(r.orderNo, n);
      stall.pieces += 1;
      const spec = `${r.articleNo} ${r.color}/${r.size}`;
      labels.push({
        assignmentId: r.id,
        stall: stalls.length - 1,
        data: {
          ARTICLE_SIZE_NUM: `${r.stallName || r.stall} ${spec}`,
          ARTICLE_SIZE_NUM_WITHOUT_NAME: spec,
          SHOP_ORDER_PRODUCT_NUM: `${n}/${fact.pieces}`,
          PRINT_TIME: `${r.batchNo ?? ''} ${hm}`.trim(),
          TAKE_CODE: r.takeCode,
          TAKE_CODE_QR: r.takeCode,
          SHOP_ORDER_NO: r.orderNo,
          PRINT_NAME: `打印：${who}`,
          SHOP_NAME_AND_PLATFORM: '',
          BUYER_REMARK: '',
          SELLER_REMARK: '',
          POSITION_NO: `库位 ${slots.get(r.orderNo)}`,
          EXPRESS_NAME: fact.courier,
          SHOP_ORDER_GOODS_TYPE: fact.pieces > 1 ? '多件' : '单件',
          PRINT_STALL_SEPARATOR: `—— ${place} ——`,
        },
      });
    }
  }
  return { stalls, labels };
}

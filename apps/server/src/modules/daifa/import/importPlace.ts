import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { BulkListKind, JobOwner, RowOutcome } from '../../../list/jobs/listJobKinds.ts';
import { createBulkJob } from '../../../list/jobs/bulkJobs.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { isLineProblem, resolveCollectLine } from '../collect/collectGoods.ts';
import { placeOrder, type PlacementLine } from '../placement/placement.ts';
import { checkContext, importHead, importSummary, type ImportDeps } from './imports.ts';
import { checkImport, valuesOf, type ImportOrder } from './importCheck.ts';

export interface ImportPlaceAction {
  importId: number;
}

/** The label of an order in the job's report: its 平台订单号, else the file's row. */
const labelSql = sql`case when r.group_key like '#%' then '第' || substr(r.group_key, 2) || '行' else r.group_key end`;

/**
 * 订单导入's 下单 as a bulk job of the list module: one item per order without errors (its first row's
 * id), each placed in its own transaction under `import:{id}:{order}` — a retried job or a repeated
 * item places nothing twice — at the market's price of the moment, with its rows marked.
 */
export function importPlaceKind(db: Db, deps: ImportDeps & { funds: FundsServices }): BulkListKind {
  return {
    listKey: 'daifaImports',
    permission: '/order/daifaOrderList',
    title: () => '导入订单下单',
    // Each order asks the market for its goods: small chunks keep the lease fresh.
    chunkSize: () => 20,
    snapshotQuery(owner, filter, limit) {
      const { importId } = filter as ImportPlaceAction;
      return sql`select min(r.id) as row_id, min(${labelSql}) as label
          from daifa_import_rows r join daifa_imports i on i.id = r.import_id
         where i.id = ${importId} and i.tenant_id = ${owner.tenantId}
         group by r.group_key having bool_and(r.state = 'OK')
         order by min(r.row_no) limit ${limit}`;
    },
    async labelsOf(tx, owner, ids) {
      const r = await tx.execute<{ id: string; label: string }>(sql`
        select r.id, ${labelSql} as label from daifa_import_rows r join daifa_imports i on i.id = r.import_id
         where i.tenant_id = ${owner.tenantId} and r.id = any(${arrayParam(ids)}::bigint[])`);
      return new Map(r.rows.map((x) => [Number(x.id), x.label]));
    },
    async run(owner, raw, items) {
      const outcomes = new Map<number, RowOutcome>();
      // The import (its mapping and courier) once per chunk, not once per order.
      const head = await importHead(db, owner.tenantId, (raw as ImportPlaceAction).importId);
      for (const item of items)
        outcomes.set(
          item.rowId,
          await placeGroup(db, deps, owner, item.rowId, raw as ImportPlaceAction, head),
        );
      return outcomes;
    },
  };
}

/** 下单: the orders without errors go to a bulk job (once: a repeated request answers the same import). */
export async function startImportPlace(
  db: Db,
  kind: BulkListKind,
  start: (jobId: number) => Promise<void>,
  owner: JobOwner,
  id: number,
  requestKey: string,
) {
  const head = await importHead(db, owner.tenantId, id);
  if (head.job_id !== null) return importSummary(db, owner.tenantId, id);
  const summary = await importSummary(db, owner.tenantId, id);
  if (summary.readyOrders === 0)
    throw new ApiError(ErrorCode.INVALID_INPUT, '没有可以下单的订单，请先修正错误');
  const job = await createBulkJob(
    db,
    kind,
    owner,
    { importId: id },
    { mode: 'filter', filter: { importId: id } },
  );
  // Compare-and-set: of two clicks at once, one job is kept; the other's is dropped unstarted.
  const claimed = await db.execute(sql`
    update daifa_imports set job_id = ${job.id}, request_key = ${requestKey}
     where id = ${id} and tenant_id = ${owner.tenantId} and job_id is null`);
  if (claimed.rowCount === 1) await start(job.id);
  else await db.execute(sql`delete from list_bulk_jobs where id = ${job.id}`);
  return importSummary(db, owner.tenantId, id);
}

async function placeGroup(
  db: Db,
  deps: ImportDeps & { funds: FundsServices },
  owner: JobOwner,
  firstRowId: number,
  action: ImportPlaceAction,
  head: Awaited<ReturnType<typeof importHead>>,
): Promise<RowOutcome> {
  const r = await db.execute<{
    row_no: number;
    cells: string[];
    group_key: string;
    state: string;
    order_no: string | null;
  }>(sql`
    select r.row_no, r.cells, r.group_key, r.state, r.order_no from daifa_import_rows r
     where r.import_id = ${action.importId}
       and r.group_key = (select group_key from daifa_import_rows where id = ${firstRowId} and import_id = ${action.importId})
     order by r.row_no`);
  if (!r.rows.length) return '该行不存在';
  if (r.rows[0]!.order_no) return null; // placed by an earlier run of this job
  const groupKey = r.rows[0]!.group_key;
  const rows = r.rows.map((x) => ({ rowNo: x.row_no, values: valuesOf(x.cells, head.mapping) }));
  const mark = (
    state: 'PLACED' | 'FAILED',
    reason: string | null,
    orderNo: string | null,
    tx: typeof db = db,
  ) =>
    tx.execute(sql`
      update daifa_import_rows set state = ${state}, order_no = ${orderNo},
             errors = ${JSON.stringify(reason ? [{ field: null, reason }] : [])}::jsonb
       where import_id = ${action.importId} and group_key = ${groupKey}`);
  try {
    // Checked again now: prices move, goods are delisted, another tab may have placed the 平台订单号.
    const ctx = await checkContext(
      db,
      deps,
      owner.tenantId,
      head.courier_code ?? 'ZTO',
      rows.map((x) => x.values),
    );
    const { rows: checked, orders } = checkImport(rows, ctx);
    const order = orders[0];
    if (!order) {
      const reason = checked.flatMap((c) => c.errors).find((e) => e.field !== null)?.reason ?? '订单有错误';
      await mark('FAILED', reason, null);
      return reason;
    }
    const lines = order.lines
      .map((l) => resolveCollectLine(l, ctx.goods))
      .filter((l): l is PlacementLine => !isLineProblem(l));
    const orderNo = await db.transaction(async (tx) => {
      const placed = await placeOrder(tx, deps.funds, placement(owner, deps, action.importId, order, lines));
      await mark('PLACED', null, placed.orderNo, tx as unknown as Db);
      return placed.orderNo;
    });
    return orderNo ? null : '下单失败';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await mark('FAILED', error.message, null);
    return error.message;
  }
}

function placement(
  owner: JobOwner,
  deps: ImportDeps,
  importId: number,
  order: ImportOrder,
  lines: PlacementLine[],
) {
  return {
    tenantId: owner.tenantId,
    accountId: owner.accountId,
    brand: deps.brand,
    requestKey: `import:${importId}:${order.groupKey}`,
    source: 'IMPORT' as const,
    lines,
    receiver: order.receiver,
    courierCode: order.courierCode,
    remark: order.remark,
    platformOrderNo: order.platformOrderNo,
  };
}

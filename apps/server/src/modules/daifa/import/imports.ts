import { sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  guessImportMapping,
  IMPORT_FIELDS,
  type Brand,
  type ImportFieldKey,
  type ImportMapping,
  type ImportRow,
  type ImportSummary,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError, invalid, notFound } from '../../../http/apiError.ts';
import { areaTree } from '../express/areaTree.ts';
import { marketGoodsByArticle } from '../collect/collectGoods.ts';
import { DEFAULT_WAREHOUSE } from '../express/couriers.ts';
import type { MarketGateway, StallKind } from '../gateways/marketGateway.ts';
import { askMarket } from '../placement/goodsEndpoints.ts';
import { checkImport, groupKeyOf, valuesOf, type CheckContext, type ImportValues } from './importCheck.ts';
import type { ImportSheet } from './importFile.ts';

export interface ImportDeps {
  market: MarketGateway;
  kind: StallKind;
  brand: Brand;
}
type Owner = { tenantId: number; accountId: number };

type HeadRow = {
  id: string;
  file_name: string;
  created_at: Date | string;
  headers: string[];
  mapping: ImportMapping;
  courier_code: string | null;
  job_id: string | null;
  job_state: string | null;
};

const DEFAULT_COURIER = 'ZTO';

/** The import of this tenant, or 40400 (another seller's id says nothing). */
export async function importHead(db: DbOrTx, tenantId: number, id: number, lock = false): Promise<HeadRow> {
  const r = await db.execute<HeadRow>(sql`
    select i.id, i.file_name, i.created_at, i.headers, i.mapping, i.courier_code, i.job_id, j.state as job_state
      from daifa_imports i left join list_bulk_jobs j on j.id = i.job_id
     where i.id = ${id} and i.tenant_id = ${tenantId} ${lock ? sql`for update of i` : sql``}`);
  const head = r.rows[0];
  if (!head) throw notFound('导入记录不存在');
  return head;
}

const stateOf = (head: HeadRow): ImportSummary['state'] =>
  head.job_id === null
    ? 'CHECKED'
    : head.job_state === 'FINISHED' || head.job_state === 'FAILED'
      ? 'PLACED'
      : 'PLACING';

function refuseWhenPlaced(head: HeadRow) {
  if (head.job_id !== null)
    throw new ApiError(ErrorCode.CONFLICT, '该导入已下单，不能再修改；请重新导入文件');
}

/** The file's rows stored as read, the columns guessed (this seller's earlier choices first), all checked. */
export async function createImport(
  db: Db,
  deps: ImportDeps,
  owner: Owner,
  fileName: string,
  sheet: ImportSheet,
) {
  const remembered = await db.execute<{ header: string; field: ImportFieldKey }>(sql`
    select header, field from daifa_import_columns
     where tenant_id = ${owner.tenantId} and header = any(${arrayParam(sheet.headers.map((h) => h.trim()))}::text[])`);
  const mapping = guessImportMapping(
    sheet.headers,
    Object.fromEntries(remembered.rows.map((r) => [r.header, r.field])),
  );
  const id = await db.transaction(async (tx) => {
    const r = await tx.execute<{ id: string }>(sql`
      insert into daifa_imports (tenant_id, account_id, file_name, encoding, headers, mapping, courier_code)
      values (${owner.tenantId}, ${owner.accountId}, ${fileName.slice(0, 120)}, ${sheet.encoding},
              ${arrayParam(sheet.headers)}::text[], ${JSON.stringify(mapping)}::jsonb, ${DEFAULT_COURIER})
      returning id`);
    const importId = Number(r.rows[0]!.id);
    // One statement per 1,000 rows: a 5,000-row file is five round trips.
    for (let i = 0; i < sheet.rows.length; i += 1000) {
      const part = sheet.rows.slice(i, i + 1000);
      await tx.execute(sql`
        insert into daifa_import_rows (import_id, row_no, cells)
        select ${importId}, r.row_no, array(select jsonb_array_elements_text(r.cells))
          from jsonb_to_recordset(${JSON.stringify(part.map((p) => ({ row_no: p.rowNo, cells: p.cells })))}::jsonb)
               as r(row_no int, cells jsonb)`);
    }
    return importId;
  });
  await recheck(db, deps, owner.tenantId, id);
  return importSummary(db, owner.tenantId, id);
}

/** Columns chosen by hand: stored, remembered by header text for the next file, and every row checked again. */
export async function saveMapping(
  db: Db,
  deps: ImportDeps,
  owner: Owner,
  id: number,
  input: { mapping: ImportMapping; courierCode: string },
) {
  await db.transaction(async (tx) => {
    const head = await importHead(tx, owner.tenantId, id, true);
    refuseWhenPlaced(head);
    const columns = Object.entries(input.mapping).filter(([, at]) => at !== null) as [
      ImportFieldKey,
      number,
    ][];
    for (const [field, at] of columns)
      if (at >= head.headers.length) throw invalid(`${labelOf(field)}对应的列不存在`, `mapping.${field}`);
    const used = columns.map(([, at]) => at);
    if (new Set(used).size !== used.length) throw invalid('同一列不能对应两个字段', 'mapping');
    for (const field of IMPORT_FIELDS)
      if (field.required && input.mapping[field.key] === null)
        throw invalid(`请选择「${field.label}」对应的列`, `mapping.${field.key}`);
    await tx.execute(sql`
      update daifa_imports set mapping = ${JSON.stringify(input.mapping)}::jsonb, courier_code = ${input.courierCode}
       where id = ${id}`);
    const remembered = columns
      .map(([field, at]) => ({ header: head.headers[at]!.trim(), field }))
      .filter((c) => c.header !== '');
    if (remembered.length)
      await tx.execute(sql`
        insert into daifa_import_columns (tenant_id, header, field)
        select ${owner.tenantId}, c.header, c.field from jsonb_to_recordset(${JSON.stringify(remembered)}::jsonb) as c(header text, field text)
        on conflict (tenant_id, header) do update set field = excluded.field, updated_at = now()`);
  });
  await recheck(db, deps, owner.tenantId, id);
  return importSummary(db, owner.tenantId, id);
}

const labelOf = (key: ImportFieldKey) => IMPORT_FIELDS.find((f) => f.key === key)!.label;

/** A row fixed in place: the cell under each field's column set; the row's old and new orders checked again. */
export async function updateImportRow(
  db: Db,
  deps: ImportDeps,
  owner: Owner,
  id: number,
  input: { rowNo: number; values: Partial<Record<ImportFieldKey, string>> },
) {
  let mapping: ImportMapping | null = null;
  const groups = await db.transaction(async (tx) => {
    const head = await importHead(tx, owner.tenantId, id, true);
    refuseWhenPlaced(head);
    mapping = head.mapping;
    const r = await tx.execute<{ cells: string[]; group_key: string }>(sql`
      select cells, group_key from daifa_import_rows where import_id = ${id} and row_no = ${input.rowNo}`);
    const row = r.rows[0];
    if (!row) throw notFound('该行不存在');
    const cells = [...row.cells];
    for (const [field, value] of Object.entries(input.values) as [ImportFieldKey, string][]) {
      const at = head.mapping[field];
      if (at === null || at === undefined)
        throw invalid(`「${labelOf(field)}」没有对应的列，请先在对应列中选择`, `values.${field}`);
      while (cells.length <= at) cells.push('');
      cells[at] = value;
    }
    await tx.execute(sql`
      update daifa_import_rows set cells = ${arrayParam(cells)}::text[] where import_id = ${id} and row_no = ${input.rowNo}`);
    return [row.group_key, groupKeyOf(input.rowNo, valuesOf(cells, head.mapping))];
  });
  await recheck(db, deps, owner.tenantId, id, groups);
  const rows = await rowsOf(db, id, mapping!, sql`group_key = ${groups[1]!}`);
  return { rows: rows.list, summary: await importSummary(db, owner.tenantId, id) };
}

/**
 * Checks the import's rows (or only those of some orders) against today's market, area tree, fee
 * rules and this seller's placed orders, and stores each row's order and errors.
 */
export async function recheck(db: Db, deps: ImportDeps, tenantId: number, id: number, onlyGroups?: string[]) {
  const head = await importHead(db, tenantId, id);
  const r = await db.execute<{ row_no: number; cells: string[] }>(sql`
    select row_no, cells from daifa_import_rows
     where import_id = ${id} ${onlyGroups ? sql`and group_key = any(${arrayParam(onlyGroups)}::text[])` : sql``}
     order by row_no`);
  // The stored keys of the row's old and new orders find every row whose check can change.
  const rows = r.rows.map((x) => ({ rowNo: x.row_no, values: valuesOf(x.cells, head.mapping) }));
  const ctx = await checkContext(
    db,
    deps,
    tenantId,
    head.courier_code ?? DEFAULT_COURIER,
    rows.map((x) => x.values),
  );
  const { rows: checked } = checkImport(rows, ctx);
  const payload = checked.map((c) => ({
    row_no: c.rowNo,
    group_key: c.groupKey,
    errors: c.errors,
    state: c.errors.length ? 'ERROR' : 'OK',
  }));
  for (let i = 0; i < payload.length; i += 1000)
    await db.execute(sql`
      update daifa_import_rows d set group_key = c.group_key, errors = c.errors, state = c.state
        from jsonb_to_recordset(${JSON.stringify(payload.slice(i, i + 1000))}::jsonb)
             as c(row_no int, group_key text, errors jsonb, state text)
       where d.import_id = ${id} and d.row_no = c.row_no and d.state in ('OK', 'ERROR')`);
}

/** The market's goods for the rows' 货号, where couriers reach, and the 平台订单号 already placed. */
export async function checkContext(
  db: DbOrTx,
  deps: ImportDeps,
  tenantId: number,
  defaultCourier: string,
  values: ImportValues[],
): Promise<CheckContext> {
  const articles = values.map((v) => v.articleNo).filter(Boolean);
  const platformNos = [...new Set(values.map((v) => v.platformOrderNo).filter(Boolean))];
  const [goods, reachable, placed] = await Promise.all([
    askMarket(() => marketGoodsByArticle(deps.market, deps.kind, articles)),
    db.execute<{ pair: string }>(sql`
      select distinct courier_code || ':' || province_code as pair from courier_fee_rules
       where warehouse_code = ${DEFAULT_WAREHOUSE} and effective_from <= now()`),
    platformNos.length
      ? db.execute<{ platform_order_no: string; order_no: string }>(sql`
          select platform_order_no, order_no from daifa_orders
           where tenant_id = ${tenantId} and platform_order_no = any(${arrayParam(platformNos)}::text[])
             and status <> 'CANCELED'`)
      : Promise.resolve({ rows: [] as { platform_order_no: string; order_no: string }[] }),
  ]);
  return {
    tree: areaTree().tree,
    goods,
    reachable: new Set(reachable.rows.map((x) => x.pair)),
    placedPlatformNos: new Map(placed.rows.map((x) => [x.platform_order_no, x.order_no])),
    defaultCourier,
  };
}

/** An import's rows counted by order (rows sharing a 平台订单号 are one order). */
type GroupCounts = {
  total: number;
  error_rows: number;
  orders: number;
  ready: number;
  placed: number;
  failed: number;
};
const groupCounts = (importId: SQL) => sql`
  select coalesce(sum(n), 0)::int as total, coalesce(sum(errors), 0)::int as error_rows, count(*)::int as orders,
         count(*) filter (where ready)::int as ready, count(*) filter (where placed)::int as placed,
         count(*) filter (where failed)::int as failed
    from (select group_key, bool_and(state = 'OK') as ready, bool_or(state = 'PLACED') as placed,
                 bool_or(state = 'FAILED') as failed, count(*) filter (where state = 'ERROR') as errors,
                 count(*) as n
            from daifa_import_rows where import_id = ${importId} group by group_key) g`;

function summaryOf(head: HeadRow, c: GroupCounts, unpaid: string[] | null): ImportSummary {
  return {
    id: Number(head.id),
    fileName: head.file_name,
    createdAt: asDate(head.created_at).toISOString(),
    state: stateOf(head),
    headers: head.headers,
    mapping: head.mapping,
    courierCode: head.courier_code,
    jobId: head.job_id === null ? null : Number(head.job_id),
    totalRows: c.total,
    errorRows: c.error_rows,
    orders: c.orders,
    readyOrders: c.ready,
    placedOrders: c.placed,
    failedOrders: c.failed,
    unpaidOrderIds: (unpaid ?? []).map(Number),
  };
}

export async function importSummary(db: DbOrTx, tenantId: number, id: number): Promise<ImportSummary> {
  const head = await importHead(db, tenantId, id);
  const r = await db.execute<GroupCounts & { unpaid: string[] | null }>(sql`
    select c.*,
           (select array_agg(o.id::text order by o.id) from daifa_orders o
             where o.tenant_id = ${tenantId} and o.status = 'WAITING_PAYMENT'
               and o.order_no in (select order_no from daifa_import_rows
                                   where import_id = ${id} and order_no is not null)) as unpaid
      from (${groupCounts(sql`${id}`)}) c`);
  const { unpaid, ...counts } = r.rows[0]!;
  return summaryOf(head, counts, unpaid);
}

/** This seller's 20 latest imports, each with its counts, in one query. */
export async function recentImports(db: DbOrTx, tenantId: number) {
  const r = await db.execute<HeadRow & GroupCounts>(sql`
    select i.id, i.file_name, i.created_at, i.headers, i.mapping, i.courier_code, i.job_id, j.state as job_state,
           c.*
      from daifa_imports i left join list_bulk_jobs j on j.id = i.job_id
     cross join lateral (${groupCounts(sql`i.id`)}) c
     where i.tenant_id = ${tenantId}
     order by i.created_at desc, i.id desc limit 20`);
  return {
    list: r.rows.map((row) => {
      const { headers: _h, mapping: _m, unpaidOrderIds: _u, ...summary } = summaryOf(row, row, null);
      return summary;
    }),
  };
}

type RowRecord = {
  row_no: number;
  cells: string[];
  group_key: string;
  errors: ImportRow['errors'];
  state: ImportRow['state'];
  order_no: string | null;
};

async function rowsOf(
  db: DbOrTx,
  id: number,
  mapping: ImportMapping,
  where: ReturnType<typeof sql>,
  page?: { pageNum: number; pageSize: number },
) {
  const [rows, count] = await Promise.all([
    db.execute<RowRecord>(sql`
      select row_no, cells, group_key, errors, state, order_no from daifa_import_rows
       where import_id = ${id} and ${where} order by row_no
       ${page ? sql`limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}` : sql``}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from daifa_import_rows where import_id = ${id} and ${where}`,
    ),
  ]);
  return {
    list: rows.rows.map((x) => ({
      rowNo: x.row_no,
      groupKey: x.group_key,
      values: valuesOf(x.cells, mapping),
      errors: x.errors,
      state: x.state,
      orderNo: x.order_no,
    })),
    total: count.rows[0]!.n,
  };
}

/** The row report, a page at a time; `onlyErrors` keeps the rows that stop their order. */
export async function importRows(
  db: DbOrTx,
  tenantId: number,
  id: number,
  input: { pageNum: number; pageSize: number; onlyErrors: boolean },
) {
  const head = await importHead(db, tenantId, id);
  const where = input.onlyErrors ? sql`state in ('ERROR', 'FAILED')` : sql`true`;
  const page = await rowsOf(db, id, head.mapping, where, input);
  return { ...page, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** Every row with an error, as the file had it plus 错误原因, for the errors .xlsx. */
export async function errorRowsOf(db: DbOrTx, tenantId: number, id: number) {
  const head = await importHead(db, tenantId, id);
  const r = await db.execute<RowRecord>(sql`
    select row_no, cells, group_key, errors, state, order_no from daifa_import_rows
     where import_id = ${id} and state in ('ERROR', 'FAILED') order by row_no`);
  return { head, rows: r.rows };
}

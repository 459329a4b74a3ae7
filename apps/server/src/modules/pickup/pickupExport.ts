import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import {
  assignmentState,
  PICKUP_ASSIGN_CODE,
  pickupReasonText,
  pickupSource,
  stateLabel,
  type PickupFilter,
  type PickupRow,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { ExportListKind, JobOwner } from '../../list/jobs/listJobKinds.ts';
import { streamSheet } from '../../list/jobs/xlsxStream.ts';
import { filterJoins, filtersOf } from './pickupPage.ts';
import { ROW_SELECT, rowOf, type RawRow } from './pickupRows.ts';

type Selection = { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: PickupFilter };

const BATCH = 500;
const yuan = (fen: number | null) => (fen === null ? '' : fen / 100);

/** One sheet row a line, as the board shows it; prices in yuan as numbers (sums work in Excel). */
const COLUMNS: { header: string; width: number; value(r: PickupRow): unknown }[] = [
  { header: '日期', width: 12, value: (r) => r.day },
  { header: '市场', width: 14, value: (r) => r.market || '未归类' },
  { header: '楼层', width: 8, value: (r) => r.floor },
  { header: '档口号', width: 10, value: (r) => r.stallNo },
  { header: '档口', width: 22, value: (r) => r.stallName || r.stall },
  { header: '货号', width: 14, value: (r) => r.articleNo },
  { header: '颜色', width: 10, value: (r) => r.color },
  { header: '尺码', width: 8, value: (r) => r.size },
  { header: '数量', width: 8, value: (r) => r.qty },
  { header: '已拿', width: 8, value: (r) => r.tookQty },
  { header: '参考价(元)', width: 11, value: (r) => yuan(r.refPriceFen) },
  { header: '实拿价(元)', width: 11, value: (r) => yuan(r.tookPriceFen) },
  { header: '状态', width: 10, value: (r) => stateLabel(assignmentState, r.state) },
  { header: '原因', width: 14, value: (r) => (r.reason ? pickupReasonText(r.reason) : '') },
  { header: '拿货员', width: 12, value: (r) => r.pickerName ?? '' },
  { header: '批次', width: 10, value: (r) => r.batchNo ?? '' },
  { header: '取货码', width: 16, value: (r) => r.takeCode },
  { header: '订单号', width: 20, value: (r) => r.orderNo },
  { header: '来源', width: 10, value: (r) => stateLabel(pickupSource, r.source) },
  { header: '滞留天数', width: 9, value: (r) => r.stuckDays },
];
export const PICKUP_EXPORT_HEADERS = COLUMNS.map((c) => c.header);

function whereOf(owner: JobOwner, selection: Selection): SQL {
  const mine = sql`a.tenant_id = ${owner.tenantId}`;
  if (selection.mode === 'ids') return sql`${mine} and a.id = any(${sql.param(selection.ids)}::bigint[])`;
  const f = selection.filter;
  const tab = f.tab === 'ALL' ? sql`true` : sql`a.state = ${f.tab}`;
  return sql`${mine} and ${filtersOf(f)} and ${tab}`;
}

/** The lines in walking order, a batch at a time (keyset on the walk index). */
async function* linesOf(db: Db, owner: JobOwner, selection: Selection) {
  const where = whereOf(owner, selection);
  let after: number | null = null;
  for (;;) {
    const keyset: SQL =
      after === null
        ? sql``
        : sql`and (a.walk_key, a.id) > (select p.walk_key, p.id from pickup_assignments p where p.id = ${after})`;
    const batch: { rows: RawRow[] } = await db.execute<RawRow>(sql`
      ${ROW_SELECT} where ${where} ${keyset} order by a.walk_key, a.id limit ${BATCH}`);
    if (batch.rows.length === 0) return;
    yield batch.rows.map(rowOf);
    after = Number(batch.rows[batch.rows.length - 1]!.id);
    if (batch.rows.length < BATCH) return;
  }
}

/** 拿货任务指派's 导出 for the list module's exporter (the file itself, or 导出记录 for any size). */
export function pickupExportKind(db: Db): ExportListKind {
  return {
    listKey: 'pickupTasks',
    permission: PICKUP_ASSIGN_CODE,
    fileTitle: '拿货任务',
    count: async (owner, selection) => {
      const chosen = selection as Selection;
      // the board's own joins: only what its filters read
      const r = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from pickup_assignments a
          ${chosen.mode === 'filter' ? filterJoins(chosen.filter) : sql``}
         where ${whereOf(owner, chosen)}`);
      return Number(r.rows[0]?.n ?? 0);
    },
    write: (owner, selection, out: Writable, progress) =>
      streamSheet(
        out,
        '拿货任务',
        COLUMNS,
        linesOf(db, owner, selection as Selection),
        (r: PickupRow) => [COLUMNS.map((c) => c.value(r))],
        progress,
      ),
  };
}

import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import { billType, paymentItemType, stateLabel } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { ExportListKind, JobOwner } from '../../../list/jobs/listJobKinds.ts';
import { BILL_COLUMNS, billWhere, toBillRow, type BillFilter, type BillRow } from './bills.ts';

const BATCH = 1000;
const yuan = (fen: number) => fen / 100;
const chinaTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const payMethodText = (b: BillRow) =>
  b.itemType === 'GOODS_PAY_LATER'
    ? '货款后付'
    : b.payMethod === 'BALANCE'
      ? '余额'
      : b.payMethod
        ? '支付宝'
        : '';

/** The bill sheet's columns, as 我的余额 shows them; amounts in yuan as numbers (sums work in Excel). */
const CHANNEL_TEXT: Record<BillRow['channel'], string> = {
  BALANCE: '余额',
  ALIPAY: '支付宝',
  PAY_LATER: '货款后付',
  OTHER: '其他',
};

export const BILL_EXPORT_COLUMNS: { header: string; width: number; value(b: BillRow): unknown }[] = [
  { header: '时间', width: 20, value: (b) => chinaTime(b.createdAt) },
  { header: '流水号', width: 16, value: (b) => b.serialNo },
  { header: '账单类型', width: 12, value: (b) => stateLabel(billType, b.billType) },
  { header: '关联单号', width: 22, value: (b) => b.documentNo },
  { header: '收支', width: 6, value: (b) => (b.direction === 'IN' ? '收入' : '支出') },
  { header: '金额(元)', width: 12, value: (b) => yuan(b.direction === 'IN' ? b.amountFen : -b.amountFen) },
  { header: '支付方式', width: 10, value: payMethodText },
  {
    header: '费用类型',
    width: 10,
    value: (b) => (b.itemType ? stateLabel(paymentItemType, b.itemType) : ''),
  },
  // a bill that went around the balance says which way instead
  {
    header: '余额(元)',
    width: 12,
    value: (b) =>
      b.availableAfterFen === null ? `未经余额（${CHANNEL_TEXT[b.channel]}）` : yuan(b.availableAfterFen),
  },
  { header: '操作人', width: 14, value: (b) => b.operatorName },
  { header: '说明', width: 36, value: (b) => b.memo },
];

type Selection = { filter: BillFilter };

/** Streams the bills of a filter into an .xlsx, newest first, in keyset batches (memory stays flat). */
export async function writeBillsXlsx(
  db: Db,
  owner: JobOwner,
  selection: Selection,
  out: Writable,
  progress: (done: number) => Promise<void>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('账单明细', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BILL_EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).commit();
  const where = billWhere(owner.tenantId, selection.filter ?? {});
  let after: { time: string; id: number } | null = null;
  let done = 0;
  for (;;) {
    const keyset: SQL = after
      ? sql`and (b.created_at, b.id) < (${after.time}::timestamptz, ${after.id})`
      : sql``;
    const batch: { rows: Parameters<typeof toBillRow>[0][] } = await db.execute<
      Parameters<typeof toBillRow>[0]
    >(sql`
      select ${BILL_COLUMNS} from ledger_bills_v1 b where ${where} ${keyset} order by b.created_at desc, b.id desc limit ${BATCH}`);
    const rows: BillRow[] = batch.rows.map(toBillRow);
    for (const bill of rows) sheet.addRow(BILL_EXPORT_COLUMNS.map((c) => c.value(bill))).commit();
    done += rows.length;
    await progress(done);
    if (rows.length < BATCH) break;
    // to the microsecond: a millisecond cursor would skip the bills sharing the last one's millisecond
    const last = batch.rows[batch.rows.length - 1]!;
    after = { time: last.created_key, id: Number(last.id) };
  }
  sheet.commit();
  await workbook.commit();
}

export async function countBills(db: Db, owner: JobOwner, selection: Selection): Promise<number> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ledger_bills_v1 b where ${billWhere(owner.tenantId, selection.filter ?? {})}`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** 我的余额's export for the list module's exporter (导出记录, any size). */
export function billExportKind(db: Db): ExportListKind {
  return {
    listKey: 'bills',
    permission: '/funds/balance',
    fileTitle: '账单明细',
    count: (owner, selection) => countBills(db, owner, selection as Selection),
    write: (owner, selection, out, progress) =>
      writeBillsXlsx(db, owner, selection as Selection, out, progress),
  };
}

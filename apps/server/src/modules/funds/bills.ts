import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { billFilterSchema, billRowSchema } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { asDate } from '../../db/rawRows.ts';
import { billTotals } from './billTotals.ts';
import { keysetClause, keysetResult, type KeysetRequest } from '../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../list/keysetCursor.ts';

export type BillFilter = z.output<typeof billFilterSchema>;
export type BillRow = z.output<typeof billRowSchema>;

type BillRecord = {
  id: number;
  created_at: Date | string;
  bill_type: string;
  direction: 'IN' | 'OUT';
  amount_fen: number;
  document_kind: string;
  document_no: string;
  pay_method: string | null;
  item_type: string | null;
  available_after: number | null;
  operator_name: string;
  memo: string;
  /** created_at to the microsecond, for the cursor. */
  created_key: string;
};

/** 流水号: LS + the transaction id, zero-padded (stable, and searchable as typed). */
export const serialNoOf = (id: number) => `LS${String(id).padStart(10, '0')}`;

export const toBillRow = (r: BillRecord): BillRow => ({
  id: Number(r.id),
  serialNo: serialNoOf(Number(r.id)),
  createdAt: asDate(r.created_at).toISOString(),
  billType: r.bill_type,
  direction: r.direction,
  amountFen: Number(r.amount_fen),
  documentKind: r.document_kind,
  documentNo: r.document_no,
  payMethod: r.pay_method,
  itemType: r.item_type,
  availableAfterFen: r.available_after === null ? null : Number(r.available_after),
  operatorName: r.operator_name,
  memo: r.memo,
});

export const BILL_COLUMNS = sql`b.id, b.created_at, b.bill_type, b.direction, b.amount_fen, b.document_kind, b.document_no,
  b.pay_method, b.item_type, b.available_after, b.operator_name, b.memo,
  to_char(b.created_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as created_key`;

/** The filter as SQL over `ledger_bills_v1 b` (the read view other modules use too). */
export function billWhere(tenantId: number, filter: BillFilter): SQL {
  const where: SQL[] = [sql`b.tenant_id = ${tenantId}`];
  if (filter.billTypes?.length) where.push(sql`b.bill_type = any(${arrayParam(filter.billTypes)}::text[])`);
  if (filter.direction) where.push(sql`b.direction = ${filter.direction}`);
  if (filter.payMethod === 'ALIPAY') where.push(sql`b.pay_method in ('ALIPAY_WEB', 'ALIPAY_APP', 'ALIPAY_WAP')`);
  if (filter.payMethod === 'BALANCE') where.push(sql`b.pay_method = 'BALANCE'`);
  if (filter.payMethod === 'PAY_LATER') where.push(sql`b.item_type = 'GOODS_PAY_LATER'`);
  if (filter.createdAt?.from) where.push(sql`b.created_at >= ${filter.createdAt.from}::timestamptz`);
  if (filter.createdAt?.to) where.push(sql`b.created_at <= ${filter.createdAt.to}::timestamptz`);
  if (filter.number) {
    const serial = /^LS0*(\d{1,15})$/i.exec(filter.number);
    where.push(serial ? sql`(b.id = ${Number(serial[1])} or b.document_no = ${filter.number})` : sql`b.document_no = ${filter.number}`);
  }
  if (filter.minFen !== undefined) where.push(sql`b.amount_fen >= ${filter.minFen}`);
  if (filter.maxFen !== undefined) where.push(sql`b.amount_fen <= ${filter.maxFen}`);
  return sql.join(where, sql` and `);
}

/** A keyset page of bills, newest first, with the totals of everything the filter matches. */
export async function billPage(db: DbOrTx, tenantId: number, filter: BillFilter, page: Omit<KeysetRequest, 'order'>) {
  const request: KeysetRequest = { ...page, order: 'desc' };
  const where = billWhere(tenantId, filter);
  const keyset = keysetClause(request, sql`b.created_at`, sql`b.id`);
  const rows = await db.execute<BillRecord>(sql`
    select ${BILL_COLUMNS} from ledger_bills_v1 b
     where ${where} ${keyset.where ? sql`and ${keyset.where}` : sql``}
     order by ${keyset.orderBy} limit ${keyset.limit}`);
  const totals = await billTotals.get(tenantId, JSON.stringify(filter), async () => {
    const r = await db.execute<{ income: number; expense: number; n: number }>(sql`
      select coalesce(sum(amount_fen) filter (where direction = 'IN'), 0) as income,
             coalesce(sum(amount_fen) filter (where direction = 'OUT'), 0) as expense, count(*) as n
        from ledger_bills_v1 b where ${where}`);
    const t = r.rows[0]!;
    return { incomeFen: Number(t.income), expenseFen: Number(t.expense), count: Number(t.n) };
  });
  const fetched = keysetResult(request, rows.rows, (r) => ({ time: r.created_key, id: Number(r.id) }));
  const result = { ...fetched, rows: fetched.rows.map(toBillRow) };
  return {
    ...result,
    total: totals.count,
    tabs: {},
    notFound: [],
    totals,
  };
}

export const ACCOUNT_LABELS: Record<string, string> = {
  available: '可用余额',
  frozen: '冻结金额',
  payLater: '货款后付',
  alipayClearing: '支付宝',
  revenue: '平台服务费',
  supplierPayable: '档口货款',
  promotion: '平台优惠',
  legacy: '旧版系统余额',
  offline: '线下',
};

/** 资金去向: the bill's own entries, and every bill of the same document with what it cost in all. */
export async function billDetail(db: DbOrTx, tenantId: number, id: number) {
  const r = await db.execute<BillRecord>(sql`select ${BILL_COLUMNS} from ledger_bills_v1 b where b.tenant_id = ${tenantId} and b.id = ${id}`);
  const record = r.rows[0];
  if (!record) return null;
  const entries = await db.execute<{ code: string; tenant_id: number | null; amount_fen: number; item_type: string | null }>(sql`
    select a.code, a.tenant_id, e.amount_fen, e.item_type from ledger_entries e join ledger_accounts a on a.id = e.account_id
     where e.transaction_id = ${id} order by e.id`);
  const related = await db.execute<BillRecord>(sql`
    select ${BILL_COLUMNS} from ledger_bills_v1 b where b.tenant_id = ${tenantId} and b.document_no = ${record.document_no}
     order by b.created_at, b.id limit 200`);
  const bills = related.rows.map(toBillRow);
  return {
    bill: toBillRow(record),
    entries: entries.rows.map((e) => ({
      account: e.code,
      accountLabel: ACCOUNT_LABELS[e.code] ?? e.code,
      fen: Number(e.amount_fen),
      itemType: e.item_type,
    })),
    document: {
      no: record.document_no,
      bills,
      netFen: bills.reduce((sum, b) => sum + (b.direction === 'OUT' ? b.amountFen : -b.amountFen), 0),
    },
  };
}

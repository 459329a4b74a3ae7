import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { billFilterSchema, billRowSchema } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { asDate } from '../../../db/rawRows.ts';
import { billTotals, type BillTotals } from './billTotals.ts';
import { keysetClause, keysetResult, type KeysetRequest } from '../../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../../list/keysetCursor.ts';

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
  /** What the bill moved on the tenant's available balance (null: it never touched the balance). */
  balance_moved: number | string | null;
  /** created_at to the microsecond, for the cursor. */
  created_key: string;
};

/** 流水号: LS + the transaction id, zero-padded (stable, and searchable as typed). */
export const serialNoOf = (id: number) => `LS${String(id).padStart(10, '0')}`;

/** A bill that never touched the balance went through another channel: shown and counted apart. */
export function channelOf(
  r: Pick<BillRecord, 'balance_moved' | 'pay_method' | 'item_type'>,
): BillRow['channel'] {
  if (r.balance_moved !== null && Number(r.balance_moved) !== 0) return 'BALANCE';
  if (r.item_type === 'GOODS_PAY_LATER') return 'PAY_LATER';
  return r.pay_method?.startsWith('ALIPAY') ? 'ALIPAY' : 'OTHER';
}

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
  channel: channelOf(r),
  // the balance after it only where the bill moved the balance: the rest left it as it was
  availableAfterFen:
    r.available_after === null || channelOf(r) !== 'BALANCE' ? null : Number(r.available_after),
  operatorName: r.operator_name,
  memo: r.memo,
});

export const BILL_COLUMNS = sql`b.id, b.created_at, b.bill_type, b.direction, b.amount_fen, b.document_kind, b.document_no,
  b.pay_method, b.item_type, b.available_after, b.operator_name, b.memo,
  (select sum(e.amount_fen) from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transaction_id = b.id and a.code = 'available' and a.tenant_id = b.tenant_id) as balance_moved,
  to_char(b.created_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as created_key`;

/** The filter as SQL over `ledger_bills_v1 b` (the read view other modules use too). */
export function billWhere(tenantId: number, filter: BillFilter): SQL {
  const where: SQL[] = [sql`b.tenant_id = ${tenantId}`];
  if (filter.billTypes?.length) where.push(sql`b.bill_type = any(${arrayParam(filter.billTypes)}::text[])`);
  if (filter.direction) where.push(sql`b.direction = ${filter.direction}`);
  if (filter.payMethod === 'ALIPAY')
    where.push(sql`b.pay_method in ('ALIPAY_WEB', 'ALIPAY_APP', 'ALIPAY_WAP')`);
  if (filter.payMethod === 'BALANCE') where.push(sql`b.pay_method = 'BALANCE'`);
  if (filter.payMethod === 'PAY_LATER') where.push(sql`b.item_type = 'GOODS_PAY_LATER'`);
  if (filter.createdAt?.from) where.push(sql`b.created_at >= ${filter.createdAt.from}::timestamptz`);
  if (filter.createdAt?.to) where.push(sql`b.created_at <= ${filter.createdAt.to}::timestamptz`);
  if (filter.number) {
    const serial = /^LS0*(\d{1,15})$/i.exec(filter.number);
    where.push(
      serial
        ? sql`(b.id = ${Number(serial[1])} or b.document_no = ${filter.number})`
        : sql`b.document_no = ${filter.number}`,
    );
  }
  if (filter.minFen !== undefined) where.push(sql`b.amount_fen >= ${filter.minFen}`);
  if (filter.maxFen !== undefined) where.push(sql`b.amount_fen <= ${filter.maxFen}`);
  return sql.join(where, sql` and `);
}

/** A keyset page of bills, newest first, with the totals of everything the filter matches. */
export async function billPage(
  db: DbOrTx,
  tenantId: number,
  filter: BillFilter,
  page: Omit<KeysetRequest, 'order'>,
) {
  const request: KeysetRequest = { ...page, order: 'desc' };
  const where = billWhere(tenantId, filter);
  const keyset = keysetClause(request, sql`b.created_at`, sql`b.id`);
  const rows = await db.execute<BillRecord>(sql`
    select ${BILL_COLUMNS} from ledger_bills_v1 b
     where ${where} ${keyset.where ? sql`and ${keyset.where}` : sql``}
     order by ${keyset.orderBy} limit ${keyset.limit}`);
  const totals = await billTotals.get(tenantId, JSON.stringify(filter), () =>
    billPageTotals(db, tenantId, filter, where),
  );
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

/** Only a time range narrows the bills: then the balance's movements tie 期初 to 期末. */
const onlyTimeRange = (filter: BillFilter) =>
  Object.entries(filter).every(
    ([key, value]) => key === 'createdAt' || value === undefined || (Array.isArray(value) && !value.length),
  );

/**
 * 我的余额's totals: what the matching bills moved on the balance (收入, 支出), the bills that went
 * through another channel (支付宝, 货款后付) counted apart, and — when only a time range narrows them —
 * the balance at its start and end (期初 + 收入 − 支出 = 期末), from the available account's own chain.
 */
async function billPageTotals(
  db: DbOrTx,
  tenantId: number,
  filter: BillFilter,
  where: SQL,
): Promise<BillTotals> {
  const r = await db.execute<{
    n: number;
    income: number;
    expense: number;
    alipay_n: number;
    alipay_fen: number;
    later_n: number;
    later_fen: number;
    other_n: number;
    other_fen: number;
  }>(sql`
    with m as (select ${BILL_COLUMNS} from ledger_bills_v1 b where ${where}),
         c as (select m.*, case when coalesce(balance_moved, 0) <> 0 then 'BALANCE'
                                when item_type = 'GOODS_PAY_LATER' then 'PAY_LATER'
                                when pay_method like 'ALIPAY%' then 'ALIPAY' else 'OTHER' end as channel from m)
    select count(*)::int as n,
           coalesce(sum(balance_moved) filter (where balance_moved > 0), 0) as income,
           coalesce(-sum(balance_moved) filter (where balance_moved < 0), 0) as expense,
           count(*) filter (where channel = 'ALIPAY')::int as alipay_n,
           coalesce(sum(amount_fen) filter (where channel = 'ALIPAY'), 0) as alipay_fen,
           count(*) filter (where channel = 'PAY_LATER')::int as later_n,
           coalesce(sum(amount_fen) filter (where channel = 'PAY_LATER'), 0) as later_fen,
           count(*) filter (where channel = 'OTHER')::int as other_n,
           coalesce(sum(amount_fen) filter (where channel = 'OTHER'), 0) as other_fen
      from c`);
  const t = r.rows[0]!;
  const outside = (
    [
      ['ALIPAY', t.alipay_n, t.alipay_fen],
      ['PAY_LATER', t.later_n, t.later_fen],
      ['OTHER', t.other_n, t.other_fen],
    ] as const
  )
    .filter(([, n]) => Number(n) > 0)
    .map(([channel, n, fen]) => ({ channel, count: Number(n), fen: Number(fen) }));
  const ends = onlyTimeRange(filter) ? await balanceEnds(db, tenantId, filter.createdAt) : null;
  return {
    count: Number(t.n),
    incomeFen: Number(t.income),
    expenseFen: Number(t.expense),
    openingFen: ends?.opening ?? null,
    closingFen: ends?.closing ?? null,
    outside,
  };
}

/** The available balance at the range's start and end, read from the account's chain of entries. */
async function balanceEnds(db: DbOrTx, tenantId: number, range: BillFilter['createdAt']) {
  const account = sql`(select id from ledger_accounts where tenant_id = ${tenantId} and code = 'available')`;
  const from = range?.from ? sql`${range.from}::timestamptz` : sql`'-infinity'::timestamptz`;
  const to = range?.to ? sql`${range.to}::timestamptz` : sql`'infinity'::timestamptz`;
  const r = await db.execute<{ opening: number | null; closing: number | null }>(sql`
    select coalesce((select e.balance_after - e.amount_fen from ledger_entries e
                      where e.account_id = ${account} and e.created_at >= ${from} and e.created_at <= ${to}
                      order by e.account_version limit 1),
                    (select e.balance_after from ledger_entries e
                      where e.account_id = ${account} and e.created_at < ${from}
                      order by e.account_version desc limit 1), 0) as opening,
           coalesce((select e.balance_after from ledger_entries e
                      where e.account_id = ${account} and e.created_at >= ${from} and e.created_at <= ${to}
                      order by e.account_version desc limit 1),
                    (select e.balance_after from ledger_entries e
                      where e.account_id = ${account} and e.created_at < ${from}
                      order by e.account_version desc limit 1), 0) as closing`);
  return { opening: Number(r.rows[0]!.opening), closing: Number(r.rows[0]!.closing) };
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
  const r = await db.execute<BillRecord>(
    sql`select ${BILL_COLUMNS} from ledger_bills_v1 b where b.tenant_id = ${tenantId} and b.id = ${id}`,
  );
  const record = r.rows[0];
  if (!record) return null;
  const entries = await db.execute<{
    code: string;
    tenant_id: number | null;
    amount_fen: number;
    item_type: string | null;
  }>(sql`
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

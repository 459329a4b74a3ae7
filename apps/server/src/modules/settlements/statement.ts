import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  PICKUP_BILL_TYPES,
  billType as billTypeMap,
  pickupBillPaidBy,
  stateLabel,
  type Statement,
} from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { Ledger } from '../funds/ledger/ledger.ts';

type TypeCode = Statement['byType'][number]['billType'];

/**
 * 对账单 of a Shanghai month, from the available account's own entries (as 日对账): 期初 is the balance
 * before the month's first entry (or after the last one before it), 收入 and 支出 the month's entries,
 * so 期初 + 收入 − 支出 = 期末 holds by the balance chain. Subtotals per bill type (the own team's four
 * always listed), and the month's 拿货结算账单 by how they were settled.
 */
export async function monthStatement(
  db: DbOrTx,
  ledger: Ledger,
  tenantId: number,
  month: string,
): Promise<Statement> {
  const account = await ledger.accounts.tenantId(db, tenantId, 'available');
  const start = sql`(${`${month}-01`}::date)::timestamp at time zone 'Asia/Shanghai'`;
  const end = sql`((${`${month}-01`}::date + interval '1 month')::date)::timestamp at time zone 'Asia/Shanghai'`;
  const [sums, opening, types, bills] = await Promise.all([
    db.execute<{ income: string; expense: string; n: number }>(sql`
      select coalesce(sum(amount_fen) filter (where amount_fen > 0), 0) as income,
             coalesce(-sum(amount_fen) filter (where amount_fen < 0), 0) as expense, count(*)::int as n
        from ledger_entries where account_id = ${account} and created_at >= ${start} and created_at < ${end}`),
    db.execute<{ balance: string }>(sql`
      select balance_after as balance from ledger_entries
       where account_id = ${account} and created_at < ${start} order by account_version desc limit 1`),
    db.execute<{ bill_type: TypeCode; income: string; expense: string; n: number }>(sql`
      select t.bill_type, coalesce(sum(e.amount_fen) filter (where e.amount_fen > 0), 0) as income,
             coalesce(-sum(e.amount_fen) filter (where e.amount_fen < 0), 0) as expense, count(*)::int as n
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
       where e.account_id = ${account} and e.created_at >= ${start} and e.created_at < ${end}
       group by t.bill_type`),
    db.execute<{ state: string; paid_by: string | null; n: number; amount: string }>(sql`
      select state, paid_by, count(*)::int as n, sum(amount_fen)::bigint as amount from pickup_bills
       where tenant_id = ${tenantId} and day >= ${`${month}-01`}::date
         and day < (${`${month}-01`}::date + interval '1 month')::date
       group by state, paid_by`),
  ]);
  const openingFen = Number(opening.rows[0]?.balance ?? 0);
  const incomeFen = Number(sums.rows[0]!.income);
  const expenseFen = Number(sums.rows[0]!.expense);
  const byType = new Map<TypeCode, Statement['byType'][number]>();
  for (const code of PICKUP_BILL_TYPES)
    byType.set(code, { billType: code, incomeFen: 0, expenseFen: 0, count: 0 });
  for (const r of types.rows)
    byType.set(r.bill_type, {
      billType: r.bill_type,
      incomeFen: Number(r.income),
      expenseFen: Number(r.expense),
      count: Number(r.n),
    });
  const paid = new Map<string, { count: number; amountFen: number }>();
  let count = 0;
  let amountFen = 0;
  let paidFen = 0;
  for (const r of bills.rows) {
    count += Number(r.n);
    amountFen += Number(r.amount);
    if (r.state !== 'PAID' || !r.paid_by) continue;
    paidFen += Number(r.amount);
    const p = paid.get(r.paid_by) ?? { count: 0, amountFen: 0 };
    p.count += Number(r.n);
    p.amountFen += Number(r.amount);
    paid.set(r.paid_by, p);
  }
  return {
    month,
    openingFen,
    incomeFen,
    expenseFen,
    closingFen: openingFen + incomeFen - expenseFen,
    movements: Number(sums.rows[0]!.n),
    byType: [...byType.values()],
    pickupBills: {
      count,
      amountFen,
      paidFen,
      openFen: amountFen - paidFen,
      byPaidBy: [...paid.entries()].map(([paidBy, p]) => ({
        paidBy: paidBy as Statement['pickupBills']['byPaidBy'][number]['paidBy'],
        ...p,
      })),
    },
  };
}

export async function statementWorkbook(
  db: DbOrTx,
  ledger: Ledger,
  tenantId: number,
  month: string,
): Promise<Buffer> {
  const s = await monthStatement(db, ledger, tenantId, month);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`对账单${month}`);
  sheet.columns = [
    { header: '项目', key: 'item', width: 20 },
    { header: '收入(元)', key: 'income', width: 14 },
    { header: '支出(元)', key: 'expense', width: 14 },
    { header: '笔数', key: 'n', width: 8 },
  ];
  sheet.addRow({ item: '期初余额', income: s.openingFen / 100 });
  for (const t of s.byType)
    sheet.addRow({
      item: stateLabel(billTypeMap, t.billType),
      income: t.incomeFen / 100,
      expense: t.expenseFen / 100,
      n: t.count,
    });
  sheet.addRow({ item: '合计', income: s.incomeFen / 100, expense: s.expenseFen / 100, n: s.movements });
  sheet.addRow({ item: '期末余额', income: s.closingFen / 100 });
  sheet.addRow({});
  sheet.addRow({ item: '拿货结算账单', income: s.pickupBills.amountFen / 100, n: s.pickupBills.count });
  for (const p of s.pickupBills.byPaidBy)
    sheet.addRow({ item: stateLabel(pickupBillPaidBy, p.paidBy), income: p.amountFen / 100, n: p.count });
  sheet.addRow({ item: '未结清', income: s.pickupBills.openFen / 100 });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { fundsEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { attachmentHeader, XLSX_TYPE } from '../../../list/jobs/exportFiles.ts';
import { exportFileName } from '../../../list/jobs/exportJobs.ts';
import type { Ledger } from '../ledger/ledger.ts';

export interface DailyRow {
  day: string;
  openingFen: number;
  incomeFen: number;
  expenseFen: number;
  closingFen: number;
  movements: number;
}

/**
 * 日对账 from the available account's own entries: each day's first entry gives 期初 (its balance
 * before), the last gives 期末, and the entries between are 收入 and 支出 — so every row ties by
 * construction of the balance chain, and a row that did not would be a broken ledger.
 */
export async function dailyStatement(db: DbOrTx, ledger: Ledger, tenantId: number, from: string, to: string): Promise<DailyRow[]> {
  const account = await ledger.accounts.tenantId(db, tenantId, 'available');
  const r = await db.execute<{ day: string; opening: number; income: number; expense: number; closing: number; n: number }>(sql`
    select to_char(d, 'YYYY-MM-DD') as day,
           (array_agg(e.balance_after - e.amount_fen order by e.account_version))[1] as opening,
           coalesce(sum(e.amount_fen) filter (where e.amount_fen > 0), 0) as income,
           coalesce(-sum(e.amount_fen) filter (where e.amount_fen < 0), 0) as expense,
           (array_agg(e.balance_after order by e.account_version desc))[1] as closing,
           count(*)::int as n
      from ledger_entries e, lateral (select (e.created_at at time zone 'Asia/Shanghai')::date as d) x
     where e.account_id = ${account}
       and e.created_at >= ${from}::date at time zone 'Asia/Shanghai'
       and e.created_at < (${to}::date + 1) at time zone 'Asia/Shanghai'
     group by d order by d desc`);
  return r.rows.map((x) => ({
    day: x.day,
    openingFen: Number(x.opening),
    incomeFen: Number(x.income),
    expenseFen: Number(x.expense),
    closingFen: Number(x.closing),
    movements: Number(x.n),
  }));
}

export function registerDailyStatement(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;
  registerEndpoint(app, ctx, fundsEndpoints.dailyStatement, async ({ body, caller }) =>
    dailyStatement(db, funds.ledger, caller.tenantId, body.from, body.to),
  );
  registerEndpoint(app, ctx, fundsEndpoints.dailyStatementExport, { sendsFile: true }, async ({ body, caller, reply }) => {
    const rows = await dailyStatement(db, funds.ledger, caller.tenantId, body.from, body.to);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('日对账');
    sheet.columns = [
      { header: '日期', key: 'day', width: 12 },
      { header: '期初余额(元)', key: 'opening', width: 14 },
      { header: '收入(元)', key: 'income', width: 12 },
      { header: '支出(元)', key: 'expense', width: 12 },
      { header: '期末余额(元)', key: 'closing', width: 14 },
      { header: '笔数', key: 'n', width: 8 },
    ];
    for (const r of rows) {
      sheet.addRow({ day: r.day, opening: r.openingFen / 100, income: r.incomeFen / 100, expense: r.expenseFen / 100, closing: r.closingFen / 100, n: r.movements });
    }
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', attachmentHeader(exportFileName('日对账', new Date())))
      .header('cache-control', 'no-store')
      .send(buffer);
  });
}

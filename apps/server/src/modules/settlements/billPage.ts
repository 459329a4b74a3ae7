import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  PICKUP_BILL_TABS,
  stateLabel,
  pickupBillPaidBy,
  pickupBillState,
  supplierSettleMode,
  type PickupBillDetail,
  type PickupBillPage,
  type PickupBillPageRequest,
  type PickupBillTab,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/likePattern.ts';
import type { Caller } from '../../http/caller.ts';
import { notFound } from '../../http/apiError.ts';
import { BILL_SELECT, billOf, type BillRaw } from './billRows.ts';

type Body = Required<Pick<PickupBillPageRequest, 'tab' | 'pageNum' | 'pageSize'>> & PickupBillPageRequest;

function filtersOf(caller: Caller, body: PickupBillPageRequest) {
  const parts = [sql`b.tenant_id = ${caller.tenantId}`];
  if (body.dayFrom) parts.push(sql`b.day >= ${body.dayFrom}::date`);
  if (body.dayTo) parts.push(sql`b.day <= ${body.dayTo}::date`);
  if (body.settleMode) parts.push(sql`b.settle_mode = ${body.settleMode}`);
  if (body.supplierId) parts.push(sql`b.supplier_id = ${body.supplierId}`);
  if (body.keyword) {
    const like = containing(body.keyword);
    parts.push(sql`(b.bill_no ilike ${like} or s.name ilike ${like} or s.stall_no ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const tabOf = (tab: PickupBillTab) => (tab === 'ALL' ? sql`true` : sql`b.state = ${tab}`);

/** 拿货结算账单: newest day first, a stall's bills in walking order within the day; a count per tab. */
export async function billPage(db: Db, caller: Caller, body: Body): Promise<PickupBillPage> {
  const where = filtersOf(caller, body);
  const [list, counted] = await Promise.all([
    db.execute<BillRaw>(sql`
      ${BILL_SELECT} where ${where} and ${tabOf(body.tab)} order by b.day desc, s.walk_key, b.id
       limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`),
    db.execute<{ state: string; n: number; amount: string }>(sql`
      select b.state, count(*)::int as n, sum(b.amount_fen)::bigint as amount
        from pickup_bills b join suppliers s on s.id = b.supplier_id where ${where} group by b.state`),
  ]);
  const counts = Object.fromEntries(PICKUP_BILL_TABS.map((t) => [t, 0])) as Record<PickupBillTab, number>;
  let amountFen = 0;
  for (const r of counted.rows) {
    counts[r.state as PickupBillTab] = Number(r.n);
    counts.ALL += Number(r.n);
    if (body.tab === 'ALL' || body.tab === r.state) amountFen += Number(r.amount);
  }
  return {
    list: list.rows.map(billOf),
    total: counts[body.tab],
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    counts,
    amountFen,
  };
}

export async function billDetail(db: Db, caller: Caller, billNo: string): Promise<PickupBillDetail> {
  const head = await db.execute<BillRaw>(
    sql`${BILL_SELECT} where b.tenant_id = ${caller.tenantId} and b.bill_no = ${billNo}`,
  );
  if (!head.rows[0]) throw notFound('账单不存在');
  const lines = await db.execute<Record<string, unknown>>(sql`
    select kind, code, order_no, article_no, color, size, qty, price_fen, amount_fen, staff_name
      from pickup_bill_lines where bill_id = ${Number(head.rows[0].id)} order by kind desc, id`);
  return {
    bill: billOf(head.rows[0]),
    lines: lines.rows.map((l) => ({
      kind: l.kind as 'TAKE' | 'REFUND',
      code: String(l.code),
      orderNo: String(l.order_no),
      articleNo: String(l.article_no),
      color: String(l.color),
      size: String(l.size),
      qty: Number(l.qty),
      priceFen: Number(l.price_fen),
      amountFen: Number(l.amount_fen),
      staffName: String(l.staff_name),
    })),
  };
}

/** Rows one export writes at most: a tenant's bills of a few years. */
const EXPORT_MAX = 50_000;

/** The page's filter and tab as an .xlsx workbook, a row a bill, amounts in yuan. */
export async function billWorkbook(db: Db, caller: Caller, body: PickupBillPageRequest): Promise<Buffer> {
  const rows = await db.execute<BillRaw>(sql`
    ${BILL_SELECT} where ${filtersOf(caller, body)} and ${tabOf(body.tab ?? 'ALL')}
     order by b.day desc, s.walk_key, b.id limit ${EXPORT_MAX}`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('拿货结算账单');
  sheet.columns = [
    { header: '账单号', key: 'billNo', width: 18 },
    { header: '日期', key: 'day', width: 12 },
    { header: '市场', key: 'market', width: 14 },
    { header: '楼层', key: 'floor', width: 8 },
    { header: '档口号', key: 'stallNo', width: 10 },
    { header: '档口', key: 'stallName', width: 16 },
    { header: '结算方式', key: 'settleMode', width: 10 },
    { header: '行数', key: 'lines', width: 8 },
    { header: '件数', key: 'pieces', width: 8 },
    { header: '拿货金额(元)', key: 'goods', width: 14 },
    { header: '退货退款(元)', key: 'refund', width: 14 },
    { header: '应付(元)', key: 'amount', width: 12 },
    { header: '状态', key: 'state', width: 10 },
    { header: '付款方式', key: 'paidBy', width: 16 },
    { header: '争议原因', key: 'dispute', width: 24 },
  ];
  for (const r of rows.rows.map(billOf))
    sheet.addRow({
      billNo: r.billNo,
      day: r.day,
      market: r.market,
      floor: r.floor,
      stallNo: r.stallNo,
      stallName: r.stallName,
      settleMode: stateLabel(supplierSettleMode, r.settleMode),
      lines: r.lines,
      pieces: r.pieces,
      goods: r.goodsFen / 100,
      refund: r.refundFen / 100,
      amount: r.amountFen / 100,
      state: stateLabel(pickupBillState, r.state),
      paidBy: stateLabel(pickupBillPaidBy, r.paidBy),
      dispute: r.disputeReason,
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import type { FastifyInstance } from 'fastify';
import { settlementEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { sendXlsx } from '../../list/jobs/exportFiles.ts';
import { xlsxFile } from '../../list/jobs/exportJobs.ts';
import {
  confirmBills,
  disputeBill,
  markBillsPaid,
  payBills,
  recheckBill,
  registerBillPaid,
} from './billMoves.ts';
import { billDetail, billPage, billWorkbook } from './billPage.ts';
import { registerBillReconcile } from './billReconcile.ts';
import { registerDayFeeLink, registerDayFeeReconcile } from './dayFee.ts';
import { pickerPage, registerFloat, settleStaffDays } from './pickerSettlements.ts';
import { monthStatement, statementWorkbook } from './statement.ts';

/** 拿货结算账单, 拿货员结算 and 对账单 (issue 28 §3). */
export function registerSettlements(app: FastifyInstance, ctx: AppContext) {
  const e = settlementEndpoints;
  const { db, funds } = ctx;
  registerBillPaid(funds);
  registerBillReconcile();
  registerDayFeeLink(funds);
  registerDayFeeReconcile();
  registerEndpoint(app, ctx, e.billPage, ({ body, caller }) => billPage(db, caller, body));
  registerEndpoint(app, ctx, e.billDetail, ({ body, caller }) => billDetail(db, caller, body.billNo));
  registerEndpoint(app, ctx, e.billConfirm, ({ body, caller }) =>
    confirmBills(db, funds, caller, body.billNos),
  );
  registerEndpoint(app, ctx, e.billPay, ({ body, caller }) => payBills(db, funds, caller, body.billNos));
  registerEndpoint(app, ctx, e.billMarkPaid, ({ body, caller }) => markBillsPaid(db, caller, body.billNos));
  registerEndpoint(app, ctx, e.billDispute, ({ body, caller }) =>
    disputeBill(db, caller, body.billNo, body.reason),
  );
  registerEndpoint(app, ctx, e.billRecheck, ({ body, caller }) => recheckBill(db, caller, body.billNo));
  registerEndpoint(app, ctx, e.billExport, { sendsFile: true }, async ({ body, caller, reply }) =>
    sendXlsx(reply, xlsxFile('拿货结算账单', await billWorkbook(db, caller, body))),
  );
  registerEndpoint(app, ctx, e.pickerPage, ({ body, caller }) => pickerPage(db, caller, body));
  registerEndpoint(app, ctx, e.pickerFloat, ({ body, caller }) => registerFloat(db, caller, body));
  registerEndpoint(app, ctx, e.pickerSettle, ({ body, caller }) => settleStaffDays(db, caller, body.items));
  registerEndpoint(app, ctx, e.statement, ({ body, caller }) =>
    monthStatement(db, funds.ledger, caller.tenantId, body.month),
  );
  registerEndpoint(app, ctx, e.statementExport, { sendsFile: true }, async ({ body, caller, reply }) =>
    sendXlsx(
      reply,
      xlsxFile(`对账单${body.month}`, await statementWorkbook(db, funds.ledger, caller.tenantId, body.month)),
    ),
  );
}

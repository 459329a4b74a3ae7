import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { fundsEndpoints, type AliLedgerAuthState, type AliLedgerRow } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { conflict } from '../../../http/apiError.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { aliLedgerAuthOf } from './aliLedger.ts';
import { balancesOf } from '../balance/balances.ts';
import { nextFundsNo } from '../fundsNumbers.ts';
import { maskAlipayAccount } from '../rechargeWithdraw/withdrawals.ts';

async function authState(db: DbOrTx, tenantId: number): Promise<AliLedgerAuthState> {
  const auth = await aliLedgerAuthOf(db, tenantId);
  const owed = -(await balancesOf(db, tenantId)).payLater;
  const waiting = await db.execute<{ fen: number }>(sql`
    select coalesce(sum(fen - split_fen), 0) as fen from ali_ledger_records where tenant_id = ${tenantId} and settled_at is null`);
  return {
    state: auth?.state ?? 'NONE',
    alipayAccount: auth ? maskAlipayAccount(auth.alipay_account) : null,
    capPercent: auth?.cap_percent ?? null,
    authorisedAt: auth ? asDate(auth.authorised_at).toISOString() : null,
    revokedAt: auth?.revoked_at ? asDate(auth.revoked_at).toISOString() : null,
    owedFen: owed,
    waitingFen: Number(waiting.rows[0]!.fen),
  };
}

type RecordRow = {
  split_no: string;
  shop_order_no: string;
  daifa_order_no: string;
  fen: number;
  split_fen: number;
  balance_fen: number;
  state: AliLedgerRow['state'];
  fail_reason: string | null;
  due_at: string | Date;
  settled_at: string | Date | null;
  created_at: string | Date;
  total: number;
};

const toRow = (r: RecordRow): AliLedgerRow => ({
  splitNo: r.split_no,
  shopOrderNo: r.shop_order_no,
  daifaOrderNo: r.daifa_order_no,
  fen: Number(r.fen),
  splitFen: Number(r.split_fen),
  balanceFen: Number(r.balance_fen),
  state: r.state,
  failReason: r.fail_reason,
  dueAt: asDate(r.due_at).toISOString(),
  settledAt: r.settled_at ? asDate(r.settled_at).toISOString() : null,
  createdAt: asDate(r.created_at).toISOString(),
});

/** 支付宝分账授权 (main account, with the PIN), 解除授权, and the records of /funds/aliLedger. */
export function registerAliLedgerEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;

  registerEndpoint(app, ctx, fundsEndpoints.aliLedgerAuthState, async ({ caller }) =>
    authState(db, caller.tenantId),
  );

  registerEndpoint(app, ctx, fundsEndpoints.aliLedgerAuth, async ({ body, caller }) => {
    await funds.payPasswords.verify(caller.accountId, body.payPassword);
    const current = await aliLedgerAuthOf(db, caller.tenantId);
    if (current?.state === 'AUTHORISED') throw conflict('已授权支付宝分账，如需更换账号请先解除授权');
    // Alipay binds the receiver before any split may name it; a refusal changes nothing here.
    const requestNo = await nextFundsNo(db, 'FZ');
    const bound = await funds.gateway.royaltyBind({ requestNo, account: body.account, name: body.realName });
    if (!bound.ok) throw conflict(`支付宝分账授权失败：${bound.message ?? '请稍后再试'}`);
    await db.execute(sql`
      insert into ali_ledger_auths (tenant_id, alipay_account, cap_percent, state, authorised_at, revoked_at)
      values (${caller.tenantId}, ${body.account}, ${body.capPercent}, 'AUTHORISED', now(), null)
      on conflict (tenant_id) do update
        set alipay_account = excluded.alipay_account, cap_percent = excluded.cap_percent, state = 'AUTHORISED',
            authorised_at = now(), revoked_at = null`);
    return authState(db, caller.tenantId);
  });

  registerEndpoint(app, ctx, fundsEndpoints.aliLedgerRevoke, async ({ body, caller }) => {
    await funds.payPasswords.verify(caller.accountId, body.payPassword);
    const revoked = await db.execute(sql`
      update ali_ledger_auths set state = 'REVOKED', revoked_at = now() where tenant_id = ${caller.tenantId} and state = 'AUTHORISED'`);
    if (revoked.rowCount !== 1) throw conflict('尚未授权支付宝分账');
    return authState(db, caller.tenantId);
  });

  registerEndpoint(app, ctx, fundsEndpoints.aliLedgerPage, async ({ body, caller }) => {
    const rows = await db.execute<RecordRow>(sql`
      select *, count(*) over () as total from ali_ledger_records
       where tenant_id = ${caller.tenantId} ${body.tab === 'ALL' ? sql`` : sql`and state = ${body.tab}`}
       order by created_at desc, id desc
       limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`);
    const counts = await db.execute<{ state: string; n: number }>(sql`
      select state, count(*)::int as n from ali_ledger_records where tenant_id = ${caller.tenantId} group by state`);
    const count = (s: string) => Number(counts.rows.find((r) => r.state === s)?.n ?? 0);
    return {
      list: rows.rows.map(toRow),
      total: Number(rows.rows[0]?.total ?? 0),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      counts: {
        ALL: counts.rows.reduce((s, r) => s + Number(r.n), 0),
        WAITING: count('WAITING'),
        SPLITTING: count('SPLITTING'),
        DONE: count('DONE'),
        FAILED: count('FAILED'),
      },
    };
  });
}

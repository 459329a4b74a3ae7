import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import type { PaymentGateway } from '../alipay/paymentGateway.ts';
import { nextFundsNo } from '../fundsNumbers.ts';
import { LedgerLimitError, type Ledger } from '../ledger/ledger.ts';

/**
 * 支付宝分账 for 货款后付: a dropship order paid later leaves its goods on the tenant's `payLater`
 * account and opens a split record against the shop order it fulfils. When that shop order completes,
 * the platform (分账收入方 by the tenant's authorisation) settles the debt from the order's Alipay
 * income, at most cap % of it; what a split did not settle is taken from the balance when due.
 */

export interface OpenSplitInput {
  tenantId: number;
  daifaOrderNo: string;
  shopOrderNo: string;
  fen: number;
  dueAt: Date;
}

/** Called by the dropship-orders module when a 货款后付 order is paid: the debt waits for its shop order. */
export async function openSplit(tx: DbOrTx, input: OpenSplitInput): Promise<string> {
  const splitNo = await nextFundsNo(tx, 'FZ');
  await tx.execute(sql`
    insert into ali_ledger_records (split_no, tenant_id, shop_order_no, daifa_order_no, fen, state, due_at)
    values (${splitNo}, ${input.tenantId}, ${input.shopOrderNo}, ${input.daifaOrderNo}, ${input.fen}, 'WAITING', ${input.dueAt.toISOString()}::timestamptz)`);
  return splitNo;
}

/**
 * The shop order completed (the buyer confirmed receipt, its Alipay income is there): its waiting
 * records go to 分账中 while the tenant's authorisation stands; the sweeper settles them. Returns how
 * many records were picked up.
 */
export async function shopOrderCompleted(
  tx: DbOrTx,
  input: { tenantId: number; shopOrderNo: string; tradeNo: string; shopOrderFen: number },
): Promise<number> {
  const r = await tx.execute(sql`
    update ali_ledger_records r set state = 'SPLITTING', trade_no = ${input.tradeNo}, shop_order_fen = ${input.shopOrderFen}
     where r.tenant_id = ${input.tenantId} and r.shop_order_no = ${input.shopOrderNo} and r.state = 'WAITING' and r.settled_at is null
       and exists (select 1 from ali_ledger_auths a where a.tenant_id = r.tenant_id and a.state = 'AUTHORISED')`);
  return r.rowCount ?? 0;
}

type SplittingRow = {
  split_no: string;
  tenant_id: number;
  daifa_order_no: string;
  fen: number;
  shop_order_fen: number;
  trade_no: string;
  alipay_account: string | null;
  cap_percent: number | null;
};

/** At most cap % of the shop order, never more than is owed. */
export function splitAmount(owedFen: number, shopOrderFen: number, capPercent: number): number {
  return Math.min(owedFen, Math.floor((shopOrderFen * capPercent) / 100));
}

/**
 * One pass: settle 分账中 records at Alipay (the same out_request_no on every try, so a retry after a
 * crash cannot split twice), then take what is still owed on records past due from the balance.
 */
export async function sweepAliLedger(db: Db, ledger: Ledger, gateway: PaymentGateway): Promise<void> {
  const splitting = await db.execute<SplittingRow>(sql`
    select r.split_no, r.tenant_id, r.daifa_order_no, r.fen, r.shop_order_fen, r.trade_no, a.alipay_account, a.cap_percent
      from ali_ledger_records r
      left join ali_ledger_auths a on a.tenant_id = r.tenant_id and a.state = 'AUTHORISED'
     where r.state = 'SPLITTING' and r.settled_at is null
     order by r.id limit 50`);
  for (const row of splitting.rows) await settleOne(db, ledger, gateway, row);

  const due = await db.execute<{ split_no: string }>(sql`
    select split_no from ali_ledger_records
     where settled_at is null and due_at <= now() and state in ('WAITING', 'FAILED', 'DONE')
     order by due_at limit 100`);
  for (const row of due.rows) await takeFromBalance(db, ledger, row.split_no);
}

async function settleOne(db: Db, ledger: Ledger, gateway: PaymentGateway, row: SplittingRow) {
  if (!row.alipay_account || row.cap_percent === null) {
    // 解除授权 while the split waited: nothing goes to Alipay; the balance pays when due.
    await db.execute(sql`
      update ali_ledger_records set state = 'FAILED', fail_reason = '分账授权已解除，到期从余额扣除'
       where split_no = ${row.split_no} and state = 'SPLITTING'`);
    return;
  }
  const fen = splitAmount(Number(row.fen), Number(row.shop_order_fen), Number(row.cap_percent));
  if (fen <= 0) {
    await db.execute(sql`
      update ali_ledger_records set state = 'FAILED', fail_reason = '店铺订单金额不足以分账，到期从余额扣除'
       where split_no = ${row.split_no} and state = 'SPLITTING'`);
    return;
  }
  const answer = await gateway.settle({
    requestNo: row.split_no,
    tradeNo: row.trade_no,
    account: row.alipay_account,
    fen,
  });
  if (answer.uncertain) return;
  await db.transaction(async (tx) => {
    if (!answer.ok) {
      await tx.execute(sql`
        update ali_ledger_records set state = 'FAILED', fail_reason = ${`分账失败：${answer.message ?? '支付宝未受理'}，到期从余额扣除`}
         where split_no = ${row.split_no} and state = 'SPLITTING'`);
      return;
    }
    const rest = Number(row.fen) - fen;
    const moved = await tx.execute(sql`
      update ali_ledger_records
         set state = 'DONE', split_fen = ${fen}, settled_at = case when ${rest} = 0 then now() else null end,
             fail_reason = case when ${rest} > 0 then ${`超出分账比例上限的部分（${(rest / 100).toFixed(2)}元）到期从余额扣除`} else null end
       where split_no = ${row.split_no} and state = 'SPLITTING'`);
    if (moved.rowCount !== 1) return;
    await ledger.post(tx, {
      tenantId: Number(row.tenant_id),
      billType: 'ORDER',
      direction: 'NONE',
      document: { kind: 'DAIFA_ORDER', no: row.daifa_order_no },
      payMethod: 'ALIPAY_WEB',
      itemType: 'GOODS_PAY_LATER',
      operator: { id: null, name: '支付宝分账' },
      memo: '货款后付：店铺订单完成，支付宝分账结清',
      idempotencyKey: `split:${row.split_no}`,
      detail: { splitNo: row.split_no, tradeNo: row.trade_no },
      entries: [
        { account: 'alipayClearing', fen: -fen, itemType: 'GOODS_PAY_LATER' },
        { account: 'payLater', fen, itemType: 'GOODS_PAY_LATER' },
      ],
    });
  });
}

/** What a record still owes, from the balance; 余额不足 leaves it for the next pass (after a recharge). */
async function takeFromBalance(db: Db, ledger: Ledger, splitNo: string) {
  try {
    await db.transaction(async (tx) => {
      const r = await tx.execute<{
        tenant_id: number;
        daifa_order_no: string;
        fen: number;
        split_fen: number;
        state: string;
      }>(sql`
        select tenant_id, daifa_order_no, fen, split_fen, state from ali_ledger_records
         where split_no = ${splitNo} and settled_at is null and state <> 'SPLITTING' for update`);
      const row = r.rows[0];
      if (!row) return;
      const rest = Number(row.fen) - Number(row.split_fen);
      await ledger.post(tx, {
        tenantId: Number(row.tenant_id),
        billType: 'ORDER',
        direction: 'OUT',
        document: { kind: 'DAIFA_ORDER', no: row.daifa_order_no },
        payMethod: 'BALANCE',
        itemType: 'GOODS_PAY_LATER',
        operator: { id: null, name: '系统' },
        memo:
          row.state === 'DONE'
            ? '货款后付：分账上限以外的部分到期从余额扣除'
            : '货款后付：分账未完成，到期从余额扣除',
        idempotencyKey: `split:${splitNo}:balance`,
        detail: { splitNo },
        entries: [
          { account: 'available', fen: -rest, itemType: 'GOODS_PAY_LATER' },
          { account: 'payLater', fen: rest, itemType: 'GOODS_PAY_LATER' },
        ],
      });
      const reason =
        row.state === 'DONE'
          ? `超出分账比例上限的部分（${(rest / 100).toFixed(2)}元）已从余额扣除`
          : row.state === 'WAITING'
            ? '到期未完成分账，已从余额扣除'
            : '分账失败，已从余额扣除';
      await tx.execute(sql`
        update ali_ledger_records
           set balance_fen = ${rest}, settled_at = now(), fail_reason = ${reason},
               state = case when state = 'DONE' then 'DONE' else 'FAILED' end
         where split_no = ${splitNo}`);
    });
  } catch (e) {
    if (!(e instanceof LedgerLimitError)) throw e;
    await db.execute(sql`
      update ali_ledger_records set state = case when state = 'DONE' then 'DONE' else 'FAILED' end,
             fail_reason = '到期扣款失败：余额不足，请充值后自动扣除'
       where split_no = ${splitNo} and settled_at is null and state <> 'SPLITTING'
         and fail_reason is distinct from '到期扣款失败：余额不足，请充值后自动扣除'`);
  }
}

export type AliLedgerAuthRow = {
  alipay_account: string;
  cap_percent: number;
  state: 'AUTHORISED' | 'REVOKED';
  authorised_at: string | Date;
  revoked_at: string | Date | null;
};

export async function aliLedgerAuthOf(db: DbOrTx, tenantId: number): Promise<AliLedgerAuthRow | null> {
  const r = await db.execute<AliLedgerAuthRow>(
    sql`select alipay_account, cap_percent, state, authorised_at, revoked_at from ali_ledger_auths where tenant_id = ${tenantId}`,
  );
  const row = r.rows[0];
  return row
    ? { ...row, authorised_at: asDate(row.authorised_at), revoked_at: asDate(row.revoked_at) }
    : null;
}

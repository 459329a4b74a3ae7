import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tellDeskSendBacks } from '../../src/modules/afterSale/sendBack/sendBackDesk.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { ssoLogin, type Session } from '../support/testApp.ts';
import { payFromBalance, until } from '../daifa/support.ts';
import { adjustBalance, returnHelpers } from './support.ts';

// Spec §8's races, each run many times against the real desk stand-in and PostgreSQL: whoever wins, the
// money moves once or not at all, and reconcile ends at 0 fen.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const { signedOrder, applyReturn, giveWaybill, cancel, nextWaybill } = returnHelpers(world);

type CaseMoney = { as_no: string; status: string; refunded_fen: number; refunds: number; fee_bills: number };

/** Each case's end and the money the ledger moved for it (refunds on its order under its keys, its fee). */
async function moneyOf(asNos: string[]): Promise<CaseMoney[]> {
  const r = await db().execute<CaseMoney>(sql`
    select a.as_no, a.status, a.refunded_fen::int as refunded_fen,
           (select count(*)::int from ledger_transactions t
             where t.idempotency_key like 'aftersale:' || a.as_no || ':%' and t.bill_type <> 'PROXY_RETURN_GOODS') as refunds,
           (select count(*)::int from ledger_transactions t
             where t.document_no = a.as_no and t.bill_type = 'PROXY_RETURN_GOODS') as fee_bills
      from after_sales a where a.as_no = any(${`{${asNos.join(',')}}`}::text[]) order by a.as_no`);
  return r.rows;
}

describe('races', () => {
  it('撤销 against the stall’s refund, 200 times: CLOSE with no money, or COMPLETE refunded once', async () => {
    const RUNS = 200;
    const LINES = 10;
    await adjustBalance(world, 2_000_000);
    // 20 signed orders of 10 lines, four at a time: a case a line, each raced once
    const orders: string[] = [];
    for (let i = 0; i < RUNS / LINES; i += 4)
      orders.push(...(await Promise.all([0, 1, 2, 3].map(() => signedOrder(LINES, 1)))));
    const cases = (
      await Promise.all(
        orders.map(async (orderNo) => {
          const mine: string[] = [];
          for (let line = 1; line <= LINES; line++) {
            const applied = await applyReturn(orderNo, [line]);
            expect(applied.errorCode).toBe(0);
            const asNo: string = applied.data.asNo;
            expect((await giveWaybill(asNo, nextWaybill())).errorCode).toBe(0);
            await desk().forceReturn(asNo, { qc: 'PASS', factory: 'ACCEPT' });
            mine.push(asNo);
          }
          return mine;
        }),
      )
    ).flat();
    const answers = new Map<string, number>();
    // ten at a time: the seller's 撤销 and the desk playing the return to its end, at once
    for (let i = 0; i < cases.length; i += 10)
      await Promise.all(
        cases.slice(i, i + 10).map(async (asNo, j) => {
          const undo = async () => answers.set(asNo, (await cancel(asNo)).errorCode);
          // the desk signs a moment later or sooner, so either side wins some
          const play = async () => {
            await new Promise((r) => setTimeout(r, (j * 7) % 40));
            await desk()
              .playReturn(asNo)
              .catch(() => null); // canceled first: nothing left to play
          };
          await Promise.all([undo(), play()]);
        }),
      );
    const ended = await until(
      'every case ended',
      () => moneyOf(cases),
      (rows) => rows.every((r) => r.status === 'CLOSE' || r.status === 'COMPLETE'),
      60_000,
    );
    for (const r of ended) {
      if (r.status === 'CLOSE') {
        expect(answers.get(r.as_no), r.as_no).toBe(0);
        expect(r, r.as_no).toMatchObject({ refunded_fen: 0, refunds: 0, fee_bills: 0 });
      } else {
        expect(answers.get(r.as_no), r.as_no).toBe(40900);
        expect(r.refunded_fen, r.as_no).toBeGreaterThan(0);
        expect(r, r.as_no).toMatchObject({ refunds: 1, fee_bills: 1 });
      }
    }
    const closed = ended.filter((r) => r.status === 'CLOSE').length;
    console.info(`撤销 vs 档口退款: ${closed} CLOSE, ${ended.length - closed} COMPLETE of ${ended.length}`);
    const report = await reconcile(db());
    expect(report.checks.filter((c) => c.problems > 0)).toEqual([]);
  }, 240_000);

  it('two accounts claim one 无头件 at once, 20 times: one wins it, the other hears 该包裹已被认领', async () => {
    const other: Session = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const parcels: { headlessNo: string; waybillNo: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const waybillNo = `YT${String(Date.now()).slice(-7)}${String(i).padStart(3, '0')}9`;
      parcels.push({ headlessNo: (await desk().registerHeadless({ waybillNo })).headlessNo, waybillNo });
    }
    await desk().tick();
    await until(
      'the 无头件 registered',
      async () =>
        (
          await db().execute<{ n: number }>(sql`
            select count(*)::int as n from headless_parcels
             where headless_no = any(${`{${parcels.map((p) => p.headlessNo).join(',')}}`}::text[])`)
        ).rows[0]!.n,
      (n) => n === parcels.length,
    );
    const claim = (who: Session, p: (typeof parcels)[number]) =>
      call(world, who, 'POST', '/api/b2/afterSales/headless/claim', p);
    for (const p of parcels) {
      const [mine, theirs] = await Promise.all([claim(world.seller, p), claim(other, p)]);
      const codes = [mine.errorCode, theirs.errorCode].sort();
      expect(codes, p.headlessNo).toEqual([0, 44006]);
      expect((mine.errorCode ? theirs : mine).data.problemParcelId).toBeGreaterThan(0);
      const winner = mine.errorCode === 0 ? world.sellerTenant : other.userId;
      const held = await db().execute<{ tenant_id: number; state: string; problems: number }>(sql`
        select h.tenant_id, h.state,
               (select count(*)::int from problem_parcels q where q.parcel_no = h.waybill_no) as problems
          from headless_parcels h where h.headless_no = ${p.headlessNo}`);
      expect(held.rows[0]).toEqual({ tenant_id: winner, state: 'MATCHED', problems: 1 });
    }
  });

  it('取消寄回 against the desk shipping it, 20 times: CANCEL with the freight back once, or SENT with nothing back', async () => {
    const r = await db().execute<{ id: number }>(sql`
      insert into problem_parcels (tenant_id, parcel_no, problem_type, state, deadline_at, source, reason, goods, weight_g)
      select ${world.sellerTenant}, 'ZR' || lpad((${Date.now() % 1e9} + g)::text, 12, '0'), '拒收', 'WAITING_PROCESS',
             now() + interval '7 days', 'COURIER', '收件人拒收', array['K4551 黑色/M ×1'], 600
        from generate_series(1, 20) g
      returning id`);
    const receiver = {
      name: '陈小姐',
      phone: '13800138000',
      areaCode: '440106',
      address: '三元里大道 88 号 2 楼',
    };
    const orders: { postNo: string; amountFen: number }[] = [];
    for (const { id } of r.rows) {
      const made = await call(
        world,
        world.seller,
        'POST',
        '/api/b2/post/orders/create',
        { problemIds: [Number(id)], courierCode: 'ZTO', receiver },
        newKey(),
      );
      expect(made.errorCode).toBe(0);
      await payFromBalance(world, made.data.payNo);
      orders.push(made.data);
    }
    await tellDeskSendBacks(db(), world.t.daifa.returns, 50);
    const before = await available(world);
    const answers = await Promise.all(
      orders.map(async ({ postNo }, i) => {
        const undo = () =>
          call(world, world.seller, 'POST', '/api/b2/post/orders/cancel/sendBack', { postNo });
        // the desk ships a moment later or sooner, so either side wins some
        const ship = async () => {
          await new Promise((r) => setTimeout(r, (i * 7) % 40));
          await desk()
            .playSendBack(postNo)
            .catch(() => null); // canceled first: nothing left to ship
        };
        const [answer] = await Promise.all([undo(), ship()]);
        return { postNo, code: answer.errorCode };
      }),
    );
    const ended = await until(
      'each 寄回单 ended',
      async () =>
        (
          await db().execute<{ post_no: string; state: string; refunded_fen: number; refunds: number }>(sql`
            select p.post_no, p.state, p.refunded_fen::int as refunded_fen,
                   (select count(*)::int from ledger_transactions t
                     where t.document_no = p.post_no and t.idempotency_key not like 'pay:%') as refunds
              from post_orders p where p.post_no = any(${`{${orders.map((o) => o.postNo).join(',')}}`}::text[])`)
        ).rows,
      (rows) => rows.every((x) => x.state === 'CANCEL' || x.state === 'SENT'),
    );
    let back = 0;
    for (const row of ended) {
      const o = orders.find((x) => x.postNo === row.post_no)!;
      const code = answers.find((a) => a.postNo === row.post_no)!.code;
      if (row.state === 'CANCEL') {
        expect(code, row.post_no).toBe(0);
        expect(row, row.post_no).toMatchObject({ refunded_fen: o.amountFen, refunds: 1 });
        back += o.amountFen;
      } else {
        expect(code, row.post_no).toBe(40900);
        expect(row, row.post_no).toMatchObject({ refunded_fen: 0, refunds: 0 });
      }
    }
    const canceled = ended.filter((x) => x.state === 'CANCEL').length;
    console.info(`取消寄回 vs 寄出: ${canceled} CANCEL, ${ended.length - canceled} SENT of ${ended.length}`);
    expect(await available(world)).toBe(before + back);
    const report = await reconcile(db());
    expect(report.checks.filter((c) => c.problems > 0)).toEqual([]);
  });
});

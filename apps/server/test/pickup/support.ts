import crypto from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, purchaserLogin, type Session, type TestApp } from '../support/testApp.ts';
import { placeOrder, type PlacementLine } from '../../src/modules/daifa/placement/placement.ts';
import { payByAlipay } from '../../src/modules/daifa/demo/demoDaifa.ts';
import { submitPaidOrders } from '../../src/modules/daifa/warehouse/fulfilmentSubmitter.ts';
import { addMarkets } from '../../src/modules/pickup/marketTree.ts';
import { shenzhen } from '../daifa/support.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by the path the test expects
export type Answer = { errorCode: number; errorMsg: string; data: any };

/** The purchaser on 自有拿货 with a market of three stalls, its picker and a second picker. */
export interface PickupWorld {
  t: TestApp;
  owner: Session;
  picker: Session;
  other: Session;
  tenant: number;
  pickerId: number;
  otherId: number;
}

/** `daifa`: the outside systems (default: out of reach), as `createTestApp` takes them. */
export async function pickupWorld(
  daifa?: Parameters<typeof createTestApp>[1] extends infer O ? (O extends { daifa?: infer D } ? D : never) : never,
): Promise<PickupWorld> {
  const t = await createTestApp({ exposeCaptchaAnswer: true }, daifa ? { daifa } : {});
  const owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  const picker = await purchaserLogin(t.app, 'purchaser:picker', 'picker123');
  const db = t.database.db;
  // a second picker in the picker's role
  await db.execute(sql`
    insert into accounts (kind, username, password_hash, parent_id, sub_username)
    select 'purchaser', 'picker2', password_hash, parent_id, '拿货员小王' from accounts where username = 'picker'`);
  await db.execute(sql`
    insert into account_roles (account_id, role_id)
    select b.id, ar.role_id from accounts a join account_roles ar on ar.account_id = a.id, accounts b
     where a.username = 'picker' and b.username = 'picker2'`);
  const other = await purchaserLogin(t.app, 'purchaser:picker2', 'picker123');
  await db.transaction((tx) =>
    addMarkets(tx, owner.userId, [
      {
        name: '国投女装',
        floors: [
          {
            name: '1楼',
            stalls: [
              { stallNo: 'A10', name: '小鹿服饰' },
              { stallNo: 'A2', name: '阿美家' },
            ],
          },
          { name: '3楼', stalls: [{ stallNo: 'A316', name: '韩版女装', phone: '13812340316' }] },
        ],
      },
    ]),
  );
  const world = {
    t,
    owner,
    picker,
    other,
    tenant: owner.userId,
    pickerId: picker.userId,
    otherId: other.userId,
  };
  const set = await call(world, owner, 'POST', '/api/b2/purchaser/setting/fulfilMode', { mode: 'OWN' });
  expect(set.errorCode).toBe(0);
  return world;
}

/** The world of a test file: made before its tests, closed after them. */
export function usePickupWorld(daifa?: Parameters<typeof pickupWorld>[0]): PickupWorld {
  const w = {} as PickupWorld;
  beforeAll(async () => {
    Object.assign(w, await pickupWorld(daifa));
  });
  afterAll(() => w.t?.close());
  return w;
}

export async function call(
  w: Pick<PickupWorld, 't'>,
  who: Session,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
): Promise<Answer> {
  const res = await w.t.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return res.json() as Answer;
}

export const goods = (stall: string, articleNo: string, qty = 2, priceFen = 3500): PlacementLine => ({
  goodsId: `G${articleNo}`,
  stall,
  articleNo,
  title: '连衣裙',
  color: '杏色',
  size: 'M',
  qty,
  priceFen,
  weightG: 300,
});

/** A dropship order of the purchaser, paid and handed over (to its own team: tasks on today's board). */
export async function ownOrder(w: PickupWorld, lines: PlacementLine[]): Promise<string> {
  const placed = await w.t.database.db.transaction((tx) =>
    placeOrder(tx, w.t.funds, {
      tenantId: w.tenant,
      accountId: w.tenant,
      brand: 'e3e3',
      requestKey: crypto.randomUUID(),
      source: 'MANUAL',
      courierCode: 'ZTO',
      receiver: shenzhen,
      lines,
    }),
  );
  await payByAlipay(w.t.database.db, w.t.funds, placed.payNo!, placed.orderNo);
  await submitPaidOrders(w.t.database.db, w.t.daifa.fulfilment, 50);
  return placed.orderNo;
}

export const report = (w: PickupWorld, who: Session, body: object, key = crypto.randomUUID()) =>
  call(w, who, 'POST', '/api/b2/purchaser/assigned/takeReport', body, key);

export const page = (w: PickupWorld, body: object = {}, who = w.owner) =>
  call(w, who, 'POST', '/api/b2/purchaser/assigned/takePage', { pageSize: 200, ...body });

/** The board's rows of one order. */
export async function rowsOf(w: PickupWorld, orderNo: string) {
  const answer = await page(w, { keyword: orderNo });
  expect(answer.errorCode, answer.errorMsg).toBe(0);
  return answer.data.list as {
    id: number;
    version: number;
    state: string;
    articleNo: string;
    [k: string]: unknown;
  }[];
}

export async function daifaOrder(w: PickupWorld, orderNo: string) {
  const [order] = (
    await w.t.database.db.execute<{ status: string; flags: string[]; states: string[] }>(sql`
      select o.status, o.flags, array(select l.pickup_state from daifa_order_lines l where l.order_id = o.id order by l.line_no) as states
        from daifa_orders o where o.order_no = ${orderNo}`)
  ).rows;
  return order!;
}

/** An own-team order of one line at 国投女装 1楼A2 whose every piece the picker took (打印发货's). */
export async function orderInHand(w: PickupWorld, articleNo: string, qty = 1): Promise<string> {
  const orderNo = await ownOrder(w, [goods('国投女装 1楼A2', articleNo, qty)]);
  const [row] = await rowsOf(w, orderNo);
  await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
    ids: [row!.id],
    pickerId: w.pickerId,
  });
  const [taking] = await rowsOf(w, orderNo);
  const took = await report(
    w,
    w.picker,
    { id: taking!.id, version: taking!.version, outcome: 'TOOK', tookQty: qty, tookPriceFen: 3500 },
    crypto.randomUUID(),
  );
  expect(took.errorCode, took.errorMsg).toBe(0);
  return orderNo;
}

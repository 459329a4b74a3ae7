import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECEIVER_REVEALS_PER_DAY, type DaifaGoods } from '@oms/api-client';
import { DEFAULT_WAYBILL_PARTNER_KEY } from '@oms/platform-standin';
import type { DbOrTx } from '../../src/db/client.ts';
import { submitPaidOrders } from '../../src/modules/daifa/warehouse/fulfilmentSubmitter.ts';
import { syncShop } from '../../src/modules/shops/sync/syncShop.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { authorisedShop } from '../support/standIn.ts';
import { payFromBalance, placeAndPay, placeUnpaid, shenzhen, dressLine, until } from './support.ts';

// 密文面单: orders of 拼多多, 抖店 and 快手 ship on the platform's e-waybill; we never hold their receivers.
const world = fundsWorld({ warehouse: true, platform: true });
const db = () => world.t.database.db;
const MASKING = ['PDD', 'TIKTOK', 'KUAISHOU'] as const;

type Shipped = { channel: string; tid: string; orderNo: string; accessToken: string; cipher: string };
const shipped: Shipped[] = [];

async function linkSkusOf(shopOrderId: number, goods: DaifaGoods) {
  const lines = await db().execute<{ article_no: string; color: string; size: string }>(
    sql`select article_no, color, size from shop_order_lines where order_id = ${shopOrderId}`,
  );
  for (const l of lines.rows) {
    const linked = await call(world, world.seller, 'POST', '/api/b2/daifa/goods/associate', {
      articleNo: l.article_no,
      color: l.color,
      size: l.size,
      goodsId: goods.goodsId,
      goodsColor: goods.colors[0],
      goodsSize: goods.sizes[0],
    });
    expect(linked.errorCode).toBe(0);
  }
}

const platformWaybill = (channel: string, tid: string, cipher: string, oaid: string) =>
  fetch(`${world.platform.url}/${channel.toLowerCase()}/waybill/get`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEFAULT_WAYBILL_PARTNER_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tid, oaid, encrypted: cipher, courier_code: 'ZTO' }),
  }).then(async (r) => ((await r.json()) as { waybill_no: string }).waybill_no);

describe('orders of masking platforms (密文面单)', () => {
  it.each(MASKING)(
    '%s: placed from 同步订单, the order ships on the platform’s waybill to DELIVERED',
    async (channel) => {
      const { shop, provisioned } = await authorisedShop(world.t, world.platform, world.sellerTenant, {
        channel,
        historyDays: 1,
        ordersTotal: 30,
      });
      expect(await syncShop(world.t.shops.syncDeps, shop.id, 'MANUAL')).toMatchObject({ state: 'OK' });
      const [picked] = (
        await db().execute<{
          id: string;
          tid: string;
          receiver_name: string;
          receiver_cipher: string | null;
        }>(sql`
        select id, tid, receiver_name, receiver_cipher from shop_orders
         where shop_id = ${shop.id} and status = 'WAIT_SEND' and refund_status = 'NONE' and not hold
         order by id limit 1`)
      ).rows;
      expect(picked!.receiver_name).toContain('*');
      expect(picked!.receiver_cipher).toMatch(/^v1~/);
      const goods = (await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search?pageSize=5')).data
        .items;
      await linkSkusOf(Number(picked!.id), goods[0]);
      const placed = await call(world, world.seller, 'POST', '/api/b2/daifa/order/fromShopOrders', {
        shopOrderIds: [Number(picked!.id)],
        requestKey: crypto.randomUUID(),
        courierCode: 'ZTO',
      });
      expect(placed.data.refused).toEqual([]);
      const orderNo: string = placed.data.placed[0].orderNo;
      await payFromBalance(world, placed.data.payNo);
      // a shop order may have several lines: each is taken, so none waits on a random 缺货
      const lines = await db().execute(
        sql`select l.id from daifa_order_lines l join daifa_orders o on o.id = l.order_id where o.order_no = ${orderNo}`,
      );
      expect(lines.rows.length).toBeGreaterThan(0);
      for (let i = 0; i < lines.rows.length; i++) await world.warehouse.control.force({ orderNo, result: 'TOOK' });
      await world.warehouse.control.force({ orderNo, parcel: 'SIGNED' });
      expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBe(1);
      const signed = await until(
        'signed',
        async () =>
          (
            await db().execute<{
              status: string;
              signed_at: string | null;
              waybill_no: string | null;
              receiver_name: string;
              receiver_cipher: string;
              receiver_oaid: string;
            }>(sql`
            select status, signed_at, waybill_no, receiver_name, receiver_cipher, receiver_oaid
              from daifa_orders where order_no = ${orderNo}`)
          ).rows[0]!,
        (o) => o.signed_at !== null,
      );
      expect(signed.status).toBe('DELIVERED');
      expect(signed.receiver_name).toBe(picked!.receiver_name);
      expect(signed.waybill_no).toBe(
        await platformWaybill(channel, picked!.tid, signed.receiver_cipher, signed.receiver_oaid),
      );
      shipped.push({
        channel,
        tid: picked!.tid,
        orderNo,
        accessToken: provisioned.accessToken,
        cipher: signed.receiver_cipher,
      });
    },
  );

  it('查看完整信息 asks the platform, is audited and counted a day; no table holds a plain receiver after it', async () => {
    expect(shipped).toHaveLength(3);
    const plain: { phone: string; address: string }[] = [];
    for (const s of shipped) {
      const revealed = await call(world, world.seller, 'POST', `/api/b2/daifa/order/${s.orderNo}/receiver`);
      expect(revealed.errorCode).toBe(0);
      const fromPlatform = await world.t.shops.adapterFor(s.channel).decryptReceiver!(s.accessToken, {
        tid: s.tid,
        encrypted: s.cipher,
      });
      expect(revealed.data).toMatchObject(fromPlatform);
      expect(revealed.data.name).not.toContain('*');
      plain.push(fromPlatform);
    }
    // the same from 同步订单's drawer
    const [shopOrder] = (
      await db().execute<{ id: string }>(sql`select id from shop_orders where tid = ${shipped[0]!.tid}`)
    ).rows;
    const fromShopOrder = await call(
      world,
      world.seller,
      'POST',
      `/api/b2/shopOrders/detail/${shopOrder!.id}/receiver`,
    );
    expect(fromShopOrder.data).toMatchObject(plain[0]!);
    const audit = await db().execute<{ document_no: string; via: string }>(
      sql`select document_no, via from receiver_reveals where account_id = ${world.sellerTenant} order by id`,
    );
    expect(audit.rows).toEqual([
      ...shipped.map((s) => ({ document_no: s.orderNo, via: 'PLATFORM_DECRYPT' })),
      { document_no: shipped[0]!.tid, via: 'PLATFORM_DECRYPT' },
    ]);

    // every table of ours, every column (a row as text): no plain phone or street of those receivers
    const tables = await db().execute<{ name: string }>(sql`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'`);
    expect(tables.rows.length).toBeGreaterThan(40);
    const needles = plain.flatMap((p) => [`%${p.phone}%`, `%${p.address}%`]);
    const holding = (tx: DbOrTx, name: string) =>
      tx
        .execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.raw(name)} x where x::text like any(${sql.param(needles)}::text[])`,
        )
        .then((r) => Number(r.rows[0]!.n));
    // the scan sees a plain value wherever it is written (a row planted, then rolled back)
    let planted = 0;
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into receiver_reveals (tenant_id, account_id, document_kind, document_no, via)
          values (${world.sellerTenant}, ${world.sellerTenant}, 'DAIFA_ORDER', ${`备注 ${plain[1]!.address}`}, 'STORED')`);
        planted = await holding(tx, 'public.receiver_reveals');
        tx.rollback();
      })
      .catch(() => undefined);
    expect(planted).toBe(1);
    for (const { name } of tables.rows)
      expect({ table: name, rows: await holding(db(), name) }).toEqual({ table: name, rows: 0 });

    // the day's allowance: the last one goes through, the next is refused
    await db().execute(sql`
      insert into receiver_reveals (tenant_id, account_id, document_kind, document_no, via)
      select ${world.sellerTenant}, ${world.sellerTenant}, 'DAIFA_ORDER', 'X', 'STORED'
        from generate_series(1, ${RECEIVER_REVEALS_PER_DAY - 5})`);
    const last = await call(
      world,
      world.seller,
      'POST',
      `/api/b2/daifa/order/${shipped[0]!.orderNo}/receiver`,
    );
    expect(last.data.leftToday).toBe(0);
    const refused = await call(
      world,
      world.seller,
      'POST',
      `/api/b2/daifa/order/${shipped[0]!.orderNo}/receiver`,
    );
    expect(refused).toMatchObject({
      errorCode: 42900,
      errorMsg: `今日查看完整信息已达 ${RECEIVER_REVEALS_PER_DAY} 次，请明天再试`,
    });
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('a typed address ships plain on the warehouse’s own waybill; masked text without the platform’s original is refused', async () => {
    const orderNo = await placeAndPay(world, [dressLine]);
    expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBe(1);
    const atWarehouse = await world.warehouse.control.order(orderNo);
    expect(atWarehouse).toMatchObject({
      receiver: { name: shenzhen.name, phone: shenzhen.phone },
      ewaybill: null,
    });

    await expect(placeUnpaid(world, [dressLine], { ...shenzhen, name: '李*' })).rejects.toMatchObject({
      errorCode: 43008,
      message: '收件人信息为平台加密数据，请通过平台面单发货',
    });
  });
});

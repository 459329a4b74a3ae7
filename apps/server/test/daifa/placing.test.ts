import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode, type DaifaGoods } from '@oms/api-client';
import { call, fundsWorld, type FundsWorld } from '../funds/support.ts';

// 代发下单 over HTTP against the market of the fulfilment stand-in.
const world = fundsWorld({ warehouse: true });
const shoes = fundsWorld({ warehouse: true, brand: 'go2' });

const receiver = { name: '王五', phone: '13800138000', areaCode: '440305', address: '科技园科苑路 15 号' };

async function search(w: FundsWorld, keyword = ''): Promise<DaifaGoods[]> {
  const found = await call(
    w,
    w.seller,
    'GET',
    `/api/b2/daifa/goods/search?keyword=${encodeURIComponent(keyword)}`,
  );
  expect(found.errorCode).toBe(0);
  return found.data.items;
}

const place = (w: FundsWorld, body: object) =>
  call(w, w.seller, 'POST', '/api/b2/daifa/order/place', {
    requestKey: crypto.randomUUID(),
    courierCode: 'ZTO',
    receiver,
    ...body,
  });

const lineOf = (g: DaifaGoods, qty = 1) => ({
  goodsId: g.goodsId,
  color: g.colors[0],
  size: g.sizes[0],
  qty,
});

describe('goods for the placing form', () => {
  it('a 货号 typed whole finds it; words find titles; 生意网 lists clothing stalls only', async () => {
    const [first] = await search(world);
    expect(first).toBeDefined();
    const byArticle = await search(world, first!.articleNo);
    expect(byArticle.map((g) => g.articleNo.toUpperCase())).toEqual(
      byArticle.map(() => first!.articleNo.toUpperCase()),
    );
    expect(byArticle.map((g) => g.goodsId)).toContain(first!.goodsId);
    const all = await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search?pageSize=50');
    expect(all.data.total).toBeGreaterThan(100);
    expect(all.data.items.every((g: DaifaGoods) => g.sizes.every((s) => !/^\d{2}$/.test(s)))).toBe(true);
  });

  it('购途网 lists shoes (sizes 34–44) only', async () => {
    const items = await search(shoes);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((g) => g.sizes.every((s) => /^\d{2}$/.test(s)))).toBe(true);
  });

  it('one goods by its id (a goods page’s link); an unknown or another brand’s goods is 43001', async () => {
    const [g] = await search(world);
    const one = await call(world, world.seller, 'GET', `/api/b2/daifa/goods/${g!.goodsId}`);
    expect(one.data).toEqual(g);
    expect((await call(shoes, shoes.seller, 'GET', `/api/b2/daifa/goods/${g!.goodsId}`)).errorCode).toBe(
      ErrorCode.GOODS_UNAVAILABLE,
    );
    expect((await call(world, world.seller, 'GET', '/api/b2/daifa/goods/G999999')).errorCode).toBe(
      ErrorCode.GOODS_UNAVAILABLE,
    );
  });

  it('找同款 gives the style at other stalls', async () => {
    const all = await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search?pageSize=50');
    let found = false;
    for (const g of all.data.items as DaifaGoods[]) {
      const same = await call(world, world.seller, 'GET', `/api/b2/daifa/goods/${g.goodsId}/sameStyle`);
      expect(same.errorCode).toBe(0);
      if (same.data.items.length) {
        expect(same.data.items.every((o: DaifaGoods) => o.stallId !== g.stallId)).toBe(true);
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    const unknown = await call(world, world.seller, 'GET', '/api/b2/daifa/goods/NOPE404/sameStyle');
    expect(unknown.errorCode).toBe(ErrorCode.GOODS_UNAVAILABLE);
  });
});

describe('代发下单', () => {
  it('prices the goods as the market asks now, with 代发费 and freight, in one payment order', async () => {
    const [a, b] = await search(world);
    const placed = await place(world, { lines: [lineOf(a!, 2), lineOf(b!)], remark: '请用好一点的袋子' });
    expect(placed.errorCode).toBe(0);
    expect(placed.data).toMatchObject({ replayed: false, callbackUrl: null, callbackIgnored: false });
    const o = (
      await world.t.database.db.execute<Record<string, unknown>>(sql`
        select goods_fen, service_fen, freight_fen, province, city, district, source, remark from daifa_orders
         where order_no = ${placed.data.orderNo}`)
    ).rows[0]!;
    expect(Number(o.goods_fen)).toBe(a!.priceFen * 2 + b!.priceFen);
    // 生意网: ¥2.00 the first item, ¥1.00 each further one
    expect(Number(o.service_fen)).toBe(200 + 100 + 100);
    expect(o).toMatchObject({
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      source: 'MANUAL',
      remark: '请用好一点的袋子',
    });
    const total = Number(o.goods_fen) + Number(o.service_fen) + Number(o.freight_fen);
    expect(placed.data.totalFen).toBe(total);
    const pay = await call(world, world.seller, 'GET', `/api/b2/pay/order/${placed.data.payNo}`);
    expect(pay.data.dueFen).toBe(total);
  });

  it('核价 prices the form as placing would — the market’s price now — and places nothing', async () => {
    const [a, b] = await search(world);
    await world.warehouse.control.setPrice(a!.goodsId, a!.priceFen + 300);
    try {
      const count = async () =>
        Number(
          (
            await world.t.database.db.execute<{ n: string }>(
              sql`select count(*)::text as n from daifa_orders`,
            )
          ).rows[0]!.n,
        );
      const before = await count();
      const form = { courierCode: 'ZTO', receiver, lines: [lineOf(a!, 2), lineOf(b!)] };
      const quote = await call(world, world.seller, 'POST', '/api/b2/daifa/order/quote', form);
      expect(quote.errorCode).toBe(0);
      expect(await count()).toBe(before);
      expect(
        quote.data.lines.map((l: { priceFen: number; serviceFen: number }) => [l.priceFen, l.serviceFen]),
      ).toEqual([
        [a!.priceFen + 300, 300],
        [b!.priceFen, 100],
      ]);
      expect(quote.data).toMatchObject({
        goodsFen: (a!.priceFen + 300) * 2 + b!.priceFen,
        serviceFen: 400,
        courierName: '中通快递',
      });
      // placed the same form, the order costs what 核价 said
      const placed = await place(world, { lines: form.lines });
      expect(placed.data.totalFen).toBe(quote.data.totalFen);
      expect(quote.data.totalFen).toBe(quote.data.goodsFen + quote.data.serviceFen + quote.data.freightFen);
      // what cannot be placed cannot be quoted either, in the same words
      const gone = await call(world, world.seller, 'POST', '/api/b2/daifa/order/quote', {
        ...form,
        lines: [{ ...lineOf(a!), goodsId: 'G999999' }],
      });
      expect(gone).toMatchObject({
        errorCode: ErrorCode.GOODS_UNAVAILABLE,
        errorMsg: '第1款：商品已下架或不存在',
      });
    } finally {
      await world.warehouse.control.setPrice(a!.goodsId, null);
    }
  });

  it('a price raised at the stall is what the next order pays', async () => {
    const [g] = await search(world);
    await world.warehouse.control.setPrice(g!.goodsId, g!.priceFen + 500);
    const placed = await place(world, { lines: [lineOf(g!)] });
    const r = await world.t.database.db.execute<{ price_fen: number }>(sql`
      select l.price_fen from daifa_order_lines l join daifa_orders o on o.id = l.order_id where o.order_no = ${placed.data.orderNo}`);
    expect(Number(r.rows[0]!.price_fen)).toBe(g!.priceFen + 500);
    await world.warehouse.control.setPrice(g!.goodsId, null);
  });

  it('the same requestKey places once', async () => {
    const [g] = await search(world);
    const body = { requestKey: crypto.randomUUID(), lines: [lineOf(g!)] };
    const first = await place(world, body);
    const again = await place(world, body);
    expect(again.data).toMatchObject({
      orderNo: first.data.orderNo,
      payNo: first.data.payNo,
      replayed: true,
    });
  });

  it('ten 提交 of one requestKey at once: one order, one payment order, one day count, one timeline row', async () => {
    const goods = await search(world);
    const body = { requestKey: crypto.randomUUID(), lines: [lineOf(goods[0]!, 2), lineOf(goods[1]!)] };
    const db = world.t.database.db;
    const before = await db.execute<{ n: number }>(sql`select count(*)::int as n from payment_orders`);
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(world, body)));
    expect(answers.map((a) => a.errorCode)).toEqual(answers.map(() => 0));
    const [first] = answers;
    expect(new Set(answers.map((a) => `${a.data.orderNo} ${a.data.payNo} ${a.data.totalFen}`)).size).toBe(1);
    expect(answers.filter((a) => !a.data.replayed)).toHaveLength(1);
    const written = await db.execute<{
      orders: number;
      lines: number;
      events: number;
      payments: number;
      amount: string;
      counted: number;
      waiting: number;
    }>(sql`
      select (select count(*)::int from daifa_orders where request_key = ${body.requestKey}) as orders,
             (select count(*)::int from daifa_order_lines l join daifa_orders o on o.id = l.order_id
               where o.request_key = ${body.requestKey}) as lines,
             (select count(*)::int from daifa_order_events e join daifa_orders o on o.id = e.order_id
               where o.request_key = ${body.requestKey} and e.type = 'PLACED') as events,
             (select count(*)::int - ${before.rows[0]!.n} from payment_orders) as payments,
             (select amount_fen::text from payment_orders where pay_no = ${first!.data.payNo}) as amount,
             (select coalesce(sum(c.n), 0)::int from daifa_tab_counts c, daifa_orders o
               where o.request_key = ${body.requestKey} and c.tenant_id = o.tenant_id and c.tab = 'WAIT_PAY'
                 and c.day = (o.created_at at time zone 'Asia/Shanghai')::date) as counted,
             (select count(*)::int from daifa_orders d, daifa_orders o
               where o.request_key = ${body.requestKey} and d.tenant_id = o.tenant_id and d.tab = 'WAIT_PAY'
                 and (d.created_at at time zone 'Asia/Shanghai')::date = (o.created_at at time zone 'Asia/Shanghai')::date) as waiting`);
    expect(written.rows[0]).toMatchObject({ orders: 1, lines: 2, events: 1, payments: 1 });
    expect(Number(written.rows[0]!.amount)).toBe(first!.data.totalFen);
    // the day's 待付款 count moved once: it still equals the orders it counts
    expect(written.rows[0]!.counted).toBe(written.rows[0]!.waiting);
  });

  it('a callback on the brand’s goods site is kept with the goods page’s parameters; another site is ignored', async () => {
    const [g] = await search(world);
    const kept = await place(world, {
      lines: [lineOf(g!)],
      callbackUrl: 'https://www.e3e3.com/goods/123?from=ad',
      attribution: { advertCode: 'AD77', costPosition: '3', goodsId: g!.goodsId },
    });
    expect(kept.data).toMatchObject({
      callbackUrl: 'https://www.e3e3.com/goods/123?from=ad',
      callbackIgnored: false,
    });
    const stored = await world.t.database.db.execute<{ attribution: Record<string, string>; source: string }>(
      sql`select attribution, source from daifa_orders where order_no = ${kept.data.orderNo}`,
    );
    expect(stored.rows[0]).toMatchObject({
      source: 'GOODS_PAGE',
      attribution: {
        advertCode: 'AD77',
        costPosition: '3',
        callback_url: 'https://www.e3e3.com/goods/123?from=ad',
      },
    });
    for (const bad of [
      'https://evil.example.com/x',
      'javascript:alert(1)',
      'http://www.e3e3.com/x',
      'https://e3e3.com.evil.cn/',
    ]) {
      const ignored = await place(world, { lines: [lineOf(g!)], callbackUrl: bad });
      expect(ignored.data).toMatchObject({ callbackUrl: null, callbackIgnored: true });
    }
  });

  it('refuses what cannot be placed, naming the field, and places nothing', async () => {
    const [g] = await search(world);
    const count = async () =>
      Number(
        (await world.t.database.db.execute<{ n: string }>(sql`select count(*)::text as n from daifa_orders`))
          .rows[0]!.n,
      );
    const before = await count();
    const cases: [object, number, string, string?][] = [
      [
        { lines: [{ ...lineOf(g!), goodsId: 'G999999' }] },
        ErrorCode.GOODS_UNAVAILABLE,
        'lines.0.goodsId',
        '第1款：商品已下架或不存在',
      ],
      [{ lines: [lineOf(g!), { ...lineOf(g!), color: '荧光绿' }] }, ErrorCode.INVALID_INPUT, 'lines.1.color'],
      [{ lines: [{ ...lineOf(g!), size: '9XL' }] }, ErrorCode.INVALID_INPUT, 'lines.0.size'],
      [
        { lines: [{ ...lineOf(g!), qty: 1000 }] },
        ErrorCode.INVALID_INPUT,
        'lines.0.qty',
        '数量必须是1–999的整数',
      ],
      [
        { lines: Array.from({ length: 51 }, () => lineOf(g!)) },
        ErrorCode.INVALID_INPUT,
        'lines',
        '一单最多50款商品',
      ],
      [{ lines: [] }, ErrorCode.INVALID_INPUT, 'lines', '请添加商品'],
      [
        { lines: [lineOf(g!)], receiver: { ...receiver, areaCode: '440300' } },
        ErrorCode.INVALID_INPUT,
        'receiver.areaCode',
        '请选择正确的省市区',
      ],
      [
        { lines: [lineOf(g!)], receiver: { ...receiver, phone: '12345' } },
        ErrorCode.INVALID_INPUT,
        'receiver.phone',
        '请输入正确的手机号、虚拟号或座机号',
      ],
      [
        { lines: [lineOf(g!)], receiver: { ...receiver, address: '很'.repeat(201) } },
        ErrorCode.INVALID_INPUT,
        'receiver.address',
        '详细地址最多200个字符',
      ],
      [
        { lines: [lineOf(g!)], remark: '备'.repeat(501) },
        ErrorCode.INVALID_INPUT,
        'remark',
        '备注最多500个字符',
      ],
      // 台湾: only 顺丰 and EMS go there
      [
        { lines: [lineOf(g!)], receiver: { ...receiver, areaCode: '710101' } },
        ErrorCode.COURIER_UNREACHABLE,
        '',
        '该地区暂不支持此快递',
      ],
    ];
    for (const [body, code, field, message] of cases) {
      const res = await place(world, body);
      expect(res.errorCode, JSON.stringify(body).slice(0, 120)).toBe(code);
      if (field) expect(res.data?.field).toBe(field);
      if (message) expect(res.errorMsg).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('virtual numbers and landlines are phones too', async () => {
    const [g] = await search(world);
    for (const phone of ['13800138000-1234', '020-86001234', '075586001234']) {
      const res = await place(world, { lines: [lineOf(g!)], receiver: { ...receiver, phone } });
      expect(res.errorCode, phone).toBe(0);
    }
  });

  it('增值服务: 购途网’s 加固鞋盒 costs ¥1.00 a pair and weighs more, 不要鞋盒 less; 生意网’s 精细质检 ¥0.50 a piece', async () => {
    const [pair] = await search(shoes);
    const weight = async (w: FundsWorld, no: string) =>
      (
        await w.t.database.db.execute<{ weight_g: number; service_fen: string; extras: object | null }>(
          sql`select weight_g, service_fen, extras from daifa_orders where order_no = ${no}`,
        )
      ).rows[0]!;
    const plain = await place(shoes, { lines: [lineOf(pair!, 2)] });
    const boxed = await place(shoes, { lines: [lineOf(pair!, 2)], extras: { shoeBox: 'REINFORCED' } });
    const bare = await place(shoes, { lines: [lineOf(pair!, 2)], extras: { shoeBox: 'NONE' } });
    const [p, b, n] = await Promise.all([plain, boxed, bare].map((r) => weight(shoes, r.data.orderNo)));
    // ¥3.00 a pair, + ¥1.00 a pair in a reinforced box
    expect(Number(p!.service_fen)).toBe(600);
    expect(Number(b!.service_fen)).toBe(800);
    expect(Number(n!.service_fen)).toBe(600);
    expect(b!.weight_g - p!.weight_g).toBe(300);
    expect(p!.weight_g - n!.weight_g).toBe(600);
    expect(b!.extras).toEqual({ shoeBox: 'REINFORCED' });
    const detail = await call(shoes, shoes.seller, 'GET', `/api/b2/daifa/order/${boxed.data.orderNo}`);
    expect(detail.data.extras).toBe('加固鞋盒');
    expect(detail.data.timeline[0]).toMatchObject({
      type: 'PLACED',
      params: { extras: { shoeBox: 'REINFORCED' } },
    });
    expect(
      (await call(shoes, shoes.seller, 'GET', `/api/b2/daifa/order/${plain.data.orderNo}`)).data.extras,
    ).toBe('');

    const [garment] = await search(world);
    const checked = await place(world, { lines: [lineOf(garment!, 3)], extras: { qc: 'FINE' } });
    expect(Number((await weight(world, checked.data.orderNo)).service_fen)).toBe(200 + 200 + 150);
    // each brand sells its own
    const noBox = await place(world, { lines: [lineOf(garment!)], extras: { shoeBox: 'NONE' } });
    expect(noBox).toMatchObject({ errorCode: 40000, errorMsg: '该平台不提供鞋盒选项' });
    const noQc = await place(shoes, { lines: [lineOf(pair!)], extras: { qc: 'FINE' } });
    expect(noQc).toMatchObject({ errorCode: 40000, errorMsg: '该平台不提供质检选项' });
  });

  it('购途网 refuses a clothing goods as not there', async () => {
    const [clothing] = await search(world);
    const res = await place(shoes, { lines: [lineOf(clothing!)] });
    expect(res.errorCode).toBe(ErrorCode.GOODS_UNAVAILABLE);
  });
});

describe('省市区', () => {
  it('34 provinces down to 3,479 districts, with an ETag the browser revalidates against', async () => {
    const res = await world.t.app.inject({
      method: 'GET',
      url: '/api/b2/area/getThirdLevelAll',
      headers: world.seller.headers,
    });
    expect(res.statusCode).toBe(200);
    const tree = res.json().data as { code: string; name: string; children: { children: unknown[] }[] }[];
    expect(tree).toHaveLength(34);
    expect(tree.flatMap((p) => p.children.flatMap((c) => c.children))).toHaveLength(3479);
    expect(tree.find((p) => p.code === '440000')?.name).toBe('广东省');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    const again = await world.t.app.inject({
      method: 'GET',
      url: '/api/b2/area/getThirdLevelAll',
      headers: { ...world.seller.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('the sending warehouse is the fulfilment service’s, asked over HTTP', async () => {
    const res = await call(world, world.seller, 'GET', '/api/system/goods/send/address');
    expect(res.data).toEqual([expect.objectContaining({ code: 'GZ', city: '广州市' })]);
    expect(await world.t.daifa.fulfilment.warehouses()).toEqual(res.data);
  });
});

// Shared by the tests: a stand-in on a free port and a tiny server in its place that checks what it receives.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { kdniaoSign } from './courier/kdniao.ts';
import { catalogueOf } from './market/catalogue.ts';
import { eventSignature } from './outbox/signing.ts';
import { startFulfilmentStandIn, type FulfilmentStandIn, type FulfilmentStandInOptions } from './standIn.ts';

export const MIN = 60_000;

/** The seed-0 market's goods that stay listed at their price. */
export const listed = catalogueOf(0).goods.filter((g) => !g.delisted && !g.raise);
/** One of them as the market answers it (at its base price). */
export const goodsView = (i: number) => ({ ...listed[i]!, priceFen: listed[i]!.basePriceFen });

/**
 * A receiver in the server's place and a stand-in posting to it, started when a test calls the
 * returned function and stopped after that test.
 */
export function standInEachTest() {
  let running: { standIn: FulfilmentStandIn; receiver: Receiver } | null = null;
  afterEach(async () => {
    await running?.standIn.stop();
    await running?.receiver.close();
    running = null;
  });
  return async (options: FulfilmentStandInOptions = {}) => {
    const receiver = await startReceiver();
    running = { receiver, standIn: await startTestStandIn(receiver.url, options) };
    return running;
  };
}

export const HMAC = 'test-hmac';
export const APP_KEY = 'test-app-key';
export const EBUSINESS_ID = '1690001';
export const SECRET = 'test-secret';
/** 09:00 Beijing time on a Monday. */
export const T0 = new Date('2026-03-02T01:00:00.000Z');

export interface Received {
  eventId: string;
  /** An order's event; a return's carries `subject` (its SH) instead, and came to `path`. */
  orderNo: string;
  subject?: string;
  path?: string;
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

export interface Push {
  EBusinessID: string;
  PushTime: string;
  Count: string;
  Data: {
    LogisticCode: string;
    ShipperCode: string;
    State: string;
    StateEx: string;
    Success: boolean;
    Traces: { AcceptTime: string; AcceptStation: string; Location: string }[];
  }[];
}

/**
 * What the server does with events, reduced: signature first (401), then per order seq in order —
 * a repeat is 200 and changes nothing, a gap is 409. `refuse` makes the next answers fail on purpose.
 */
export async function startReceiver() {
  const applied: Received[] = [];
  const pushes: Push[] = [];
  const answers: { kind: 'EVENT' | 'TRACE'; status: number; seq?: number; orderNo?: string }[] = [];
  const lastSeq = new Map<string, number>();
  let refuse = { times: 0, status: 409 };
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/api/hooks/courier/traces') {
        const form = Object.fromEntries(new URLSearchParams(raw));
        const ok =
          form.DataSign === kdniaoSign(form.RequestData ?? '', APP_KEY) && form.RequestType === '101';
        answers.push({ kind: 'TRACE', status: ok ? 200 : 401 });
        if (!ok) return reply(401, { Success: false, Reason: '签名错误' });
        pushes.push(JSON.parse(form.RequestData!) as Push);
        return reply(200, {
          EBusinessID: form.EBusinessID,
          UpdateTime: new Date().toISOString(),
          Success: true,
          Reason: '',
        });
      }
      const given = String(req.headers['x-fulfilment-signature'] ?? '');
      const expected = eventSignature(raw, HMAC);
      if (
        given.length !== expected.length ||
        !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      ) {
        answers.push({ kind: 'EVENT', status: 401 });
        return reply(401, { ok: false });
      }
      const e = JSON.parse(raw) as Received;
      // the returns desk's events are numbered per SH, on their own path
      if (e.subject) e.orderNo = e.subject;
      e.path = req.url ?? '';
      const status = (() => {
        if (refuse.times > 0) {
          refuse.times--;
          return refuse.status;
        }
        const last = lastSeq.get(e.orderNo) ?? 0;
        if (e.seq <= last) return 200;
        if (e.seq > last + 1) return 409;
        lastSeq.set(e.orderNo, e.seq);
        applied.push(e);
        return 200;
      })();
      answers.push({ kind: 'EVENT', status, seq: e.seq, orderNo: e.orderNo });
      reply(status, { ok: status === 200 });
    });
  };
  const listen = async (port: number) => {
    const s = http.createServer(handler);
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
    return s;
  };
  let server = await listen(0);
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}`,
    applied,
    pushes,
    answers,
    eventsOf: (orderNo: string) => applied.filter((e) => e.orderNo === orderNo),
    pushesOf: (waybillNo: string) => pushes.filter((p) => p.Data[0]!.LogisticCode === waybillNo),
    /** The server already applied this order's events up to `seq` (an order it had before the warehouse did). */
    hadUpTo(orderNo: string, seq: number) {
      lastSeq.set(orderNo, seq);
    },
    refuseNext(times: number, status = 409) {
      refuse = { times, status };
    },
    close,
    /** The server restarts on its port, remembering what it applied (its database). */
    async restart(downMs: () => Promise<void>) {
      await close();
      await downMs();
      server = await listen(port);
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export async function startTestStandIn(
  receiverUrl: string | null,
  options: FulfilmentStandInOptions = {},
): Promise<FulfilmentStandIn> {
  return startFulfilmentStandIn({
    secret: SECRET,
    hmacSecret: HMAC,
    courierAppKey: APP_KEY,
    courierEBusinessId: EBUSINESS_ID,
    callbackUrl: receiverUrl,
    simSpeed: 0,
    startAt: T0,
    batchCuts: 'immediate',
    retryBaseMs: 20,
    retryMaxMs: 200,
    pollMs: 10,
    ...options,
  });
}

/** A call of the server to the stand-in, with its API key. */
export async function call(
  standIn: FulfilmentStandIn,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(standIn.url + path, {
    method,
    headers: {
      authorization: `Bearer ${SECRET}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function waitFor(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

let orderCounter = 0;
/** A fresh DF number (the server's shape: DF + yyMMdd + 8 digits). */
export const nextOrderNo = () => `DF260302${String(++orderCounter).padStart(8, '0')}`;

/** An order of the given goods (listed, priced as now), 2 pieces a line unless told. */
export function orderOf(
  orderNo: string,
  goods: {
    goodsId: string;
    articleNo: string;
    stall: string;
    colors: readonly string[];
    sizes: readonly string[];
    priceFen: number;
  }[],
  qty = 2,
) {
  return {
    orderNo,
    courier: 'ZTO',
    receiver: {
      name: '张三',
      phone: '13800138000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文三路 100 号 5 栋 301 室',
    },
    lines: goods.map((g, i) => ({
      lineId: `L${i + 1}`,
      lineNo: i + 1,
      goodsId: g.goodsId,
      articleNo: g.articleNo,
      stall: g.stall,
      color: g.colors[0],
      size: g.sizes[0],
      qty,
      priceFen: g.priceFen,
    })),
  };
}

/** A case's line as the server sends it to the returns desk (one line, two pieces at ¥61.00). */
export const RETURN_LINES = [
  {
    lineId: 1,
    lineNo: 1,
    articleNo: 'K4551',
    stall: '国投女装 1楼B191',
    color: '黑色',
    size: 'M',
    qty: 2,
    priceFen: 6100,
  },
];

/** Case numbers for a test file, apart from every other file's by its own `day` (yyMMdd). */
export const asNoSeries = (day: string) => {
  let counter = 0;
  return () => `SH${day}${String(++counter).padStart(8, '0')}`;
};

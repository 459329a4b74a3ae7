import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '../../server/src/db/embeddedPostgres.ts';
import { catalogueOf } from './market/catalogue.ts';
import type { FulfilmentStandIn } from './standIn.ts';
import {
  call,
  nextOrderNo,
  orderOf,
  startReceiver,
  startTestStandIn,
  waitFor,
  type Receiver,
} from './testSupport.ts';

const listed = catalogueOf(0).goods.filter((g) => !g.delisted && !g.raise);

let pg: RunningPostgres | null = null;
let base = '';
let databaseUrl = process.env.DATABASE_URL ?? '';
const schema = `fulfilment_standin_test_${process.pid}`;
beforeAll(async () => {
  if (databaseUrl) return;
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'fulfilment-standin-pg-'));
  await fs.chmod(base, 0o755);
  pg = await startEmbeddedPostgres({ dataDir: path.join(base, 'pg') });
  databaseUrl = pg.adminUrl;
});
afterAll(async () => {
  await pg?.stop();
  if (base) await fs.rm(base, { recursive: true, force: true });
});

describe('kept in PostgreSQL', () => {
  it('an event owed when the stand-in stops is sent by the next one, in order; the clock does not step back', async () => {
    let receiver: Receiver | null = await startReceiver();
    const options = { databaseUrl, schema, simSpeed: 0 };
    let standIn: FulfilmentStandIn | null = await startTestStandIn(receiver.url, options);
    try {
      const orderNo = nextOrderNo();
      await standIn.control.force({ orderNo, result: 'TOOK' });
      await call(
        standIn,
        'POST',
        '/fulfilment/orders',
        orderOf(orderNo, [{ ...listed[0]!, priceFen: listed[0]!.basePriceFen }]),
      );
      receiver.refuseNext(1_000, 503);
      await standIn.control.advanceClock(15 * 60_000);
      const r = receiver;
      await waitFor(() => r.answers.length >= 2, 5000, 'a first refused try');
      const owedAt = standIn.control.now().getTime();
      await standIn.stop();
      standIn = null;
      const owed = r.answers.length;
      receiver.refuseNext(0);

      standIn = await startTestStandIn(receiver.url, options);
      expect(standIn.control.now().getTime()).toBeGreaterThanOrEqual(owedAt);
      await waitFor(() => r.eventsOf(orderNo).length >= 2, 5000, 'the owed events');
      expect(r.answers.length).toBeGreaterThan(owed);
      await standIn.control.advanceClock(10 * 60_000);
      await waitFor(() => r.eventsOf(orderNo).some((e) => e.type === 'WAYBILL_PRINTED'), 5000, 'the rest');
      expect(r.eventsOf(orderNo).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
      const rows = await standIn.control.outbox({ orderNo });
      expect(rows[0]!.attempts).toBeGreaterThan(1);
      expect((await standIn.control.order(orderNo))!.stage).toBe('SHIPPED');
    } finally {
      await standIn?.stop();
      await receiver?.close();
      receiver = null;
    }
  });

  it('a stopped clock stays stopped for a second stand-in on the same store: an order waiting for its batch still waits', async () => {
    const receiver = await startReceiver();
    const options = { databaseUrl, schema: `${schema}_shared`, simSpeed: 0 };
    // started two minutes back: its order's batch is due a minute before the second one starts
    const first = await startTestStandIn(receiver.url, {
      ...options,
      startAt: new Date(Date.now() - 120_000),
    });
    let second: FulfilmentStandIn | null = null;
    try {
      const orderNo = nextOrderNo();
      await call(
        first,
        'POST',
        '/fulfilment/orders',
        orderOf(orderNo, [{ ...listed[0]!, priceFen: listed[0]!.basePriceFen }]),
      );
      const frozenAt = first.control.now().getTime();
      // as the server starts it: no start given, so the wall clock unless the store says otherwise
      second = await startTestStandIn(receiver.url, { ...options, startAt: undefined });
      expect(second.control.now().getTime()).toBe(frozenAt);
      await second.control.tick();
      expect((await second.control.order(orderNo))!.stage).toBe('WAITING_BATCH');
      expect(receiver.eventsOf(orderNo)).toEqual([]);
    } finally {
      await second?.stop();
      await first.stop();
      await receiver.close();
    }
  });
});

import crypto from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { fulfilmentHookSecret } from '../src/modules/daifa/warehouse/fulfilmentHook.ts';
import { load } from './load.ts';

/**
 * The warehouse's events posted to one of its hooks, signed as it signs them, `senders` at a time,
 * each answer to say APPLIED; the run (rate, latencies) or the first failure thrown.
 */
export async function postSignedEvents(
  db: Db,
  input: { url: string; events: object[]; senders: number; what: string },
) {
  const hmac = await fulfilmentHookSecret({ db });
  const signed = input.events.map((event) => {
    const body = JSON.stringify(event);
    return { body, signature: crypto.createHmac('sha256', hmac).update(body).digest('hex') };
  });
  const run = await load({
    url: input.url,
    connections: input.senders,
    amount: signed.length,
    next: (i) => ({
      body: signed[i]!.body,
      headers: { 'content-type': 'application/json', 'x-fulfilment-signature': signed[i]!.signature },
    }),
    check: (body) => (body.includes('"outcome":"APPLIED"') ? null : body.slice(0, 200)),
  });
  if (run.failures.length)
    throw new Error(`${input.what}: ${run.failures.length} failed (${run.failures[0]})`);
  return run;
}

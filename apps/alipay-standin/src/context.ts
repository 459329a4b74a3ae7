import crypto from 'node:crypto';
import type pg from 'pg';
import { generateKeyPair, responseKey, rsa2Sign } from '@oms/alipay-protocol';
import { SCHEMA } from './store.ts';

/** What a test or the demo can make the stand-in do wrong (kept in its schema, so restarts keep them). */
export interface Faults {
  /** Every notification is posted twice at once. */
  repeat?: boolean;
  /** The first notification of a trade waits this long. */
  delayMs?: number;
  /** Notifications due together go out newest first. */
  reorder?: boolean;
  /** A notification with a wrong signature goes out before each real one. */
  forge?: boolean;
  /** Notifications carry one fen more than was paid, correctly signed (a mismatched amount). */
  alterAmount?: boolean;
  /** No notification is ever posted (the merchant must query). */
  drop?: boolean;
  /** How a payout ends: SUCCESS (default), FAIL, or DEALING (still running; query later). */
  transferOutcome?: 'SUCCESS' | 'FAIL' | 'DEALING';
  /** A payout call answers only after this long (the caller times out and must query, not resend). */
  transferDelayMs?: number;
  /** Refund calls answer a system error (the caller retries with the same out_request_no). */
  refundError?: boolean;
  /** 分账 settle calls fail. */
  settleFail?: boolean;
}

export interface StandInContext {
  pool: pg.Pool;
  keys: { privateKey: string; publicKey: string };
  /** Real minutes of Alipay's retry schedule are this many milliseconds here (60,000 = real time). */
  msPerMinute: number;
  publicUrl: string;
}

export async function loadKeys(pool: pg.Pool): Promise<{ privateKey: string; publicKey: string }> {
  const found = await pool.query<{ private_key: string; public_key: string }>(`select private_key, public_key from ${SCHEMA}.keys where id = 1`);
  if (found.rows[0]) return { privateKey: found.rows[0].private_key, publicKey: found.rows[0].public_key };
  const made = generateKeyPair();
  await pool.query(`insert into ${SCHEMA}.keys (id, private_key, public_key) values (1, $1, $2) on conflict do nothing`, [
    made.privateKey,
    made.publicKey,
  ]);
  return loadKeys(pool);
}

export async function faults(pool: pg.Pool): Promise<Faults> {
  const r = await pool.query<{ faults: Faults }>(`select faults from ${SCHEMA}.settings where id = 1`);
  return r.rows[0]?.faults ?? {};
}

/** An API answer as Alipay gives it: `{"<method>_response": {...}, "sign": "..."}`, signed over the object's text. */
export function signedAnswer(ctx: StandInContext, method: string, body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  return `{"${responseKey(method)}":${text},"sign":"${rsa2Sign(text, ctx.keys.privateKey)}"}`;
}

export const ok = (fields: Record<string, unknown> = {}) => ({ code: '10000', msg: 'Success', ...fields });
export const businessError = (subCode: string, subMsg: string, fields: Record<string, unknown> = {}) => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
  ...fields,
});

/** 28-digit trade numbers in Alipay's style: date + 2200 + random digits. */
export function newTradeNo(): string {
  const d = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${d}2200${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}${String(crypto.randomInt(0, 1e7)).padStart(7, '0')}`;
}

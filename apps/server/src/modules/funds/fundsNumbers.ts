import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { instantSql } from '../../db/instantSql.ts';

/** ZF 支付单, TX 提现, TK 退款, BK 补款, FZ 分账, CZ 充值. */
export type FundsNoPrefix = 'ZF' | 'TX' | 'TK' | 'BK' | 'FZ' | 'CZ';

/** A document number: prefix + Beijing date (yyMMdd) + 10 digits of one shared sequence. */
export async function nextFundsNo(tx: DbOrTx, prefix: FundsNoPrefix): Promise<string> {
  const r = await tx.execute<{ no: string }>(sql`select ${fundsNoSql(prefix)} as no`);
  return r.rows[0]!.no;
}

/**
 * The next number as an expression, for an insert to draw it itself (one round trip fewer); dated on
 * `at`'s Beijing day when given (the demo's history is numbered by its days).
 */
export const fundsNoSql = (prefix: FundsNoPrefix, at?: Date) =>
  sql`${prefix} || to_char(${instantSql(at)} at time zone 'Asia/Shanghai', 'YYMMDD') || nextval('funds_no_seq')::text`;

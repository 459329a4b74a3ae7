import type pg from 'pg';

/** The scale of the 资金管理 benchmarks (the figures are for 10 M ledger entries). */
export const FUNDS_SCALE = {
  tenants: 5_000,
  /** Two entries each: 10 M ledger entries. */
  transactions: 5_000_000,
  /** The first tenant is the big one (its bills are paged and exported); the others share the rest. */
  bigTenantBills: 100_000,
  /** The seeded history ends at the seed's start and reaches this far back. */
  days: 90,
} as const;

/** Not `bench%`: the shop-order seed deletes those tenants when it (re)seeds. */
export const fundsTenantName = (n: number) => `fundbench${String(n).padStart(4, '0')}`;
const NAME_LIKE = 'fundbench%';
/** The key of the seed's last transaction (keys are zero-padded, so the unique index fills in order): the
 * seed commits as one transaction, so this row means done. */
const LAST_KEY = `fseed:${String(FUNDS_SCALE.transactions).padStart(7, '0')}`;

// The generated rows run in time order, 50 to a tick: the big tenant's k-th transaction closes tick k,
// and the other tenants take turns (round robin) on the 49 slots before it, so each tenant's
// transactions are evenly spread over the 90 days and interleaved with everyone else's, as in a real
// ledger (ids follow time; no tenant's rows sit together on disk).
const PER_TICK = FUNDS_SCALE.transactions / FUNDS_SCALE.bigTenantBills; // 50
const OTHERS = FUNDS_SCALE.tenants - 1;

/**
 * The columns of transaction g (1 … 5 M), as SQL over `generate_series(…) g`: tenant number n, its
 * k-th transaction, and the movement, in a pattern whose available balance never goes below 0 and
 * has a closed form (no window over 5 M rows): per three transactions a recharge of ¥300 (IN), then
 * two payments from the balance of a and 25,000 − a fen (OUT), so each triple leaves ¥50 behind.
 */
const GENERATED = `
  select g, n, k,
         (k - 1) % 3 as p, (k - 1) / 3 as j,
         5000 + (((k - 1) / 3) * 7919 + n * 104729) % 20000 as a,
         $1::timestamptz - interval '${FUNDS_SCALE.days} days' + g * (interval '${FUNDS_SCALE.days} days' / ${FUNDS_SCALE.transactions}) as at
    from (select g,
                 case when (g - 1) % ${PER_TICK} = ${PER_TICK - 1} then 1
                      else 2 + (((g - 1) / ${PER_TICK}) * ${PER_TICK - 1} + (g - 1) % ${PER_TICK}) % ${OTHERS} end as n,
                 case when (g - 1) % ${PER_TICK} = ${PER_TICK - 1} then (g - 1) / ${PER_TICK} + 1
                      else (((g - 1) / ${PER_TICK}) * ${PER_TICK - 1} + (g - 1) % ${PER_TICK}) / ${OTHERS} + 1 end as k
            from generate_series(1, ${FUNDS_SCALE.transactions}) g) x`;

/** Per row of GENERATED (`x`): what kind of movement it is, its size, and the available balance after it. */
const MOVEMENT = `
  case when x.p = 0 then 'RECHARGE' when x.p = 1 or x.j % 4 >= 2 then 'ORDER' when x.j % 4 = 0 then 'REPLENISH' else 'POST_ORDER' end as bill_type,
  case when x.p = 0 then 'IN' else 'OUT' end as direction,
  case when x.p = 0 then 30000 when x.p = 1 then x.a else 25000 - x.a end as amount,
  case when x.p = 0 then 30000 + x.j * 5000 when x.p = 1 then 30000 + x.j * 5000 - x.a else 5000 + x.j * 5000 end as balance_after,
  case when x.p = 0 then 'ALIPAY_WEB' else 'BALANCE' end as pay_method,
  case when x.p = 0 then null when x.p = 1 or x.j % 4 >= 2 then 'ORDER' when x.j % 4 = 0 then 'UPDATE_PRICE' else 'FREIGHT' end as item_type,
  case when x.p = 0 then 'alipayClearing' when x.p = 2 and x.j % 4 = 1 then 'revenue' else 'supplierPayable' end as counter`;

async function done(client: pg.PoolClient): Promise<boolean> {
  const r = await client.query(`select 1 from ledger_transactions where idempotency_key = $1`, [LAST_KEY]);
  return r.rowCount === 1;
}

/**
 * 5,000 tenants and 10,000,000 ledger entries (5 M transactions), set-based: one INSERT … SELECT
 * generate_series per table, with the ledger's triggers off for this session only
 * (`session_replication_role = replica`: the append-only guards, the deferred balance check and the
 * foreign-key checks). What the triggers would check holds by construction, and reconcile proves it:
 * every transaction sums to 0, every entry's balance_after and account_version chain, and each
 * account's balance and version are those of its last entry. Idempotent: a seeded database is left as
 * it is. Returns the seconds it took (0 when it was there already).
 */
export async function fundsSeed(pool: pg.Pool, log: (msg: string) => void): Promise<number> {
  const client = await pool.connect();
  try {
    if (await done(client)) return 0;
    const leftover = await client.query(`select count(*)::int as n from accounts where username like $1`, [
      NAME_LIKE,
    ]);
    if (leftover.rows[0].n > 0)
      throw new Error(
        `the bench database has ${NAME_LIKE} tenants but not the whole funds seed (the seed commits as one transaction, so something else made them): remove .data-bench to start over`,
      );
    const started = Date.now();
    const step = async (what: string, text: string, params: unknown[] = []) => {
      const t0 = Date.now();
      const r = await client.query(text, params);
      log(`${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      return r;
    };
    await client.query('begin');
    try {
      await client.query(`set local session_replication_role = replica`);
      await client.query(`set local synchronous_commit = off`);
      await client.query(`set local work_mem = '256MB'`);
      const anchor = (await client.query<{ at: Date }>(`select date_trunc('second', now()) as at`)).rows[0]!
        .at;
      await step(
        'tenants',
        `insert into accounts (kind, username, password_hash)
         select 'seller', 'fundbench' || lpad(g::text, 4, '0'),
                (select password_hash from accounts where username = 'seller' and parent_id is null)
           from generate_series(1, ${FUNDS_SCALE.tenants}) g`,
      );
      await step(
        'tenant accounts',
        `insert into ledger_accounts (tenant_id, code, balance, version, floor, ceiling)
         select a.id, c.code, 0, 0, c.floor, c.ceiling
           from accounts a cross join (values ('available', 0, null), ('frozen', 0, null), ('payLater', null, 0)) c(code, floor, ceiling)
          where a.username like '${NAME_LIKE}' and a.parent_id is null
          order by a.id, c.code`,
      );
      await client.query(`
        create temp table fseed_tenants on commit drop as
        select substr(a.username, 10)::int as n, a.id as tenant_id, a.username, l.id as available_id,
               case when substr(a.username, 10)::int = 1 then ${FUNDS_SCALE.bigTenantBills}
                    else ${Math.floor((FUNDS_SCALE.transactions - FUNDS_SCALE.bigTenantBills) / OTHERS)}
                         + case when substr(a.username, 10)::int - 2 < ${(FUNDS_SCALE.transactions - FUNDS_SCALE.bigTenantBills) % OTHERS} then 1 else 0 end
               end as transactions
          from accounts a join ledger_accounts l on l.tenant_id = a.id and l.code = 'available'
         where a.username like '${NAME_LIKE}' and a.parent_id is null;
        alter table fseed_tenants add primary key (n);
        analyze fseed_tenants`);
      // Ids are taken as one block, so transaction g is id base + g and its entries base' + 2g − 1, 2g.
      const ids = await client.query<{ tx: string; entry: string }>(`
        select setval(pg_get_serial_sequence('ledger_transactions', 'id'), nextval(pg_get_serial_sequence('ledger_transactions', 'id')) + ${FUNDS_SCALE.transactions}) - ${FUNDS_SCALE.transactions} as tx,
               setval(pg_get_serial_sequence('ledger_entries', 'id'), nextval(pg_get_serial_sequence('ledger_entries', 'id')) + ${2 * FUNDS_SCALE.transactions}) - ${2 * FUNDS_SCALE.transactions} as entry`);
      const txBase = Number(ids.rows[0]!.tx);
      const entryBase = Number(ids.rows[0]!.entry);
      await step(
        `${FUNDS_SCALE.transactions.toLocaleString()} transactions`,
        `insert into ledger_transactions
           (id, tenant_id, bill_type, direction, amount_fen, document_kind, document_no, pay_method, item_type,
            operator_id, operator_name, memo, idempotency_key, available_after, created_at)
         select ${txBase} + x.g, t.tenant_id, m.bill_type, m.direction, m.amount,
                case m.bill_type when 'RECHARGE' then 'RECHARGE' when 'ORDER' then 'DAIFA_ORDER' else m.bill_type end,
                case m.bill_type when 'RECHARGE' then 'CZ' when 'REPLENISH' then 'BK' when 'POST_ORDER' then 'JH' else 'DF' end
                  || to_char(x.at at time zone 'Asia/Shanghai', 'YYMMDD') || lpad(x.g::text, 10, '0'),
                m.pay_method, m.item_type, null,
                case when x.p = 0 then '支付宝' else t.username end,
                case m.bill_type when 'RECHARGE' then '支付宝充值' when 'ORDER' then '代发订单付款' when 'REPLENISH' then '代发补款' else '寄回运费' end,
                'fseed:' || lpad(x.g::text, 7, '0'), m.balance_after, x.at
           from (${GENERATED}) x
           join fseed_tenants t on t.n = x.n
           cross join lateral (select ${MOVEMENT}) m`,
        [anchor],
      );
      await step(
        `${(2 * FUNDS_SCALE.transactions).toLocaleString()} entries`,
        `insert into ledger_entries (id, transaction_id, account_id, amount_fen, item_type, balance_after, account_version, created_at)
         select ${entryBase} + 2 * x.g - 1 + e.second, ${txBase} + x.g,
                case when e.second = 0 then t.available_id else p.id end,
                case when (e.second = 0) = (m.direction = 'IN') then m.amount else -m.amount end,
                m.item_type,
                case when e.second = 0 then m.balance_after end,
                case when e.second = 0 then x.k end,
                x.at
           from (${GENERATED}) x
           join fseed_tenants t on t.n = x.n
           cross join lateral (select ${MOVEMENT}) m
           join ledger_accounts p on p.tenant_id is null and p.code = m.counter
           cross join (values (0), (1)) e(second)`,
        [anchor],
      );
      await step(
        'balances',
        `update ledger_accounts a set balance = e.balance_after, version = e.account_version
           from fseed_tenants t join ledger_entries e on e.account_id = t.available_id and e.account_version = t.transactions
          where a.id = t.available_id`,
      );
      await client.query('commit');
    } catch (e) {
      await client.query('rollback');
      throw e;
    }
    await step(
      'analyze',
      `analyze accounts; analyze ledger_accounts; analyze ledger_transactions; analyze ledger_entries`,
    );
    return (Date.now() - started) / 1000;
  } finally {
    client.release();
  }
}

/** The big tenant's newest seeded bill: 近30天 and the export are measured as of then, however old the seed. */
export async function seedAnchor(pool: pg.Pool): Promise<Date> {
  const r = await pool.query<{ at: Date }>(
    `select created_at as at from ledger_transactions where idempotency_key = $1`,
    [LAST_KEY],
  );
  if (!r.rows[0]) throw new Error('the funds seed is missing');
  return r.rows[0].at;
}

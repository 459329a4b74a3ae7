import pg from 'pg';
import {
  emptySettings,
  type Attempt,
  dueOf,
  orderOf,
  waybillOf,
  type DocChange,
  type OutboxRow,
  type Settings,
  type StoredDoc,
  type Store,
} from './store.ts';

/** The stand-in's own schema in the database it is given (never the server's tables). `orders` holds the returns desk's documents (SH…) too. */
export const DEFAULT_SCHEMA = 'fulfilment_standin';

const ddl = (s: string) => `
create schema if not exists ${s};
create table if not exists ${s}.orders (
  order_no text primary key,
  doc jsonb not null,
  due_at bigint,
  waybill_no text,
  updated_at timestamptz not null default now()
);
create index if not exists orders_due on ${s}.orders (due_at) where due_at is not null;
create index if not exists orders_waybill on ${s}.orders (waybill_no) where waybill_no is not null;
create table if not exists ${s}.outbox (
  id bigserial primary key,
  key text not null,
  kind text not null,
  seq int,
  type text not null,
  payload text not null,
  attempts int not null default 0,
  next_at bigint not null,
  state text not null default 'PENDING',
  last_status int,
  last_response text,
  created_at bigint not null,
  delivered_at bigint
);
create index if not exists outbox_queue on ${s}.outbox (key, id) where state = 'PENDING';
create index if not exists outbox_due on ${s}.outbox (next_at) where state = 'PENDING';
create table if not exists ${s}.settings (id int primary key, doc jsonb not null);
`;

interface RawRow {
  id: string;
  key: string;
  kind: 'EVENT' | 'TRACE' | 'RETURN_EVENT';
  seq: number | null;
  type: string;
  payload: string;
  attempts: number;
  next_at: string;
  state: 'PENDING' | 'DELIVERED';
  last_status: number | null;
  last_response: string | null;
  created_at: string;
  delivered_at: string | null;
}

const rowOf = (r: RawRow): OutboxRow => ({
  id: Number(r.id),
  key: r.key,
  kind: r.kind,
  seq: r.seq,
  type: r.type,
  payload: r.payload,
  attempts: r.attempts,
  nextAt: Number(r.next_at),
  state: r.state,
  lastStatus: r.last_status,
  lastResponse: r.last_response,
  createdAt: Number(r.created_at),
  deliveredAt: r.delivered_at === null ? null : Number(r.delivered_at),
});

async function inTransaction<T>(pool: pg.Pool, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

export async function pgStore(databaseUrl: string, schema = DEFAULT_SCHEMA): Promise<Store> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`schema ${schema}: lower-case letters, digits and _ only`);
  const s = schema;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  await inTransaction(pool, async (c) => {
    // A restart racing its predecessor would collide creating the tables.
    await c.query(`select pg_advisory_xact_lock(hashtext($1))`, [`fulfilment-standin-ddl:${s}`]);
    await c.query(ddl(s));
    await c.query(`insert into ${s}.settings (id, doc) values (1, $1) on conflict do nothing`, [
      JSON.stringify(emptySettings()),
    ]);
  });
  const readSettings = async (c: pg.Pool | pg.PoolClient, lock = false) => ({
    ...emptySettings(),
    ...(
      await c.query<{ doc: Settings }>(
        `select doc from ${s}.settings where id = 1${lock ? ' for update' : ''}`,
      )
    ).rows[0]?.doc,
  });
  const readOrder = async (c: pg.Pool | pg.PoolClient, where: string, value: string, lock = false) =>
    (
      await c.query<{ doc: StoredDoc }>(
        `select doc from ${s}.orders where ${where} = $1${lock ? ' for update' : ''}`,
        [value],
      )
    ).rows[0]?.doc ?? null;

  return {
    settings: () => readSettings(pool),
    updateSettings: (change) =>
      inTransaction(pool, async (c) => {
        const settings = await readSettings(c, true);
        change(settings);
        await c.query(`update ${s}.settings set doc = $1 where id = 1`, [JSON.stringify(settings)]);
        return settings;
      }),
    doc: (key) => readOrder(pool, 'order_no', key),
    async orderByWaybill(waybillNo) {
      const doc = await readOrder(pool, 'waybill_no', waybillNo);
      return orderOf(doc);
    },
    changeDoc: <T>(orderNo: string, change: DocChange<T>, outAt: number) =>
      inTransaction(pool, async (c) => {
        const before = await readOrder(c, 'order_no', orderNo, true);
        const { doc, out, result } = change(before);
        if (doc) {
          const params = [orderNo, JSON.stringify(doc), dueOf(doc), waybillOf(doc)];
          const saved = before
            ? await c.query(
                `update ${s}.orders set doc = $2, due_at = $3, waybill_no = $4, updated_at = now() where order_no = $1`,
                params,
              )
            : await c.query(
                `insert into ${s}.orders (order_no, doc, due_at, waybill_no) values ($1, $2, $3, $4) on conflict do nothing`,
                params,
              );
          // Two submissions of one new order at once: the loser's transaction goes back, its caller retries.
          if (saved.rowCount !== 1) throw new Error(`order ${orderNo} changed meanwhile`);
        }
        for (const m of out)
          await c.query(
            `insert into ${s}.outbox (key, kind, seq, type, payload, next_at, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
            [m.key, m.kind, m.seq, m.type, m.payload, outAt, Date.now()],
          );
        return result;
      }),
    async dueOrders(simNow, limit) {
      const r = await pool.query<{ order_no: string }>(
        `select order_no from ${s}.orders where due_at <= $1 order by due_at limit $2`,
        [simNow, limit],
      );
      return r.rows.map((row) => row.order_no);
    },
    async claimDue(now, limit, leaseMs, all) {
      // The lease keeps a second stand-in on the same schema from posting a message twice at once.
      const r = await pool.query<RawRow>(
        `update ${s}.outbox o set next_at = $1::bigint + $3::bigint
           from (select id from ${s}.outbox p
                  where state = 'PENDING' and next_at <= $1
                    ${all ? '' : `and not exists (select 1 from ${s}.outbox q where q.key = p.key and q.state = 'PENDING' and q.id < p.id)`}
                  order by next_at, id limit $2 for update skip locked) d
          where o.id = d.id
         returning o.*`,
        [now, limit, leaseMs],
      );
      return r.rows.map(rowOf).sort((a, b) => a.id - b.id);
    },
    async finish(id, a: Attempt) {
      await pool.query(
        a.delivered
          ? `update ${s}.outbox set state = 'DELIVERED', attempts = attempts + 1, last_status = $2, last_response = $3, delivered_at = $4 where id = $1`
          : `update ${s}.outbox set attempts = attempts + 1, last_status = $2, last_response = $3, next_at = $4 where id = $1`,
        [id, a.status, a.response, a.delivered ? Date.now() : a.nextAt],
      );
    },
    async outbox(filter) {
      const r = await pool.query<RawRow>(
        `select * from ${s}.outbox where ($1::text is null or key = $1) and ($2::text is null or state = $2) order by id`,
        [filter.orderNo ?? null, filter.state ?? null],
      );
      return r.rows.map(rowOf);
    },
    async retryNow(now) {
      return (
        (
          await pool.query(`update ${s}.outbox set next_at = $1 where state = 'PENDING' and next_at > $1`, [
            now,
          ])
        ).rowCount ?? 0
      );
    },
    close: () => pool.end().catch(() => undefined),
  };
}

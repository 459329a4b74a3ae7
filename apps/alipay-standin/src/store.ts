import pg from 'pg';

/**
 * The stand-in keeps everything in its own schema of the database it is given, so its trades and
 * the notifications it still owes survive a restart of the stand-in or of our server.
 */
export const SCHEMA = 'alipay_standin';

const DDL = `
create schema if not exists ${SCHEMA};
create table if not exists ${SCHEMA}.keys (id int primary key, private_key text not null, public_key text not null);
create table if not exists ${SCHEMA}.apps (app_id text primary key, public_key text not null, seller_id text not null);
create table if not exists ${SCHEMA}.trades (
  trade_no text primary key,
  app_id text not null,
  out_trade_no text not null,
  total_amount text not null,
  subject text not null,
  status text not null,
  notify_url text,
  return_url text,
  time_expire timestamptz,
  buyer_logon_id text not null default '138****8000',
  refund_fee bigint not null default 0,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  closed_at timestamptz
);
create index if not exists trades_out on ${SCHEMA}.trades (app_id, out_trade_no);
create table if not exists ${SCHEMA}.closed_out_trades (app_id text not null, out_trade_no text not null, primary key (app_id, out_trade_no));
create table if not exists ${SCHEMA}.refunds (
  app_id text not null, out_request_no text not null, trade_no text not null, amount bigint not null,
  created_at timestamptz not null default now(), primary key (app_id, out_request_no)
);
create table if not exists ${SCHEMA}.transfers (
  app_id text not null, out_biz_no text not null, order_id text not null, amount bigint not null,
  payee_account text not null, payee_name text not null, status text not null, fail_reason text,
  created_at timestamptz not null default now(), primary key (app_id, out_biz_no)
);
create table if not exists ${SCHEMA}.royalty (
  app_id text not null, out_request_no text not null, kind text not null, body jsonb not null, result text not null,
  created_at timestamptz not null default now(), primary key (app_id, out_request_no)
);
create table if not exists ${SCHEMA}.notifies (
  id bigserial primary key,
  trade_no text not null,
  notify_url text not null,
  params jsonb not null,
  attempts int not null default 0,
  next_at timestamptz not null default now(),
  state text not null default 'PENDING',
  last_response text,
  created_at timestamptz not null default now()
);
create index if not exists notifies_due on ${SCHEMA}.notifies (next_at) where state = 'PENDING';
create table if not exists ${SCHEMA}.settings (id int primary key, faults jsonb not null default '{}'::jsonb);
insert into ${SCHEMA}.settings (id) values (1) on conflict do nothing;
`;

export async function openStore(databaseUrl: string): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    // Two stand-ins started together (a restart racing its predecessor) would collide creating tables.
    await client.query(`select pg_advisory_lock(hashtext('alipay-standin-ddl'))`);
    await client.query(DDL);
    await client.query(`select pg_advisory_unlock(hashtext('alipay-standin-ddl'))`);
  } finally {
    client.release();
  }
  return pool;
}

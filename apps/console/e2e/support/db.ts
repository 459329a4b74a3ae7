import pg from 'pg';

/** Direct database access for arranging what a test needs to see (counts, flags). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function tenantId(username: string): Promise<number> {
  const [row] = await sql<{ id: string }>(
    'select coalesce(parent_id, id) as id from accounts where username = $1',
    [username],
  );
  if (!row) throw new Error(`no account ${username}`);
  return Number(row.id);
}

/** Makes exactly `count` recent 问题件 wait for the tenant of `username`. */
export async function setProblemParcels(username: string, count: number) {
  const tenant = await tenantId(username);
  await sql(`delete from problem_parcels where tenant_id = $1`, [tenant]);
  if (count > 0) {
    await sql(
      `insert into problem_parcels (tenant_id, parcel_no, problem_type, state)
       select $1, 'E2E' || g, '快递退回', 'WAITING_PROCESS' from generate_series(1, $2) g`,
      [tenant, count],
    );
  }
}

/** Goods the market has (lines a stall delivered in the seller's demo): stall, 货号, colour and size. */
export async function demoMarketGoods(count = 1) {
  const goods = await sql<{ stall: string; article_no: string; color: string; size: string }>(
    `select distinct on (l.article_no) l.stall, l.article_no, l.color, l.size
       from daifa_order_lines l join daifa_orders o on o.id = l.order_id join accounts a on a.id = o.tenant_id
      where a.username = 'seller' and l.goods_id is not null and l.pickup_state = 'TOOK'
      order by l.article_no, l.id limit $1`,
    [count],
  );
  if (goods.length < count) throw new Error('no demo goods');
  return goods;
}

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
  const [row] = await sql<{ id: string }>('select coalesce(parent_id, id) as id from accounts where username = $1', [username]);
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

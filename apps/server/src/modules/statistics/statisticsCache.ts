import type { DbOrTx } from '../../db/client.ts';
import { CountCache } from '../../list/countCache.ts';
import { pickupRefreshedAt } from './outStock.ts';

/**
 * The team's statistics change only when their rollups are refreshed (every 10 minutes), so an answer
 * is kept per tenant and request until the next refresh — its generation is part of the key — and at
 * most a minute, for the returns read live beside it. A page opened by many (the default 近30天) reads
 * the rollups once a refresh.
 */
const answers = new CountCache<unknown>(60_000, 2000);

const shanghaiDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export async function cachedPickupStat<V>(
  db: DbOrTx,
  tenantId: number,
  kind: string,
  body: object,
  load: () => Promise<V>,
): Promise<V> {
  const generation = await pickupRefreshedAt(db);
  const key = `${kind}|${generation}|${shanghaiDay()}|${JSON.stringify(body)}`;
  return answers.get(tenantId, key, load) as Promise<V>;
}

import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSecrets } from './schema.ts';

/** Reads a secret, creating it on first use; concurrent first starts agree on one value. */
export async function secret(db: Db, name: string, bytes = 32): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: crypto.randomBytes(bytes).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}

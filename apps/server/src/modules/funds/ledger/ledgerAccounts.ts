import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** A tenant's own accounts: spendable money, money held for a withdrawal, and goods paid later (owed, ≤ 0). */
export const TENANT_ACCOUNTS = ['available', 'frozen', 'payLater'] as const;
export type TenantAccountCode = (typeof TENANT_ACCOUNTS)[number];

/** The platform's side of every movement; created by the migration, never locked (they are summed). */
export const PLATFORM_ACCOUNTS = [
  'alipayClearing',
  'revenue',
  'supplierPayable',
  'promotion',
  'legacy',
  'offline',
] as const;
export type PlatformAccountCode = (typeof PLATFORM_ACCOUNTS)[number];

export type AccountCode = TenantAccountCode | PlatformAccountCode;

export const isTenantAccount = (code: AccountCode): code is TenantAccountCode =>
  (TENANT_ACCOUNTS as readonly string[]).includes(code);

/**
 * Account ids never change once made, so each process keeps them. A tenant's three accounts are made
 * together, in one statement, the first time money moves for it.
 */
export class LedgerAccountIds {
  private readonly tenant = new Map<string, number>();
  private platform: Map<string, number> | null = null;

  async platformId(tx: DbOrTx, code: PlatformAccountCode): Promise<number> {
    if (!this.platform) {
      const rows = await tx.execute<{ id: number; code: string }>(
        sql`select id, code from ledger_accounts where tenant_id is null`,
      );
      this.platform = new Map(rows.rows.map((r) => [r.code, Number(r.id)]));
    }
    const id = this.platform.get(code);
    if (id === undefined) throw new Error(`platform ledger account ${code} is missing (migration 0011)`);
    return id;
  }

  async tenantId(tx: DbOrTx, tenantId: number, code: TenantAccountCode): Promise<number> {
    const cached = this.tenant.get(`${tenantId}:${code}`);
    if (cached !== undefined) return cached;
    const made = await tx.execute<{ id: number; code: string }>(sql`
      insert into ledger_accounts (tenant_id, code, balance, version, floor, ceiling)
      values (${tenantId}, 'available', 0, 0, 0, null), (${tenantId}, 'frozen', 0, 0, 0, null), (${tenantId}, 'payLater', 0, 0, null, 0)
      on conflict do nothing
      returning id, code`);
    // Accounts made by this (uncommitted) transaction are not remembered: it may still roll back. That
    // holds for those an earlier statement of it made too (a withdrawal looks up `available`, then
    // posts to `frozen`): their created_at is this transaction's now().
    const rows = made.rows.length
      ? made.rows.map((r) => ({ ...r, ours: true }))
      : (
          await tx.execute<{ id: number; code: string; ours: boolean }>(
            sql`select id, code, created_at = now() as ours from ledger_accounts where tenant_id = ${tenantId}`,
          )
        ).rows;
    const ids = new Map(rows.map((r) => [r.code, Number(r.id)]));
    for (const r of rows) if (!r.ours) this.tenant.set(`${tenantId}:${r.code}`, Number(r.id));
    const id = ids.get(code);
    if (id === undefined) throw new Error(`ledger account ${code} of tenant ${tenantId} could not be made`);
    return id;
  }
}

/** A tenant's spendable balance now (fen; 0 before its first posting), read without a lock. */
export async function availableFen(db: DbOrTx, tenantId: number): Promise<number> {
  const r = await db.execute<{ balance: string }>(
    sql`select balance::text from ledger_accounts where tenant_id = ${tenantId} and code = 'available'`,
  );
  return Number(r.rows[0]?.balance ?? 0);
}

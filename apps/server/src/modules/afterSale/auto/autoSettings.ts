import { sql } from 'drizzle-orm';
import { autoAfterSaleRulesSchema, DEFAULT_AUTO_RULES, type AutoAfterSaleRules } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';

type Row = { enabled: boolean; rules: unknown; updated_at: Date | string; operator_name: string };

/** Rules as stored, read through the contract (a stored shape from before a rule existed gets its default). */
export function rulesOf(stored: unknown): AutoAfterSaleRules {
  const parsed = autoAfterSaleRulesSchema.safeParse({ ...DEFAULT_AUTO_RULES, ...(stored as object) });
  return parsed.success ? parsed.data : DEFAULT_AUTO_RULES;
}

/** 自动售后设置 of an account: off with the default rules until saved. */
export async function autoSettings(db: DbOrTx, tenantId: number) {
  const r = await db.execute<Row>(
    sql`select enabled, rules, updated_at, operator_name from auto_after_sale_settings where tenant_id = ${tenantId}`,
  );
  const row = r.rows[0];
  return {
    enabled: row?.enabled ?? false,
    rules: rulesOf(row?.rules ?? DEFAULT_AUTO_RULES),
    updatedAt: row ? asDate(row.updated_at).toISOString() : null,
    operatorName: row?.operator_name ?? null,
  };
}

export async function saveAutoSettings(
  db: DbOrTx,
  tenantId: number,
  input: { enabled: boolean; rules: AutoAfterSaleRules },
  operatorName: string,
) {
  await db.execute(sql`
    insert into auto_after_sale_settings (tenant_id, enabled, rules, operator_name)
    values (${tenantId}, ${input.enabled}, ${JSON.stringify(input.rules)}::jsonb, ${operatorName})
    on conflict (tenant_id) do update
       set enabled = excluded.enabled, rules = excluded.rules, operator_name = excluded.operator_name,
           updated_at = now()`);
  return autoSettings(db, tenantId);
}

/** 自动售后已开启: shown on 售后订单 while any rule is on. */
export async function activeAutoSaleTag(db: DbOrTx, tenantId: number) {
  const s = await autoSettings(db, tenantId);
  const r = s.rules;
  return {
    active:
      s.enabled && (r.refundUndelivery.on || r.returnGoods.on || r.refundDelivery.on || r.fastRefund.on),
  };
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { daifaEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { COURIERS, DEFAULT_WAREHOUSE } from './couriers.ts';
import { freightFen } from '../placement/fees.ts';

type RuleRow = { courier_code: string; province_code: string; first_kg_fen: number; extra_kg_fen: number };

/** The rules in force now from our warehouse: the newest per courier and province. */
async function rulesInForce(db: DbOrTx, provinceCode: string | null): Promise<RuleRow[]> {
  const r = await db.execute<RuleRow>(sql`
    select distinct on (courier_code, province_code) courier_code, province_code, first_kg_fen, extra_kg_fen
      from courier_fee_rules
     where warehouse_code = ${DEFAULT_WAREHOUSE} and effective_from <= now()
       ${provinceCode ? sql`and province_code = ${provinceCode}` : sql``}
     order by courier_code, province_code, effective_from desc`);
  return r.rows;
}

/** The couriers that reach a province, each with its rule and the freight of `weightG`, cheapest first. */
export async function courierQuotes(db: DbOrTx, provinceCode: string, weightG: number) {
  const rules = new Map((await rulesInForce(db, provinceCode)).map((r) => [r.courier_code, r]));
  return COURIERS.flatMap((c) => {
    const rule = rules.get(c.code);
    if (!rule) return [];
    const fee = { firstKgFen: Number(rule.first_kg_fen), extraKgFen: Number(rule.extra_kg_fen) };
    return [{ code: c.code, name: c.name, etaDays: c.etaDays, ...fee, freightFen: freightFen(fee, weightG) }];
  }).sort((a, b) => a.freightFen - b.freightFen || a.etaDays - b.etaDays);
}

/** 快递: which couriers reach a province and what they cost (the placing form's courier picker). */
export function registerExpressEndpoints(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, daifaEndpoints.express, ({ query }) =>
    courierQuotes(ctx.db, query.provinceCode, query.weightG ?? 1000),
  );

  registerEndpoint(app, ctx, daifaEndpoints.expressAll, async () => {
    const rules = await rulesInForce(ctx.db, null);
    const provinces = [...new Set(rules.map((r) => r.province_code))].sort();
    return COURIERS.map((c) => {
      const own = rules.filter((r) => r.courier_code === c.code);
      const reached = new Set(own.map((r) => r.province_code));
      const zones = new Map<string, { firstKgFen: number; extraKgFen: number; provinceCodes: string[] }>();
      for (const r of own) {
        const fee = { firstKgFen: Number(r.first_kg_fen), extraKgFen: Number(r.extra_kg_fen) };
        const key = `${fee.firstKgFen}:${fee.extraKgFen}`;
        if (!zones.has(key)) zones.set(key, { ...fee, provinceCodes: [] });
        zones.get(key)!.provinceCodes.push(r.province_code);
      }
      return {
        code: c.code,
        name: c.name,
        etaDays: c.etaDays,
        platformCodes: Object.fromEntries(
          Object.entries(c.platformCodes).filter((e): e is [string, string] => !!e[1]),
        ),
        unreachableProvinceCodes: provinces.filter((p) => !reached.has(p)),
        zones: [...zones.values()]
          .map((z) => ({ ...z, provinceCodes: z.provinceCodes.sort() }))
          .sort((a, b) => a.firstKgFen - b.firstKgFen || a.extraKgFen - b.extraKgFen),
      };
    });
  });
}

import { sql } from 'drizzle-orm';
import { updateOwnShop } from '../shops/updateOwnShop.ts';
import type { z } from 'zod';
import type { returnAddressSchema, returnPhonesSchema } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../http/apiError.ts';
import type { Warehouse } from '../daifa/gateways/fulfilmentGateway.ts';

type ReturnAddress = z.output<typeof returnAddressSchema>;
type ReturnPhones = z.output<typeof returnPhonesSchema>;

/**
 * The account's 退货编码: written on a return parcel (in 收件人), it lets the warehouse's return desk put
 * the parcel to its seller even without a matching waybill — the parcel is not 无头件. Stable for the
 * account, and numbers only after the letters so a desk clerk can read it out.
 */
export const returnCodeOf = (tenantId: number) => `TH${String(tenantId).padStart(6, '0')}`;

/** Each warehouse's return desk, addressed for this account (the warehouses as the fulfilment service lists them). */
export function returnAddresses(tenantId: number, warehouses: Warehouse[] | null): ReturnAddress {
  if (!warehouses?.length) throw conflict('仓库暂时无法连接，请稍后再试');
  const code = returnCodeOf(tenantId);
  return warehouses.map((w) => ({
    code: w.code,
    name: `${w.name}退货处`,
    contact: `售后组-${code}`,
    phone: w.phone,
    province: w.province,
    city: w.city,
    district: w.district,
    address: w.address,
    returnCode: code,
  }));
}

/** 店铺退货电话: every shop of the account (cancelled ones too: their returns still come), with its phone. */
export async function returnPhones(db: DbOrTx, tenantId: number): Promise<ReturnPhones> {
  const r = await db.execute<{
    id: number;
    name: string;
    platform: string;
    auth_state: string;
    return_phone: string | null;
  }>(sql`
    select id, name, platform, auth_state, return_phone from shops where tenant_id = ${tenantId} order by id`);
  return {
    shops: r.rows.map((s) => ({
      shopId: Number(s.id),
      shopName: s.name,
      platform: s.platform,
      authState: s.auth_state,
      phone: s.return_phone,
    })),
  };
}

export async function saveReturnPhone(db: DbOrTx, tenantId: number, shopId: number, phone: string) {
  const value = phone || null;
  await updateOwnShop(db, tenantId, shopId, sql`return_phone = ${value}`);
  return { shopId, phone: value };
}

import { sql } from 'drizzle-orm';
import { updateOwnShop } from '../shops/updateOwnShop.ts';
import {
  renderWaybillRemark,
  type CustomInfo,
  type CustomInfoSaveRequest,
  type WaybillSender,
} from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { Warehouse } from '../daifa/gateways/fulfilmentGateway.ts';

type Row = {
  sender_name: string | null;
  sender_phone: string | null;
  remark: string | null;
  neutral: boolean | null;
  updated_at: Date | string | null;
};

const senderOf = (name: string | null, phone: string | null) => (name && phone ? { name, phone } : null);

/** 自定义发货信息 as the page shows it: the account's settings (defaults when never saved) and every shop. */
export async function readCustomInfo(
  db: DbOrTx,
  tenantId: number,
  warehouses: Warehouse[] | null,
): Promise<CustomInfo> {
  const [settings, shops] = await Promise.all([
    db.execute<Row>(sql`
      select sender_name, sender_phone, remark, neutral, updated_at from shipping_info_settings where tenant_id = ${tenantId}`),
    db.execute<{
      id: string;
      name: string;
      platform: string;
      auth_state: string;
      sender_name: string | null;
      sender_phone: string | null;
    }>(sql`
      select id, name, platform, auth_state, sender_name, sender_phone from shops where tenant_id = ${tenantId} order by id`),
  ]);
  const s = settings.rows[0];
  const warehouse = warehouses?.[0];
  return {
    sender: senderOf(s?.sender_name ?? null, s?.sender_phone ?? null),
    remark: s?.remark ?? '',
    neutral: s?.neutral ?? false,
    updatedAt: s?.updated_at ? new Date(s.updated_at).toISOString() : null,
    warehouse: warehouse ? { name: warehouse.name, phone: warehouse.phone } : null,
    shops: shops.rows.map((r) => ({
      shopId: Number(r.id),
      shopName: r.name,
      platform: r.platform,
      authState: r.auth_state,
      sender: senderOf(r.sender_name, r.sender_phone),
    })),
  };
}

export async function saveCustomInfo(db: DbOrTx, tenantId: number, body: CustomInfoSaveRequest) {
  await db.execute(sql`
    insert into shipping_info_settings (tenant_id, sender_name, sender_phone, remark, neutral, updated_at)
    values (${tenantId}, ${body.sender?.name ?? null}, ${body.sender?.phone ?? null}, ${body.remark}, ${body.neutral}, now())
    on conflict (tenant_id) do update
       set sender_name = excluded.sender_name, sender_phone = excluded.sender_phone,
           remark = excluded.remark, neutral = excluded.neutral, updated_at = now()`);
}

export async function saveShopSender(
  db: DbOrTx,
  tenantId: number,
  shopId: number,
  sender: WaybillSender | null,
) {
  await updateOwnShop(
    db,
    tenantId,
    shopId,
    sql`sender_name = ${sender?.name ?? null}, sender_phone = ${sender?.phone ?? null}`,
  );
  return { shopId, sender };
}

/** A new order's sender as kept on it (`daifa_orders.sender`) and handed to the warehouse. */
export interface OrderSender {
  name?: string;
  phone?: string;
  remark?: string;
  neutral?: boolean;
}

/** The settings placing reads (columns `ss_*`, one row, all null when never saved): a lateral join of its own query. */
export const senderSettingsSql = (tenantId: number, shopId: number | null | undefined) => sql`
  select s.sender_name as ss_name, s.sender_phone as ss_phone, s.remark as ss_remark, s.neutral as ss_neutral,
         sh.name as ss_shop_name, sh.sender_name as ss_shop_sender_name, sh.sender_phone as ss_shop_sender_phone
    from (select 1) one
    left join shipping_info_settings s on s.tenant_id = ${tenantId}
    left join shops sh on sh.id = ${shopId ?? null}::bigint and sh.tenant_id = ${tenantId}`;

export type SenderSettingsRow = {
  ss_name: string | null;
  ss_phone: string | null;
  ss_remark: string | null;
  ss_neutral: boolean | null;
  ss_shop_name: string | null;
  ss_shop_sender_name: string | null;
  ss_shop_sender_phone: string | null;
};

/**
 * What a new order's waybill says of its sender, as the settings stand at placing (kept on the order:
 * a later change never rewrites a parcel on its way). The sender typed on the order wins, then the
 * shop's, then the account's; none is the warehouse's own. Null when nothing differs from the warehouse's.
 */
export function orderSenderOf(
  row: SenderSettingsRow,
  input: { platformOrderNo?: string | null; pieces: number; typed?: { name: string; phone: string } | null },
): OrderSender | null {
  const who =
    input.typed ??
    senderOf(row.ss_shop_sender_name, row.ss_shop_sender_phone) ??
    senderOf(row.ss_name, row.ss_phone);
  const remark = row.ss_remark
    ? renderWaybillRemark(row.ss_remark, {
        shopName: row.ss_shop_name,
        platformOrderNo: input.platformOrderNo ?? null,
        pieces: input.pieces,
      })
    : '';
  const sender: OrderSender = {
    ...(who ?? {}),
    ...(remark ? { remark } : {}),
    ...(row.ss_neutral ? { neutral: true } : {}),
  };
  return Object.keys(sender).length ? sender : null;
}

import { sql } from 'drizzle-orm';
import type { Brand, ReturnItemRow, ReturnLabels } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import { itemsWhere } from './returnRows.ts';
import { ownScope } from './returnScope.ts';

/** The return label's brand code: its preset titles 购途网退货 or 衣衫汇退货 from it. */
export const returnLabelBrand = (brand: Brand) => (brand === 'e3hw' || brand === 'e3hm' ? 'YSH' : 'GTW');

/** Shanghai wall time `YYYY-MM-DD HH:mm:ss`, as the storage label prints it. */
const shanghaiTime = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Each item's 退货标签 (goes on the bag back to the stall) and 退货入库标签 (goes on the shelf). */
export async function labelsOf(
  tx: DbOrTx,
  caller: Caller,
  brand: Brand,
  items: readonly ReturnItemRow[],
): Promise<ReturnLabels> {
  const supplierIds = [...new Set(items.map((i) => i.supplierId).filter((id): id is number => id !== null))];
  const places = new Map(
    (
      await tx.execute<{ id: number; place: string }>(sql`
        select s.id, concat_ws(' ', m.name, f.name, s.stall_no, s.name) as place
          from suppliers s join markets m on m.id = s.market_id left join market_floors f on f.id = s.floor_id
         where s.tenant_id = ${caller.tenantId} and s.id = any(${sql.param(supplierIds)}::bigint[])`)
    ).rows.map((r) => [Number(r.id), r.place]),
  );
  return {
    labels: items.map((i) => ({
      brand: returnLabelBrand(brand),
      goodsInfo: [i.title, `货号 ${i.articleNo}`].filter(Boolean).join(' '),
      colorSize: `${i.color}/${i.size}`,
      price: i.priceFen,
      dropshipOrderNo: i.orderNo,
      factoryAddress: (i.supplierId !== null && places.get(i.supplierId)) || i.stall,
      picker: i.staffName || i.registeredName,
      storageNo: i.storageNo,
      returnCode: i.returnNo,
      quantity: i.qty,
    })),
    storage: items.map((i) => ({
      positionNo: i.shelf,
      storageNo: i.storageNo,
      returnCode: i.returnNo,
      artNo: i.articleNo,
      spec: `${i.color}/${i.size}`,
      quantity: i.qty,
      shopName: i.stall,
      storedAt: shanghaiTime(i.createdAt),
    })),
  };
}

/** 打印退货标签 again: the caller's items (a 退货员 their own), in the order asked. */
export async function returnLabels(
  db: Db,
  caller: Caller,
  brand: Brand,
  ids: number[],
): Promise<ReturnLabels> {
  const items = await itemsWhere(
    db,
    sql`r.tenant_id = ${caller.tenantId} and r.id = any(${sql.param(ids)}::bigint[]) and ${ownScope(caller)}`,
  );
  if (items.length !== new Set(ids).size) throw notFound('退货不存在');
  return labelsOf(db, caller, brand, items);
}

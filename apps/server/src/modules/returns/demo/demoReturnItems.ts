import { sql } from 'drizzle-orm';
import { RETURN_CODE, type Brand, type OfflineReturnReason } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { CourierGateway } from '../../daifa/gateways/courierGateway.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { demoCaller } from '../../pickup/demo/demoCaller.ts';
import { registerInTx } from '../returnRegister.ts';
import {
  applyReturnReport,
  assignReturns,
  confirmReturns,
  disposeReturns,
  retryReturns,
  stopReturns,
} from '../returnMoves.ts';
import { followShipment, shipInTx } from '../returnShipment.ts';

const REASONS: OfflineReturnReason[] = ['QUALITY', 'NO_REASON', 'WRONG_ITEM', 'DEFECTIVE', 'WRONG_PICK'];
/** Where each registered item ends up, in turn: a day's bench and walk. */
const FATES = [
  'SHELF',
  'WALK',
  'REFUNDED',
  'REFUSED',
  'CONFIRMED',
  'RETRIED',
  'STOPPED',
  'KEPT',
  'WALK',
] as const;

/**
 * The purchaser's returns of the day, made through the endpoints' functions: the bench (`tuihuo`)
 * registered goods taken this morning — a piece each from the stalls that take goods back — and they
 * stand in every state of the walk back: on the shelf, handed to 退货员, refunded, refused, confirmed,
 * sent again, paused, kept. Runs once (nothing is made when the tenant has returns).
 */
export async function seedDemoReturnItems(
  db: Db,
  brand: Brand,
  far?: { courier: CourierGateway; funds: FundsServices },
): Promise<number> {
  const [tenant] = (
    await db.execute<{ id: string; staff: string | null; staff_name: string | null }>(sql`
      select o.id, s.id as staff, s.sub_username as staff_name from accounts o
        left join accounts s on s.parent_id = o.id and s.username = 'tuihuo'
       where o.username = 'purchaser' and o.parent_id is null`)
  ).rows;
  if (!tenant?.staff) return 0;
  const tenantId = Number(tenant.id);
  const exists = await db.execute(sql`select 1 from return_items where tenant_id = ${tenantId} limit 1`);
  if (exists.rows.length) return 0;
  const owner = demoCaller(tenantId, tenantId, 'purchaser', null, RETURN_CODE);
  const staff = demoCaller(Number(tenant.staff), tenantId, 'tuihuo', tenant.staff_name, RETURN_CODE);
  const taken = (
    await db.execute<{ id: string }>(sql`
      select t.id from pickup_tasks t join suppliers s on s.id = t.supplier_id
       where t.tenant_id = ${tenantId} and t.took_qty > 0 and s.return_days is not null
         and exists (select 1 from pickup_assignments a where a.task_id = t.id and a.took_qty > 0
                      and a.day >= (now() at time zone 'Asia/Shanghai')::date - s.return_days)
       order by t.id desc`)
  ).rows;
  let made = 0;
  for (const [k, task] of taken.entries()) {
    const registered = await db.transaction((tx) =>
      registerInTx(tx, k % 3 === 2 ? owner : staff, brand, {
        lines: [{ taskId: Number(task.id), qty: 1, reason: REASONS[k % REASONS.length]! }],
      }),
    );
    made += 1;
    const item = registered.items[0]!;
    const fate = FATES[k % FATES.length]!;
    if (fate === 'SHELF') continue;
    if (fate === 'STOPPED') {
      await stopReturns(db, owner, [item.id]);
      continue;
    }
    await assignReturns(db, owner, { ids: [item.id], staffId: staff.accountId });
    if (fate === 'WALK') continue;
    const refused = fate === 'REFUSED' || fate === 'RETRIED' || fate === 'KEPT';
    await db.transaction((tx) =>
      applyReturnReport(
        tx,
        staff,
        refused
          ? { id: item.id, version: item.version + 1, outcome: 'REFUSED', refuseReason: 'MISSING_PARTS' }
          : { id: item.id, version: item.version + 1, outcome: 'REFUNDED', refundFen: item.goodsFen },
      ),
    );
    if (fate === 'CONFIRMED') await confirmReturns(db, owner, [item.id]);
    if (fate === 'RETRIED') await retryReturns(db, owner, [item.id]);
    if (fate === 'KEPT') await disposeReturns(db, owner, [item.id], 'KEEP');
  }
  if (far) await sendToFarStall(db, far, owner);
  return made;
}

/**
 * 寄回异地档口: the stall of the first goods still on the shelf is in 杭州四季青 — its return address is set
 * and its goods on the shelf go by 中通 (the freight from the balance); the courier stand-in's pushes
 * then sign for the parcel live.
 */
async function sendToFarStall(
  db: Db,
  far: { courier: CourierGateway; funds: FundsServices },
  owner: ReturnType<typeof demoCaller>,
) {
  const [first] = (
    await db.execute<{ supplier_id: string }>(sql`
      select supplier_id from return_items
       where tenant_id = ${owner.tenantId} and state = 'WAITING_ASSIGNED' and supplier_id is not null
       order by id limit 1`)
  ).rows;
  if (!first) return;
  const supplierId = Number(first.supplier_id);
  await db.execute(sql`
    update suppliers set return_remote = true,
           return_address = jsonb_build_object('name', name, 'phone', coalesce(nullif(phone, ''), '13757112345'),
                                                'areaCode', '330102', 'address', '四季青服装大楼 3楼 ' || stall_no)
     where id = ${supplierId}`);
  const items = (
    await db.execute<{ id: string; qty: number }>(sql`
      select id, qty from return_items
       where supplier_id = ${supplierId} and state = 'WAITING_ASSIGNED' order by id`)
  ).rows;
  const body = {
    ids: items.map((i) => Number(i.id)),
    courierCode: 'ZTO',
    weightG: Math.max(500, items.reduce((n, i) => n + Number(i.qty), 0) * 400),
  };
  // without a courier (real systems configured but no 快递鸟 account) the stall stays set up, nothing sent
  const shipped = await db
    .transaction((tx) => shipInTx(tx, far.courier, far.funds, owner, body))
    .catch(() => null);
  if (shipped) await followShipment(far.courier, body.ids, shipped.courierCode, shipped.waybillNo);
}

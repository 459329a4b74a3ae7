import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { payByAlipay } from '../../daifa/demo/demoDaifa.ts';
import { createSendBack } from '../sendBack/sendBackCreate.ts';
import { applySendBackEvent } from '../sendBack/sendBackDesk.ts';

const DAY = 86_400_000;

/** Where a demo account's 寄回 go: its own address. */
const RECEIVERS: Record<string, { name: string; phone: string; areaCode: string; address: string }> = {
  seller: {
    name: '李老板',
    phone: '13912345678',
    areaCode: '440111',
    address: '三元里大道 1188 号 3 楼 302',
  },
  purchaser: { name: '王采购', phone: '13711112222', areaCode: '440104', address: '站西路 68 号 5 楼仓库' },
};

type Plan = 'UNPAID' | 'PAID' | 'SHIPPED';
const PLAN: { plan: Plan; parcels: number; courier: string }[] = [
  { plan: 'UNPAID', parcels: 1, courier: 'ZTO' },
  { plan: 'PAID', parcels: 2, courier: 'YTO' },
  { plan: 'SHIPPED', parcels: 1, courier: 'ZTO' },
];

/**
 * 寄回单 of the demo accounts through the real paths — made, paid by Alipay's notification — in every
 * state: 待付款, 待寄回 (the submitter hands it to the desk, which ships it live) and 已寄回 (shipped two
 * days ago: the desk's event applied here, dated then). Older seeded 问题件 (not a return's) are used.
 */
export async function seedDemoSendBacks(db: Db, funds: FundsServices): Promise<number> {
  let made = 0;
  for (const [username, receiver] of Object.entries(RECEIVERS)) {
    const account = await db.execute<{ id: string }>(
      sql`select id from accounts where username = ${username} and parent_id is null`,
    );
    const tenantId = Number(account.rows[0]?.id ?? 0);
    if (!tenantId) continue;
    const free = await db.execute<{ id: string }>(sql`
      select id from problem_parcels
       where tenant_id = ${tenantId} and state = 'WAITING_PROCESS' and after_sale_id is null and source is null
       order by id limit 4`);
    const ids = free.rows.map((r) => Number(r.id));
    for (const { plan, parcels, courier } of PLAN) {
      const mine = ids.splice(0, parcels);
      if (mine.length < parcels) break;
      const answer = await db.transaction((tx) =>
        createSendBack(
          tx,
          funds,
          { tenantId, accountId: tenantId },
          { accountId: tenantId, operatorName: username },
          { problemIds: mine, courierCode: courier, receiver },
        ),
      );
      made++;
      if (plan === 'UNPAID') continue;
      const at = plan === 'SHIPPED' ? new Date(Date.now() - 2 * DAY) : undefined;
      await payByAlipay(db, funds, answer.payNo, answer.postNo, at);
      if (plan !== 'SHIPPED') continue;
      await db.transaction(async (tx) => {
        // the parcels came back days before they were sent on
        await tx.execute(sql`
          update problem_parcels set created_at = ${at!.toISOString()}::timestamptz - interval '2 days'
           where id = any(${arrayParam(mine)}::bigint[])`);
        await tx.execute(sql`
          update post_orders set desk_told_at = ${at!.toISOString()}::timestamptz, paid_at = ${at!.toISOString()}::timestamptz,
                 created_at = ${at!.toISOString()}::timestamptz
           where post_no = ${answer.postNo}`);
        await applySendBackEvent(tx, funds, {
          eventId: `${answer.postNo}-1`,
          subject: answer.postNo,
          seq: 1,
          type: 'SEND_BACK_SHIPPED',
          data: {
            waybillNo: `7${String(73000000000 + tenantId * 1000 + made).padStart(12, '0')}`,
            courier,
            weightG: 820,
            at: new Date(at!.getTime() + 3 * 3_600_000).toISOString(),
          },
        });
      });
    }
  }
  return made;
}

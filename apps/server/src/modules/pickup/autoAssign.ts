import { sql } from 'drizzle-orm';
import type { PickupAssigned, PickupAutoSetting, PickupAutoSettingRequest } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import { assignInTx, checkPicker } from './pickupAssign.ts';
import { shanghaiToday } from './pickupTasks.ts';

export async function autoSetting(db: Db, tenantId: number): Promise<PickupAutoSetting> {
  const [on] = (
    await db.execute<{ on: boolean }>(
      sql`select auto_assign as on from pickup_settings where tenant_id = ${tenantId}`,
    )
  ).rows;
  const rules = await db.execute<Record<string, unknown>>(sql`
    select r.market_id, r.floor_id, r.supplier_id, r.picker_id, r.priority, r.on_duty, r.cap,
           coalesce(p.sub_username, p.username) as picker_name,
           concat_ws(' ', coalesce(m.name, fm.name, sm.name), coalesce(f.name, sf.name), s.stall_no) as area
      from pickup_auto_rules r join accounts p on p.id = r.picker_id
      left join markets m on m.id = r.market_id
      left join market_floors f on f.id = r.floor_id left join markets fm on fm.id = f.market_id
      left join suppliers s on s.id = r.supplier_id left join markets sm on sm.id = s.market_id
      left join market_floors sf on sf.id = s.floor_id
     where r.tenant_id = ${tenantId} order by r.priority, r.id`);
  return {
    on: on?.on === true,
    rules: rules.rows.map((r) => ({
      marketId: r.market_id == null ? null : Number(r.market_id),
      floorId: r.floor_id == null ? null : Number(r.floor_id),
      supplierId: r.supplier_id == null ? null : Number(r.supplier_id),
      area: String(r.area),
      pickerId: Number(r.picker_id),
      pickerName: String(r.picker_name),
      priority: Number(r.priority),
      onDuty: r.on_duty === true,
      cap: r.cap == null ? null : Number(r.cap),
    })),
  };
}

/** Saves the switch and the rules whole (the dialog's table), each area and picker the tenant's own. */
export async function saveAutoSetting(db: Db, caller: Caller, body: PickupAutoSettingRequest) {
  await db.transaction(async (tx) => {
    for (const [i, rule] of body.rules.entries()) {
      await checkPicker(tx, caller.tenantId, rule.pickerId).catch(() => {
        throw invalid(`第${i + 1}条规则的拿货员不存在或没有拿货权限`, `rules.${i}.pickerId`);
      });
      const [table, id] = rule.marketId
        ? ['markets', rule.marketId]
        : rule.floorId
          ? ['market_floors', rule.floorId]
          : ['suppliers', rule.supplierId!];
      const own = await tx.execute(
        sql`select 1 from ${sql.raw(table)} where id = ${id} and tenant_id = ${caller.tenantId}`,
      );
      if (!own.rows.length) throw notFound(`第${i + 1}条规则的区域不存在`);
    }
    await tx.execute(sql`
      insert into pickup_settings (tenant_id, auto_assign) values (${caller.tenantId}, ${body.on})
      on conflict (tenant_id) do update set auto_assign = excluded.auto_assign, updated_at = now()`);
    await tx.execute(sql`delete from pickup_auto_rules where tenant_id = ${caller.tenantId}`);
    for (const rule of body.rules)
      await tx.execute(sql`
        insert into pickup_auto_rules (tenant_id, market_id, floor_id, supplier_id, picker_id, priority, on_duty, cap)
        values (${caller.tenantId}, ${rule.marketId}, ${rule.floorId}, ${rule.supplierId}, ${rule.pickerId},
                ${rule.priority}, ${rule.onDuty}, ${rule.cap})`);
  });
  return autoSetting(db, caller.tenantId);
}

/**
 * The rules applied to the day's 待指派 lines: rule by rule in priority order, the area's lines in walking
 * order to its picker, up to what their 每日上限 leaves (a stall's other lines come along: one picker a
 * stall-day). Off-duty pickers are passed over. One transaction a rule.
 */
export async function autoAssign(db: Db, caller: Caller): Promise<PickupAssigned> {
  const setting = await autoSetting(db, caller.tenantId);
  const result: PickupAssigned = { assigned: 0, skipped: [] };
  for (const rule of setting.rules.filter((r) => r.onDuty)) {
    const moved = await db.transaction(async (tx) => {
      const [held] = (
        await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from pickup_assignments
           where tenant_id = ${caller.tenantId} and picker_id = ${rule.pickerId} and day = ${shanghaiToday}
             and state <> 'CLOSE'`)
      ).rows;
      const room = rule.cap === null ? 5000 : rule.cap - Number(held!.n);
      if (room <= 0) return 0;
      const area = rule.supplierId
        ? sql`s.id = ${rule.supplierId}`
        : rule.floorId
          ? sql`s.floor_id = ${rule.floorId}`
          : sql`s.market_id = ${rule.marketId}`;
      const due = await tx.execute<{ id: number }>(sql`
        select a.id from pickup_assignments a join pickup_tasks t on t.id = a.task_id
          join suppliers s on s.id = a.supplier_id left join market_floors f on f.id = s.floor_id
         where a.tenant_id = ${caller.tenantId} and a.day = ${shanghaiToday} and a.state = 'WAITING_ASSIGNED'
           and not t.held and not t.closed and ${area}
         order by f.sort, s.stall_key, a.id limit ${room}`);
      if (!due.rows.length) return 0;
      const answer = await assignInTx(
        tx,
        caller,
        rule.pickerId,
        sql`a.id = any(${sql.param(due.rows.map((r) => Number(r.id)))}::bigint[])`,
      ).catch(() => null);
      return answer?.assigned ?? 0;
    });
    result.assigned += moved;
  }
  return result;
}

/** Housekeeping at 08:30 and 14:00 (Shanghai): every tenant with 自动指派 on. */
export async function autoAssignAll(db: Db): Promise<number> {
  const tenants = await db.execute<{ tenant_id: number; username: string }>(sql`
    select s.tenant_id, a.username from pickup_settings s join accounts a on a.id = s.tenant_id
     where s.auto_assign and a.state = 1`);
  let assigned = 0;
  for (const t of tenants.rows) {
    const tenantId = Number(t.tenant_id);
    assigned += (await autoAssign(db, systemCaller(tenantId))).assigned;
  }
  return assigned;
}

/** Who the log names for the rules' work. */
export const systemCaller = (tenantId: number): Caller => ({
  accountId: tenantId,
  tenantId,
  kind: 'purchaser',
  userType: 0,
  username: '自动指派',
  subUsername: '自动指派',
  sessionId: 0,
  permissions: 'all',
  manualDelivery: true,
  hasErp: false,
});

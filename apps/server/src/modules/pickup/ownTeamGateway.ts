import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type {
  FulfilmentGateway,
  SteerAction,
  SteerResult,
  Warehouse,
} from '../daifa/gateways/fulfilmentGateway.ts';
import { boardDay, enqueueTasks, logTask, stallKeyOf } from './pickupTasks.ts';
import { returnCanceledTakes } from '../returns/returnRegister.ts';

/** Assignment states still open: waiting for a picker or in one's hands. */
export const OPEN_ASSIGNMENT = sql.raw(`('WAITING_ASSIGNED', 'TAKING')`);

/** Whether the tenant's own team holds this dropship order (it has pick-up tasks). */
export async function teamHolds(db: DbOrTx, orderNo: string): Promise<boolean> {
  const found = await db.execute(
    sql`select 1 from pickup_tasks where source = 'DAIFA' and order_no = ${orderNo} limit 1`,
  );
  return found.rows.length > 0;
}

/** Closes the open assignment of these tasks (the source ended or gave the line up). */
export async function closeOpenAssignments(tx: DbOrTx, taskIds: readonly number[], reason: string) {
  if (!taskIds.length) return;
  await tx.execute(sql`
    update pickup_assignments set state = 'CLOSE', reason = ${reason}, version = version + 1, updated_at = now()
     where task_id = any(${sql.param([...taskIds])}::bigint[]) and state in ${OPEN_ASSIGNMENT}`);
}

/** A source document ended (canceled, finished by hand): its tasks not yet in hand leave the board. */
export async function closeSourceTasks(
  tx: DbOrTx,
  source: 'DAIFA' | 'OFFLINE' | 'ERP',
  sourceId: number,
  reason: string,
) {
  const closed = await tx.execute<{ id: number }>(sql`
    update pickup_tasks set closed = true, version = version + 1, updated_at = now()
     where source = ${source} and source_id = ${sourceId} and not closed and line_state not in ('TOOK')
     returning id`);
  await closeOpenAssignments(
    tx,
    closed.rows.map((r) => Number(r.id)),
    reason,
  );
}

/** Gives a task back to the board (today's, tomorrow's once today is 日结): an open assignment unless it has one. */
export async function reopenTask(tx: DbOrTx, taskId: number) {
  await tx.execute(sql`
    insert into pickup_assignments (tenant_id, task_id, day, supplier_id)
    select t.tenant_id, t.id, ${boardDay(sql`t.tenant_id`)}, t.supplier_id from pickup_tasks t where t.id = ${taskId}
    on conflict (task_id) where state in ('WAITING_ASSIGNED', 'TAKING') do nothing`);
}

/** A task back to 待拿货 on today's board (a stall's exception answered, a source reopened), logged. */
export async function requeueTask(
  tx: DbOrTx,
  taskId: number,
  tenantId: number,
  params: Record<string, unknown> = {},
) {
  await tx.execute(sql`update pickup_tasks set line_state = 'WAITING_TAKING', reason = null, closed = false,
                              version = version + 1, updated_at = now() where id = ${taskId}`);
  await reopenTask(tx, taskId);
  await logTask(tx, [taskId], tenantId, 'REQUEUED', '系统', params);
}

type TaskRow = {
  id: number;
  tenant_id: number;
  line_state: string;
  took_qty: number;
  source_line_no: number;
};

/**
 * 自有拿货: the tenant's own team fetches its dropship orders. The same calls as the dropship
 * warehouse's, acted on pick-up tasks: `submit` makes the order's tasks for today's board; `intercept`
 * closes what is not yet in hand and names what is; `steer` answers a stall's exception (等待 and 换档口
 * put the line back on the board); 挂起 keeps a task off the phones until released. The team's reports
 * come back as the warehouse's events (`pickupReports.ts`), so the order moves as any other.
 *
 * Each call runs in its own transaction and locks only tasks: a caller holding the order's row (取消)
 * waits for no report, since a report locks the order before its task.
 */
export function ownTeamGateway(
  db: Db,
  options: { warehouses: () => Promise<Warehouse[] | null> },
): FulfilmentGateway {
  const tasksOf = async (tx: DbOrTx, orderNo: string, lineId?: number) =>
    (
      await tx.execute<TaskRow>(sql`
        select id, tenant_id, line_state, took_qty, source_line_no from pickup_tasks
         where source = 'DAIFA' and order_no = ${orderNo}
           ${lineId === undefined ? sql`` : sql`and source_id = ${lineId}`}
         order by id for update`)
    ).rows.map((r) => ({ ...r, id: Number(r.id), tenant_id: Number(r.tenant_id) }));

  const steerTask = async (orderNo: string, lineId: number, action: SteerAction): Promise<SteerResult> =>
    db.transaction(async (tx) => {
      const [task] = await tasksOf(tx, orderNo, lineId);
      if (!task) return { outcome: 'UNKNOWN_ORDER' };
      const byName = '系统';
      switch (action.kind) {
        case 'drop':
          await tx.execute(sql`update pickup_tasks set closed = true, version = version + 1, updated_at = now()
                                where id = ${task.id}`);
          await closeOpenAssignments(tx, [task.id], '订单已退款');
          await logTask(tx, [task.id], task.tenant_id, 'DROPPED', byName);
          return { outcome: 'DONE' };
        case 'exchange':
          if (!action.accept) {
            await tx.execute(sql`update pickup_tasks set closed = true, version = version + 1, updated_at = now()
                                  where id = ${task.id}`);
            await closeOpenAssignments(tx, [task.id], '拒绝换款');
            await logTask(tx, [task.id], task.tenant_id, 'EXCHANGE_REFUSED', byName);
            return { outcome: 'DONE' };
          }
          // the stall set the other style aside when it offered it: the line is in hand
          await tx.execute(sql`update pickup_tasks set line_state = 'TOOK', took_qty = qty, version = version + 1,
                                      updated_at = now() where id = ${task.id}`);
          await logTask(tx, [task.id], task.tenant_id, 'EXCHANGE_ACCEPTED', byName);
          return { outcome: 'DONE' };
        case 'reroute': {
          const g = action.goods;
          await tx.execute(sql`
            update pickup_tasks t set stall = ${g.stall}, article_no = ${g.articleNo}, color = ${g.color},
                   size = ${g.size}, ref_price_fen = ${g.priceFen},
                   supplier_id = (select s.id from suppliers s where s.tenant_id = t.tenant_id and s.state = 'ACTIVE'
                                     and s.match_key = ${stallKeyOf(g.stall)} order by s.id limit 1)
             where id = ${task.id}`);
          await tx.execute(sql`
            update pickup_assignments a set supplier_id = t.supplier_id from pickup_tasks t
             where a.task_id = t.id and t.id = ${task.id} and a.state in ${OPEN_ASSIGNMENT}`);
          await logTask(tx, [task.id], task.tenant_id, 'REROUTED', byName, {
            stall: g.stall,
            articleNo: g.articleNo,
          });
          await requeue(tx, task);
          return { outcome: 'DONE' };
        }
        case 'requeue':
          await requeue(tx, task);
          return { outcome: 'DONE' };
      }
    });

  const requeue = (tx: DbOrTx, task: TaskRow) => requeueTask(tx, task.id, task.tenant_id);

  const setHeld = (orderNo: string, held: boolean): Promise<SteerResult> =>
    db.transaction(async (tx) => {
      const tasks = await tasksOf(tx, orderNo);
      if (!tasks.length) return { outcome: 'UNKNOWN_ORDER' };
      await tx.execute(sql`update pickup_tasks set held = ${held}, version = version + 1, updated_at = now()
                            where id = any(${sql.param(tasks.map((t) => t.id))}::bigint[])`);
      await logTask(
        tx,
        tasks.map((t) => t.id),
        tasks[0]!.tenant_id,
        held ? 'HELD' : 'RELEASED',
        '系统',
      );
      return { outcome: 'DONE' };
    });

  return {
    async submit(order) {
      const [head] = (
        await db.execute<{ tenant_id: number }>(
          sql`select tenant_id from daifa_orders where order_no = ${order.orderNo}`,
        )
      ).rows;
      if (!head) return { outcome: 'REFUSED', message: '订单不存在' };
      await db.transaction((tx) =>
        enqueueTasks(tx, {
          tenantId: Number(head.tenant_id),
          source: 'DAIFA',
          orderNo: order.orderNo,
          lines: order.lines.map((l) => ({
            sourceId: l.lineId,
            lineNo: l.lineNo,
            stall: l.stall,
            articleNo: l.articleNo,
            color: l.color,
            size: l.size,
            qty: l.qty,
            priceFen: l.priceFen,
          })),
        }),
      );
      return { outcome: 'ACCEPTED' };
    },
    intercept: (orderNo) =>
      db.transaction(async (tx) => {
        const tasks = await tasksOf(tx, orderNo);
        if (!tasks.length) return { outcome: 'UNKNOWN_ORDER' };
        const open = tasks.filter((t) => t.line_state !== 'TOOK');
        await tx.execute(sql`update pickup_tasks set closed = true, version = version + 1, updated_at = now()
                              where id = any(${sql.param(open.map((t) => t.id))}::bigint[])`);
        await closeOpenAssignments(
          tx,
          open.map((t) => t.id),
          '订单已取消',
        );
        await logTask(
          tx,
          open.map((t) => t.id),
          tasks[0]!.tenant_id,
          'CANCELED',
          '系统',
        );
        // what is in hand goes back to the stalls: onto the returns shelf, as the warehouse would
        await returnCanceledTakes(tx, Number(tasks[0]!.tenant_id), orderNo);
        return {
          outcome: 'INTERCEPTED',
          // the team prints its own waybills at 打印发货, after every line is in hand
          waybillPrinted: false,
          takenLineNos: tasks.filter((t) => Number(t.took_qty) > 0).map((t) => Number(t.source_line_no)),
        };
      }),
    steer: steerTask,
    // the team prints the address when it ships (打印发货): nothing printed yet to change
    changeAddress: async (orderNo) =>
      (await teamHolds(db, orderNo)) ? { outcome: 'DONE' } : { outcome: 'UNKNOWN_ORDER' },
    hold: (orderNo) => setHeld(orderNo, true),
    release: (orderNo) => setHeld(orderNo, false),
    warehouses: options.warehouses,
  };
}

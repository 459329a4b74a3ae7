import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { pickupEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { assignByArea, assignByIds, revokeStopByIds, stopByIds } from './pickupAssign.ts';
import { cancelTook, reportTake } from './pickupReports.ts';
import { batchPrint } from './pickupPrint.ts';
import { autoAssign, autoSetting, saveAutoSetting } from './autoAssign.ts';
import { auditDay, auditState } from './dayAudit.ts';
import { sendXlsx } from '../../list/jobs/exportFiles.ts';
import { createExport, directExport } from '../../list/jobs/exportJobs.ts';
import { takeArea, takeBriefing, takeLog, takeMine, takePage, takePickers } from './pickupPage.ts';
import { takeKanban, takeStallGroups } from './pickupViews.ts';
import { downCode, downCodeList, isDowningCode } from './pickupCodes.ts';

/** 拿货任务指派 and 我的任务: who may call is settled by the contract (permission + manual delivery). */
export function registerPickup(app: FastifyInstance, ctx: AppContext) {
  const e = pickupEndpoints;
  const db = ctx.db;
  registerEndpoint(app, ctx, e.takePage, ({ body, caller }) => takePage(db, caller, body));
  registerEndpoint(app, ctx, e.takeBriefing, ({ query, caller }) => takeBriefing(db, caller, query.day));
  registerEndpoint(app, ctx, e.takeBriefingUser, ({ query, caller }) => takePickers(db, caller, query.day));
  registerEndpoint(app, ctx, e.takePageSupplierGroup, ({ body, caller }) =>
    takeStallGroups(db, caller, body),
  );
  registerEndpoint(app, ctx, e.takeKanban, ({ query, caller }) => takeKanban(db, caller, query.day));
  registerEndpoint(app, ctx, e.takeAssignedUser, ({ body, caller }) =>
    assignByIds(db, caller, body.ids, body.pickerId),
  );
  registerEndpoint(app, ctx, e.takeAssignedArea, ({ body, caller }) => assignByArea(db, caller, body));
  registerEndpoint(app, ctx, e.multBatchStopTake, ({ body, caller }) =>
    stopByIds(db, caller, body.ids, body.reason),
  );
  registerEndpoint(app, ctx, e.multBatchRevokeStopTake, ({ body, caller }) =>
    revokeStopByIds(db, caller, body.ids),
  );
  registerEndpoint(app, ctx, e.takeArea, ({ query, caller }) => takeArea(db, caller, query.day));
  registerEndpoint(app, ctx, e.takeLog, ({ query, caller }) => takeLog(db, caller, query.taskId));
  registerEndpoint(app, ctx, e.takeMine, ({ query, caller }) => takeMine(db, caller, query.day));
  registerEndpoint(app, ctx, e.takeReport, ({ body, caller, request }) =>
    reportTake(db, request, caller, body),
  );
  registerEndpoint(app, ctx, e.cancelTook, ({ body, caller }) => cancelTook(db, caller, body));
  registerEndpoint(app, ctx, e.batchPrint, ({ body, caller }) => batchPrint(db, caller, body));
  registerEndpoint(app, ctx, e.autoAssignedSetting, ({ caller }) => autoSetting(db, caller.tenantId));
  registerEndpoint(app, ctx, e.autoAssignedSet, ({ body, caller }) => saveAutoSetting(db, caller, body));
  registerEndpoint(app, ctx, e.autoAssignNow, ({ caller }) => autoAssign(db, caller));
  registerEndpoint(app, ctx, e.getPageAuditState, ({ query, caller }) =>
    auditState(db, caller.tenantId, query.day),
  );
  registerEndpoint(app, ctx, e.auditDay, ({ body, caller }) => auditDay(db, ctx.funds, caller, body.day));
  // 导出: small ones answered as the file, any size into 导出记录 (the list module's exporter)
  const exports = ctx.listJobs.kinds.exports;
  registerEndpoint(app, ctx, e.exportTakeListV2, async ({ body, caller }) => {
    const job = await createExport(db, exports.pickupTasks!, caller, body.selection);
    await ctx.listJobs.startExport(job.id);
    return job;
  });
  registerEndpoint(app, ctx, e.downCode, async ({ body, caller }) => {
    const job = await downCode(db, exports.pickupCodes!, caller, body);
    await ctx.listJobs.startExport(job.id);
    return job;
  });
  registerEndpoint(app, ctx, e.isDowningCode, ({ caller }) => isDowningCode(db, caller));
  registerEndpoint(app, ctx, e.downCodeList, ({ caller }) => downCodeList(db, caller));
  registerEndpoint(app, ctx, e.exportTakeFile, { sendsFile: true }, async ({ body, caller, reply }) =>
    sendXlsx(reply, await directExport(db, exports.pickupTasks!, caller, body.selection)),
  );
  registerEndpoint(app, ctx, e.fulfilMode, async ({ caller }) => {
    const [row] = (
      await db.execute<{ mode: 'PLATFORM' | 'OWN' }>(
        sql`select fulfil_mode as mode from pickup_settings where tenant_id = ${caller.tenantId}`,
      )
    ).rows;
    return { mode: row?.mode ?? 'PLATFORM' };
  });
  registerEndpoint(app, ctx, e.setFulfilMode, async ({ body, caller }) => {
    await db.execute(sql`
      insert into pickup_settings (tenant_id, fulfil_mode) values (${caller.tenantId}, ${body.mode})
      on conflict (tenant_id) do update set fulfil_mode = excluded.fulfil_mode, updated_at = now()`);
    return { mode: body.mode };
  });
}

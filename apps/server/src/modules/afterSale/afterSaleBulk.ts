import { sql } from 'drizzle-orm';
import type { AfterSaleBulkAction } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { ApiError } from '../../http/apiError.ts';
import type { BulkListKind, RowOutcome } from '../../list/jobs/listJobKinds.ts';
import { ownerName } from '../../list/jobs/bulkJobs.ts';
import type { ReturnsGateway } from '../daifa/gateways/returnsGateway.ts';
import { afterSaleSelectionWhere, type AfterSaleFilter } from './afterSalePage.ts';
import { cancelReturnCase } from './returnCase.ts';

/**
 * 售后订单's bulk actions on the list module's jobs: 批量撤销 — each return still waiting for the buyer's
 * parcel called off as 撤销 does (the desk told first, its own transaction); a case further on says why
 * in its row of the report.
 */
export function afterSaleBulkKind(db: Db, deps: { returns: ReturnsGateway }): BulkListKind {
  const casesOf = async (tenantId: number, ids: number[]) => {
    const r = await db.execute<{ id: number; as_no: string; status: string }>(sql`
      select id, as_no, status from after_sales where tenant_id = ${tenantId} and id = any(${arrayParam(ids)}::bigint[])`);
    return new Map(r.rows.map((c) => [Number(c.id), c]));
  };
  return {
    listKey: 'afterSales',
    permission: '/afterSale/afterSaleList',
    title: (raw) => ((raw as AfterSaleBulkAction).kind === 'cancel' ? '批量撤销售后' : '售后批量操作'),
    // each case asks the warehouse first: small chunks keep the job's lease renewed
    chunkSize: () => 10,
    snapshotQuery(owner, filter, limit) {
      const where = afterSaleSelectionWhere(owner.tenantId, {
        mode: 'filter',
        filter: filter as AfterSaleFilter,
      });
      return sql`select a.id as row_id, a.as_no as label from after_sales a
        where ${where} order by a.created_at desc, a.id desc limit ${limit}`;
    },
    labelsOf: async (_tx, owner, ids) =>
      new Map([...(await casesOf(owner.tenantId, ids))].map(([id, c]) => [id, c.as_no])),
    async run(owner, _action, rows) {
      const cases = await casesOf(
        owner.tenantId,
        rows.map((r) => r.rowId),
      );
      const operatorName = await ownerName(db, owner);
      const outcomes = new Map<number, RowOutcome>();
      for (const { rowId } of rows) {
        const kase = cases.get(rowId);
        if (!kase || kase.status === 'CLOSE') {
          outcomes.set(rowId, kase ? '售后已关闭，无需撤销' : '售后单不存在');
          continue;
        }
        const asNo = kase.as_no;
        try {
          const changed = await db.transaction((tx) =>
            cancelReturnCase(tx, deps.returns, {
              tenantId: owner.tenantId,
              asNo,
              who: { accountId: owner.accountId, operatorName },
            }),
          );
          outcomes.set(rowId, changed.status === 'CLOSE' ? null : '售后状态已变化');
        } catch (error) {
          outcomes.set(rowId, error instanceof ApiError ? error.message : '操作失败：系统异常');
        }
      }
      return outcomes;
    },
  };
}

import { sql } from 'drizzle-orm';
import { SUGGESTION_ADOPT_MIN_SCORE, type GoodsAssociationFilter } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { BulkListKind, RowOutcome } from '../../../list/jobs/listJobKinds.ts';
import { associationFrom } from './associationPage.ts';
import { associationSelectionWhere } from './associationSelection.ts';
import { checkedGoods, writeLink } from './goodsAssociation.ts';
import { supplyGoodsOf, type SupplyDeps } from './supplyGoods.ts';

type SkuRow = {
  id: string;
  article_no: string;
  color: string;
  size: string;
  linked: boolean;
  goods_id: string | null;
  goods_color: string | null;
  goods_size: string | null;
  score: number | null;
};

const labelOf = (r: { article_no: string; color: string; size: string }) =>
  `${r.article_no} ${[r.color, r.size].filter(Boolean).join('/') || '无规格'}`;

/**
 * 商品关联's 批量采纳 on the list module's jobs: each SKU of the selection takes its 建议 when that scores
 * 90 or more and the SKU is still unlinked, the goods checked at the market as 关联 checks them; every
 * other SKU says why in its row of the report.
 */
export function associationBulkKind(db: Db, deps: SupplyDeps): BulkListKind {
  const skusOf = async (tenantId: number, ids: number[]) => {
    const r = await db.execute<SkuRow>(sql`
      select s.id, s.article_no, s.color, s.size, a.id is not null as linked,
             g.goods_id, g.goods_color, g.goods_size, g.score
        from ${associationFrom} left join goods_suggestions g on g.sku_id = s.id
       where s.tenant_id = ${tenantId} and s.id = any(${arrayParam(ids)}::bigint[])`);
    return new Map(r.rows.map((row) => [Number(row.id), row]));
  };
  return {
    listKey: 'goodsAssociations',
    permission: '/goods/association',
    title: () => '批量采纳建议',
    // each chunk asks the market once for its goods
    chunkSize: () => 100,
    snapshotQuery(owner, filter, limit) {
      const where = associationSelectionWhere(owner.tenantId, {
        mode: 'filter',
        filter: filter as GoodsAssociationFilter,
      });
      return sql`select s.id as row_id, s.article_no || ' ' || s.color || '/' || s.size as label from ${associationFrom}
        where ${where} order by s.last_seen_at desc, s.id desc limit ${limit}`;
    },
    labelsOf: async (_tx, owner, ids) =>
      new Map([...(await skusOf(owner.tenantId, ids))].map(([id, r]) => [id, labelOf(r)])),
    async run(owner, _action, rows) {
      const skus = await skusOf(
        owner.tenantId,
        rows.map((r) => r.rowId),
      );
      const outcomes = new Map<number, RowOutcome>();
      const wanted = [...skus.values()].flatMap((s) => (s.goods_id ? [s.goods_id] : []));
      const goods = await supplyGoodsOf(db, deps, owner.tenantId, wanted);
      for (const { rowId } of rows) {
        const sku = skus.get(rowId);
        if (!sku) {
          outcomes.set(rowId, '店铺商品不存在');
          continue;
        }
        if (sku.linked) {
          outcomes.set(rowId, '已关联，无需采纳');
          continue;
        }
        if (!sku.goods_id || sku.score === null) {
          outcomes.set(rowId, '没有建议的档口商品');
          continue;
        }
        if (sku.score < SUGGESTION_ADOPT_MIN_SCORE) {
          outcomes.set(rowId, `建议匹配度${sku.score}分，低于${SUGGESTION_ADOPT_MIN_SCORE}分，请人工确认`);
          continue;
        }
        try {
          await db.transaction(async (tx) => {
            const g = checkedGoods(goods.get(sku.goods_id!), sku.goods_color!, sku.goods_size!);
            await writeLink(
              tx,
              owner,
              { articleNo: sku.article_no, color: sku.color, size: sku.size },
              g,
              { color: sku.goods_color!, size: sku.goods_size! },
              { replace: false, action: 'ADOPT', detail: `匹配度${sku.score}分` },
            );
          });
          outcomes.set(rowId, null);
        } catch (error) {
          outcomes.set(rowId, error instanceof ApiError ? error.message : '操作失败：系统异常');
        }
      }
      return outcomes;
    },
  };
}

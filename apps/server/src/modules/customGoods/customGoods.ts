import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  customGoodsRef,
  type CustomGoods,
  type customGoodsInputSchema,
  type customGoodsPageRequestSchema,
} from '@oms/api-client';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containing } from '../../db/likePattern.ts';
import { asDate } from '../../db/rawRows.ts';
import { ApiError, conflict, invalid, notFound } from '../../http/apiError.ts';
import { ownsImage } from '../uploads/images.ts';

/** 购途网 has no 自定义商品 (spec: the go2 brand has no custom goods). */
export const offersCustomGoods = (brand: string) => brand !== 'go2';

type Row = {
  id: string;
  stall: string;
  article_no: string;
  title: string;
  colors: string[];
  sizes: string[];
  price_fen: string;
  weight_g: number;
  remark: string;
  stall_phone: string;
  image_id: string | null;
  updated_at: Date | string;
};
const COLUMNS = sql`id, stall, article_no, title, colors, sizes, price_fen, weight_g, remark, stall_phone, image_id, updated_at`;

const toCustomGoods = (r: Row): CustomGoods => ({
  id: Number(r.id),
  goodsId: customGoodsRef(Number(r.id)),
  stall: r.stall,
  articleNo: r.article_no,
  title: r.title,
  colors: r.colors,
  sizes: r.sizes,
  priceFen: Number(r.price_fen),
  weightG: Number(r.weight_g),
  remark: r.remark,
  stallPhone: r.stall_phone,
  imageId: r.image_id,
  updatedAt: asDate(r.updated_at).toISOString(),
});

/** The tenant's 自定义商品, last changed first; the keyword matches 档口, 货号 or 商品名称. */
export async function customGoodsPage(
  db: DbOrTx,
  tenantId: number,
  q: z.output<typeof customGoodsPageRequestSchema>,
) {
  const match = q.keyword
    ? sql`and (stall ilike ${containing(q.keyword)} or article_no ilike ${containing(q.keyword)}
               or title ilike ${containing(q.keyword)})`
    : sql``;
  const rows = await db.execute<Row & { total: number }>(sql`
    select ${COLUMNS}, count(*) over ()::int as total from custom_goods
     where tenant_id = ${tenantId} ${match}
     order by updated_at desc, id desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`);
  return {
    list: rows.rows.map(toCustomGoods),
    total: Number(rows.rows[0]?.total ?? 0),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

const taken = () => conflict('该档口已有相同货号的自定义商品');

/** Adds one, or edits the tenant's own (40400 for anyone else's); 档口 + 货号 stays unique (40900). */
export async function saveCustomGoods(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof customGoodsInputSchema>,
): Promise<CustomGoods> {
  if (input.imageId && !(await ownsImage(db, tenantId, input.imageId)))
    throw invalid('图片不存在，请重新上传', 'imageId');
  const values = sql`${input.stall}, ${input.articleNo}, ${input.title}, ${arrayParam(input.colors)}::text[],
    ${arrayParam(input.sizes)}::text[], ${input.priceFen}, ${input.weightG}, ${input.remark ?? ''},
    ${input.stallPhone ?? ''}, ${input.imageId ?? null}`;
  try {
    const r = input.id
      ? await db.execute<Row>(sql`
          update custom_goods set (stall, article_no, title, colors, sizes, price_fen, weight_g, remark, stall_phone,
                 image_id, updated_at) = (${values}, now())
           where id = ${input.id} and tenant_id = ${tenantId} returning ${COLUMNS}`)
      : await db.execute<Row>(sql`
          insert into custom_goods (tenant_id, stall, article_no, title, colors, sizes, price_fen, weight_g, remark,
            stall_phone, image_id)
          values (${tenantId}, ${values}) returning ${COLUMNS}`);
    if (!r.rows[0]) throw notFound('自定义商品不存在');
    return toCustomGoods(r.rows[0]);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Deletes one of the tenant's own. One that 商品关联 uses needs `confirm` (46003 else, saying how many
 * SKUs); its links then become 已失效 with why, each in the SKU's history, in the same transaction.
 */
export async function deleteCustomGoods(
  db: DbOrTx,
  tenantId: number,
  id: number,
  confirm: boolean,
): Promise<null> {
  const ref = customGoodsRef(id);
  const used = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from goods_associations
     where tenant_id = ${tenantId} and goods_id = ${ref} and state = 'ACTIVE'`);
  const n = Number(used.rows[0]?.n ?? 0);
  if (n > 0 && !confirm)
    throw new ApiError(
      ErrorCode.CUSTOM_GOODS_IN_USE,
      `商品已被商品关联使用（${n}个店铺商品），删除后这些关联将失效`,
    );
  const r = await db.execute<{ stall: string; article_no: string }>(
    sql`delete from custom_goods where id = ${id} and tenant_id = ${tenantId} returning stall, article_no`,
  );
  if (!r.rows.length) throw notFound('自定义商品不存在');
  await db.execute(sql`
    with gone as (
      update goods_associations set state = 'INVALID', invalid_reason = '自定义商品已删除', checked_at = now()
       where tenant_id = ${tenantId} and goods_id = ${ref} and state = 'ACTIVE'
      returning article_no, color, size, stall, goods_article_no, goods_color, goods_size)
    insert into goods_association_history (tenant_id, article_no, color, size, action, goods, detail)
    select ${tenantId}, article_no, color, size, 'INVALID',
           stall || ' ' || goods_article_no || ' ' || goods_color || '/' || goods_size, '自定义商品已删除'
      from gone`);
  return null;
}

/** The tenant's own 自定义商品 by id (what 代发下单 places with); others' ids are simply not found. */
export async function customGoodsByIds(
  db: DbOrTx,
  tenantId: number,
  ids: number[],
): Promise<Map<number, CustomGoods>> {
  if (!ids.length) return new Map();
  const r = await db.execute<Row>(sql`
    select ${COLUMNS} from custom_goods where tenant_id = ${tenantId} and id = any(${arrayParam(ids)}::bigint[])`);
  return new Map(r.rows.map((row) => [Number(row.id), toCustomGoods(row)]));
}

import { certificateEndpoints, ErrorCode, type CertificateFields, type CertificateWire } from '@oms/api-client';
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customCertificates } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

type Row = typeof customCertificates.$inferSelect;

const toWire = (r: Row): CertificateWire => ({
  ...(r.fields as CertificateFields),
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const columns = (f: CertificateFields) => ({ fields: f, artNo: f.artNo, brand: f.brand, categoryName: f.categoryName });
/** Printing picks a certificate by 货号: a second one under the same 货号 is refused on the field. */
const sameArtNo = (artNo: string) => (error: unknown): never => {
  if (isUniqueViolation(error))
    throw new ApiError(ErrorCode.CONFLICT, `货号 ${artNo} 已有合格证，请直接编辑它`, { field: 'artNo' });
  throw error;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 自定义合格证: certificates of the tenant; the fields are kept whole, the searchable ones also as columns. */
export function registerCertificates(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const mine = (caller: Caller) => and(eq(customCertificates.tenantId, caller.tenantId), isNull(customCertificates.deletedAt));
  const load = async (caller: Caller, id: number) => {
    const [row] = await db.select().from(customCertificates).where(and(eq(customCertificates.id, id), mine(caller)));
    if (!row) throw notFound('合格证不存在或已删除');
    return row;
  };

  registerEndpoint(app, ctx, certificateEndpoints.page, async ({ body, caller }) => {
    const like = body.keyword ? `%${escapeLike(body.keyword)}%` : null;
    const where = like
      ? and(mine(caller), or(ilike(customCertificates.artNo, like), ilike(customCertificates.brand, like), ilike(customCertificates.categoryName, like)))
      : mine(caller);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(customCertificates)
        .where(where)
        .orderBy(desc(customCertificates.updatedAt), desc(customCertificates.id))
        .limit(body.pageSize)
        .offset((body.pageNum - 1) * body.pageSize),
      db.select({ n: count() }).from(customCertificates).where(where),
    ]);
    return {
      list: rows.map((r) => {
        const { washedLabelList, ...rest } = toWire(r);
        return { ...rest, washedLabels: washedLabelList.length };
      }),
      total: total!.n,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  });

  registerEndpoint(app, ctx, certificateEndpoints.get, async ({ params, caller }) => toWire(await load(caller, params.id)));

  registerEndpoint(app, ctx, certificateEndpoints.create, async ({ body, caller }) => {
    const [row] = await db
      .insert(customCertificates)
      .values({ tenantId: caller.tenantId, createdBy: caller.accountId, ...columns(body) })
      .returning()
      .catch(sameArtNo(body.artNo));
    return toWire(row!);
  });

  registerEndpoint(app, ctx, certificateEndpoints.update, async ({ body, caller }) => {
    const { id, ...fields } = body;
    await load(caller, id);
    const [row] = await db
      .update(customCertificates)
      .set({ ...columns(fields), updatedAt: new Date() })
      .where(and(eq(customCertificates.id, id), mine(caller)))
      .returning()
      .catch(sameArtNo(fields.artNo));
    return toWire(row!);
  });

  registerEndpoint(app, ctx, certificateEndpoints.remove, async ({ params, caller }) => {
    await load(caller, params.id);
    await db.update(customCertificates).set({ deletedAt: new Date() }).where(eq(customCertificates.id, params.id));
    return null;
  });
}

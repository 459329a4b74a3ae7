import { z } from 'zod';
import { requiredText, safeText } from './common.ts';
import { afterSaleAppealSchema, afterSaleNoSchema } from './afterSale.ts';

/**
 * 申诉 (issue 27): a case that ended 已拒绝 (the stall refused, the 问题件 sent back or discarded) may be
 * appealed once within 72 hours; an operator on /ops (申诉审核) grants part or all of what the case may
 * still refund — to the balance, as an APPEAL bill — or rejects it with a reason.
 */
const fenSchema = z
  .number({ error: '金额须为整数（分）' })
  .int('金额须为整数（分）')
  .positive('金额须大于0')
  .max(100_000_000, '金额超出范围');

export const afterSaleAppealRequestSchema = z
  .object({
    asNo: afterSaleNoSchema,
    reason: requiredText('申诉理由', 200),
    /** What the seller asks back; at most what the case may still refund (44003 beyond it). */
    fen: fenSchema,
  })
  .strict();

export const opsAppealRowSchema = afterSaleAppealSchema.extend({
  id: z.number().int(),
  asNo: z.string(),
  orderNo: z.string(),
  account: z.string(),
  /** What the case may still refund (the most an approval grants). */
  capFen: z.number().int(),
  problemReason: z.string().nullable(),
});
export const opsAppealListSchema = z.object({ rows: z.array(opsAppealRowSchema) });

export const opsAppealApproveRequestSchema = z
  .object({ fen: fenSchema, note: safeText('备注').trim().max(100, '备注最多100个字符').optional() })
  .strict();

export type OpsAppealRow = z.output<typeof opsAppealRowSchema>;

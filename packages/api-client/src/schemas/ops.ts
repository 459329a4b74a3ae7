import { z } from 'zod';
import { idParamsSchema, requiredText, safeText } from './common.ts';
import { fenSchema, withdrawStateSchema } from './funds.ts';
import { usernameSchema } from './auth.ts';

/** /ops, the platform's small back office (平台财务): withdrawals, anomalies, refunds, adjustments, reconcile. */

export const opsLoginRequestSchema = z
  .object({
    username: requiredText('账号', 64),
    password: safeText('密码').min(1, '请输入密码').max(128, '密码过长'),
  })
  .strict();
/** Signed in: the token for X-OPS-TOKEN, the operator's name and role (the desk shows that role's tabs). */
export const opsLoginSchema = z.object({
  token: z.string(),
  name: z.string(),
  role: z.enum(['FINANCE', 'SUPPORT', 'OPERATIONS']),
});

export const opsWithdrawalPageRequestSchema = z
  .object({ state: z.union([withdrawStateSchema, z.literal('ALL')]).default('REVIEWING') })
  .strict();

export const opsWithdrawalRowSchema = z.object({
  withdrawNo: z.string(),
  tenant: z.string(),
  amountFen: fenSchema,
  alipayAccount: z.string(),
  realName: z.string(),
  state: withdrawStateSchema,
  createdAt: z.string(),
  autoApproveAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export const opsWithdrawalListSchema = z.array(opsWithdrawalRowSchema);

/** 拿退货权限 (spec §6) of a main account, as /ops grants and revokes it. */
export const opsManualDeliveryRowSchema = z.object({
  username: z.string(),
  kind: z.enum(['seller', 'purchaser']),
  manualDelivery: z.boolean(),
  /** The last grant or revoke: when, by whom, why (null: never changed on /ops). */
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export const opsManualDeliveryListSchema = z.array(opsManualDeliveryRowSchema);
export const opsManualDeliveryPageRequestSchema = z
  .object({
    keyword: safeText('账号')
      .trim()
      .max(64, '账号最多64个字符')
      .regex(/^[\p{L}\p{N}_.@-]*$/u, '账号只能包含文字、数字和 _ . @ -')
      .optional(),
  })
  .strict();
export const opsManualDeliverySetRequestSchema = z
  .object({
    username: usernameSchema,
    on: z.boolean({ error: '请选择开通或关闭' }),
    reason: requiredText('原因', 200),
  })
  .strict();

export const opsRejectRequestSchema = z.object({ reason: requiredText('驳回原因', 100) }).strict();

export const opsAnomalySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  payNo: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export const opsAnomalyListSchema = z.array(opsAnomalySchema);
/** An anomaly's id in the path. */
export const opsAnomalyParamsSchema = idParamsSchema;

export const opsRefundSchema = z.object({
  refundNo: z.string(),
  tenant: z.string(),
  payNo: z.string(),
  tradeNo: z.string(),
  documentNo: z.string(),
  fen: fenSchema,
  reason: z.string(),
  state: z.enum(['PROCESSING', 'SUCCESS', 'FAILED']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export const opsRefundListSchema = z.array(opsRefundSchema);

/** 调账: money moved by an operator with a reason (OFFLINE_REFUND 线下退款, TRANSFER 转账, APPEAL 申诉, OTHER). */
export const opsAdjustRequestSchema = z
  .object({
    username: usernameSchema,
    billType: z.enum(['OFFLINE_REFUND', 'TRANSFER', 'APPEAL', 'OTHER'], { error: '账单类型不正确' }),
    /** + into the tenant's balance, − out of it. */
    fen: z
      .number({ error: '金额必须是数字（单位：分）' })
      .int('金额必须是整数分')
      .min(-100_000_000, '金额超出范围')
      .max(100_000_000, '金额超出范围')
      .refine((v) => v !== 0, '金额不能为0'),
    reason: requiredText('调账原因', 200),
  })
  .strict();
export const opsAdjustSchema = z.object({ transactionId: z.number().int(), availableAfterFen: fenSchema });

export const opsReconcileSchema = z.object({
  ok: z.boolean(),
  tookMs: z.number().int(),
  checks: z.array(
    z.object({
      name: z.string(),
      problems: z.number().int(),
      examples: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});

/** 待核价: a 手动报单 whose goods the market does not list, waiting for staff to price it. */
export const opsPriceCheckSchema = z.object({
  id: z.number().int(),
  tenant: z.string(),
  submittedAt: z.string(),
  receiverRegion: z.string(),
  courierCode: z.string(),
  remark: z.string(),
  lines: z.array(
    z.object({
      stall: z.string(),
      articleNo: z.string(),
      color: z.string(),
      size: z.string(),
      qty: z.number().int(),
    }),
  ),
  reason: z.string().nullable(),
});
export const opsPriceCheckListSchema = z.array(opsPriceCheckSchema);

/** 核价: each line's price (and weight, for the freight) as staff found it at the stall. */
export const opsPriceCollectRequestSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            priceFen: z
              .number({ error: '单价必须是数字（单位：分）' })
              .int('单价必须是整数分')
              .min(1, '单价必须大于0')
              .max(10_000_000, '单价超出范围'),
            weightG: z
              .number({ error: '重量必须是数字（克）' })
              .int('重量必须是整数克')
              .min(50, '重量至少50克')
              .max(30_000, '重量最多30000克')
              .optional(),
          })
          .strict(),
      )
      .min(1, '请填写每款商品的单价')
      .max(20, '商品太多'),
  })
  .strict();
export const opsPricedSchema = z.object({ orderNo: z.string() });

import { z } from 'zod';
import { keysetPageOf, keysetRequestSchema } from './list.ts';

/**
 * 自动售后 (issue 27): a buyer's refund on a shop becomes the dropship case its order allows, by itself,
 * by rule. 未发货仅退款 when the buyer applies or once the platform refunded, after a wait (0–120
 * minutes, time for the buyer to change their mind); 退货退款 on signed-for goods. Each platform
 * version of a refund is decided once and logged.
 */
export const AUTO_REFUND_TRIGGERS = ['APPLY', 'REFUNDED'] as const;
export const AUTO_REFUND_TRIGGER_LABELS: Record<(typeof AUTO_REFUND_TRIGGERS)[number], string> = {
  APPLY: '买家申请退款时',
  REFUNDED: '平台退款成功后',
};
export const AUTO_WAIT_MAX_MINUTES = 120;
/** 已发货仅退款 by rule: refunds up to this much (fen) have the parcel intercepted by themselves. */
export const AUTO_INTERCEPT_MAX_FEN = 500_000;

export const autoAfterSaleRulesSchema = z
  .object({
    refundUndelivery: z
      .object({
        on: z.boolean({ error: '请选择是否开启' }),
        trigger: z.enum(AUTO_REFUND_TRIGGERS, { error: '请选择触发时机' }),
        waitMinutes: z
          .number({ error: '等待时间须为整数分钟' })
          .int('等待时间须为整数分钟')
          .min(0, '等待时间不能为负')
          .max(AUTO_WAIT_MAX_MINUTES, `等待时间最多${AUTO_WAIT_MAX_MINUTES}分钟`),
      })
      .strict(),
    returnGoods: z.object({ on: z.boolean({ error: '请选择是否开启' }) }).strict(),
    /**
     * 已发货仅退款: the buyer asked a refund only while the parcel is on its way (a parcel of that one
     * line): the courier is asked to bring it back, for refunds up to `maxFen` (off until chosen).
     */
    refundDelivery: z
      .object({
        on: z.boolean({ error: '请选择是否开启' }),
        maxFen: z
          .number({ error: '金额上限须为整数（分）' })
          .int('金额上限须为整数（分）')
          .min(100, '金额上限最少¥1.00')
          .max(AUTO_INTERCEPT_MAX_FEN, `金额上限最多¥${AUTO_INTERCEPT_MAX_FEN / 100}`),
      })
      .strict()
      .default({ on: false, maxFen: 10_000 }),
    /**
     * 抖音极速退款: 抖店 refunded the buyer at once; the case follows the order (at the stall: refunded
     * now; signed for: a return) with no wait. On unless turned off.
     */
    fastRefund: z
      .object({ on: z.boolean({ error: '请选择是否开启' }) })
      .strict()
      .default({ on: true }),
    /**
     * 换货: the buyer sends the goods back for another colour or size; the stall swaps them and the
     * warehouse ships the swap (the seller pays 退货服务费 and the freight), once the buyer's parcel is
     * on its way. Off until chosen.
     */
    exchange: z
      .object({ on: z.boolean({ error: '请选择是否开启' }) })
      .strict()
      .default({ on: false }),
    /** 买家撤销: the buyer withdrew the refund, so the dropship return still awaiting the parcel is 撤销ed too. */
    buyerCancel: z
      .object({ on: z.boolean({ error: '请选择是否开启' }) })
      .strict()
      .default({ on: false }),
  })
  .strict();

export const DEFAULT_AUTO_RULES: z.output<typeof autoAfterSaleRulesSchema> = {
  refundUndelivery: { on: true, trigger: 'APPLY', waitMinutes: 0 },
  returnGoods: { on: false },
  refundDelivery: { on: false, maxFen: 10_000 },
  fastRefund: { on: true },
  exchange: { on: false },
  buyerCancel: { on: false },
};

export const autoAfterSaleSettingsSchema = z.object({
  enabled: z.boolean(),
  rules: autoAfterSaleRulesSchema,
  updatedAt: z.string().nullable(),
  operatorName: z.string().nullable(),
});

export const autoAfterSaleSaveRequestSchema = z
  .object({ enabled: z.boolean({ error: '请选择是否开启自动售后' }), rules: autoAfterSaleRulesSchema })
  .strict();

export const activeAutoSaleTagSchema = z.object({ active: z.boolean() });

export const AUTO_LOG_TABS = ['ALL', 'CREATED', 'CANCELED', 'SKIPPED', 'FAILED'] as const;
export const AUTO_LOG_TAB_LABELS: Record<(typeof AUTO_LOG_TABS)[number], string> = {
  ALL: '全部',
  CREATED: '已生成',
  CANCELED: '已撤销',
  SKIPPED: '已跳过',
  FAILED: '失败',
};

export const autoLogPageRequestSchema = keysetRequestSchema
  .extend({ tab: z.enum(AUTO_LOG_TABS, { error: '标签页不正确' }).default('ALL') })
  .strict();

export const autoLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  shopName: z.string(),
  platform: z.string(),
  shopAfterSaleId: z.number().int(),
  refundId: z.string(),
  tid: z.string(),
  /** `afterSaleType`, or null when no rule applied. */
  rule: z.string().nullable(),
  /** CREATED 已生成, CANCELED 已撤销 (买家撤销), SKIPPED 已跳过, FAILED 失败. */
  result: z.string(),
  asNo: z.string().nullable(),
  message: z.string(),
  /** 重试: the shop case is still not a dropship case. */
  retryable: z.boolean(),
});
export const autoLogPageSchema = keysetPageOf(autoLogRowSchema);

export const autoLogRetryRequestSchema = z
  .object({ id: z.number({ error: '请选择日志' }).int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();

export type AutoAfterSaleRules = z.output<typeof autoAfterSaleRulesSchema>;
export type AutoAfterSaleSettings = z.output<typeof autoAfterSaleSettingsSchema>;
export type AutoLogRow = z.output<typeof autoLogRowSchema>;
export type AutoLogPageRequest = z.input<typeof autoLogPageRequestSchema>;

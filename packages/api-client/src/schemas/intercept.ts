import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, requiredText } from './common.ts';
import { stateLabel } from '../states/defineStateMap.ts';
import { sellerFlag } from '../states/shopOrders.ts';

/** 自动拦截策略 (/basicSet/autoIntercept): how many rules an account keeps, and the limits of their parts. */
export const INTERCEPT_RULES_MAX = 50;
export const INTERCEPT_HOLD_HOURS_MAX = 999;
/** 规则试算 replays a rule on the orders synced in this many days. */
export const INTERCEPT_TRIAL_DAYS = 7;
/** …at most this many of them (the newest): a trial answers in a second or two. */
export const INTERCEPT_TRIAL_SCAN_MAX = 50_000;
/** 应用到待发货订单 holds at most this many at once (the oldest waiting first). */
export const INTERCEPT_APPLY_MAX = 5_000;

const keywords = (label: string) =>
  z
    .array(requiredText(label, 20), { error: `请输入${label}` })
    .min(1, `请输入${label}`)
    .max(10, `${label}最多10个`);

const flagSchema = z
  .number({ error: '旗帜必须是数字' })
  .int('旗帜必须是整数')
  .min(1, '请选择旗帜')
  .max(5, '旗帜不正确');

function rangeOf(label: string, unit: z.ZodNumber) {
  return z
    .object({ min: unit.optional(), max: unit.optional() })
    .strict()
    .refine((r) => r.min !== undefined || r.max !== undefined, `请输入${label}`)
    .refine(
      (r) => r.min === undefined || r.max === undefined || r.min <= r.max,
      `${label}的下限不能大于上限`,
    );
}

const fen = z
  .number({ error: '金额必须是数字' })
  .int('金额以分计，必须是整数')
  .min(0, '金额不能为负')
  .max(100_000_000, '金额不能超过¥1,000,000.00');
const pieces = z
  .number({ error: '件数必须是数字' })
  .int('件数必须是整数')
  .min(1, '件数至少1件')
  .max(9_999, '件数最多9999件');

/**
 * What an order must have for a rule to hit it, each part ANDed; a list within a part is any-of (留言含
 * 「不要发」或「先别发」). Keywords match ignoring case and full-/half-width.
 */
export const interceptConditionsSchema = z
  .object({
    buyerRemark: keywords('买家留言关键词').optional(),
    sellerRemark: keywords('卖家备注关键词').optional(),
    flags: z.array(flagSchema, { error: '请选择旗帜' }).min(1, '请选择旗帜').max(5, '旗帜最多5个').optional(),
    address: keywords('地址关键词').optional(),
    provinces: z
      .array(requiredText('省份', 20), { error: '请选择省份' })
      .min(1, '请选择省份')
      .max(34, '省份最多34个')
      .optional(),
    /** 实付金额 in fen. */
    amount: rangeOf('实付金额', fen).optional(),
    /** 商品件数: the pieces of all lines. */
    quantity: rangeOf('商品件数', pieces).optional(),
    shopIds: z
      .array(idSchema, { error: '请选择店铺' })
      .min(1, '请选择店铺')
      .max(200, '店铺最多200个')
      .optional(),
    /** The same buyer (nick) placed at least this many orders in the 24 hours up to this one (刷单, 恶意拍). */
    buyerOrders24h: z
      .number({ error: '下单次数必须是数字' })
      .int('下单次数必须是整数')
      .min(2, '下单次数至少2次')
      .max(99, '下单次数最多99次')
      .optional(),
  })
  .strict()
  .refine((c) => Object.values(c).some((v) => v !== undefined), '请至少添加一个条件');
export type InterceptConditions = z.infer<typeof interceptConditionsSchema>;

/**
 * What a hit does: 挂起 (released by itself after 1–999 h when asked, 加急 then: a red flag), 标记旗帜, 通知
 * (a 订单异常 message). At least one.
 */
export const interceptActionsSchema = z
  .object({
    hold: z
      .object({
        releaseAfterHours: z
          .number({ error: '自动解除时间必须是数字' })
          .int('自动解除时间必须是整数')
          .min(1, '自动解除时间至少1小时')
          .max(INTERCEPT_HOLD_HOURS_MAX, `自动解除时间最多${INTERCEPT_HOLD_HOURS_MAX}小时`)
          .optional(),
        urgent: z.boolean({ error: '加急必须是布尔值' }).default(false),
      })
      .strict()
      .optional(),
    flag: flagSchema.optional(),
    notify: z.boolean({ error: '通知必须是布尔值' }).default(false),
  })
  .strict()
  .refine((a) => a.hold !== undefined || a.flag !== undefined || a.notify, '请至少选择一个动作')
  .refine((a) => !a.hold?.urgent || a.hold.releaseAfterHours !== undefined, '加急需先设置自动解除时间');
export type InterceptActions = z.infer<typeof interceptActionsSchema>;

export const interceptRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  /** 1 is tried first; the first rule that hits an order is the only one applied to it. */
  position: z.number().int(),
  conditions: interceptConditionsSchema,
  actions: interceptActionsSchema,
  /** Orders it hit since it was made, and when it last did. */
  hits: z.number().int(),
  lastHitAt: z.string().nullable(),
  /** Compare-and-set: a save or switch naming an older version answers 40900. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type InterceptRule = z.infer<typeof interceptRuleSchema>;

export const interceptRulesSchema = z.object({ rules: z.array(interceptRuleSchema) });

const versionSchema = z.number({ error: '版本必须是数字' }).int('版本必须是整数').min(1, '版本不正确');

/** A new rule (no id: last in order) or a change to one (id and the version read). */
export const interceptRuleSaveRequestSchema = z
  .object({
    id: idSchema.optional(),
    version: versionSchema.optional(),
    name: requiredText('规则名称', 30),
    enabled: z.boolean({ error: '启用必须是布尔值' }).default(true),
    conditions: interceptConditionsSchema,
    actions: interceptActionsSchema,
  })
  .strict()
  .refine((r) => r.id === undefined || r.version !== undefined, '修改规则须带上版本');

export const interceptRuleRefSchema = z.object({ id: idSchema }).strict();
export const interceptRuleToggleSchema = z
  .object({ id: idSchema, version: versionSchema, enabled: z.boolean({ error: '启用必须是布尔值' }) })
  .strict();
export const interceptRuleMoveSchema = z
  .object({ id: idSchema, direction: z.enum(['UP', 'DOWN'], { error: '移动方向不正确' }) })
  .strict();

export const interceptTrialRequestSchema = z.object({ conditions: interceptConditionsSchema }).strict();

const sampleSchema = z.object({
  orderId: z.number().int(),
  tid: z.string(),
  shopName: z.string(),
  buyerNick: z.string(),
  paymentFen: z.number().int(),
  orderTime: z.string(),
  /** Why it hit, in the seller's words (买家留言含「不要发」；省份为广东省). */
  reason: z.string(),
});

/** 规则试算: of the orders synced in 7 days, how many the rule would have hit, and the newest 20 of them. */
export const interceptTrialSchema = z.object({
  scanned: z.number().int(),
  matched: z.number().int(),
  /** More orders than INTERCEPT_TRIAL_SCAN_MAX came in those days: the newest were replayed. */
  capped: z.boolean(),
  samples: z.array(sampleSchema),
});
export type InterceptTrial = z.infer<typeof interceptTrialSchema>;

/** 应用到待发货订单: the waiting orders (待发货, not held, not placed) the rule hit now, and what was done. */
export const interceptApplySchema = z.object({ matched: z.number().int(), held: z.number().int() });

export const interceptHitsQuerySchema = pageQuerySchema.extend({ ruleId: idSchema.optional() }).strict();

export const interceptHitSchema = z.object({
  id: z.number().int(),
  ruleId: z.number().int().nullable(),
  ruleName: z.string(),
  orderId: z.number().int(),
  tid: z.string(),
  shopName: z.string(),
  reason: z.string(),
  /** What was done (挂起24小时后自动解除、标记红旗、通知). */
  actions: z.string(),
  /** SYNC (a new order), APPLY (应用到待发货订单). */
  source: z.enum(['SYNC', 'APPLY']),
  at: z.string(),
});
export type InterceptHit = z.infer<typeof interceptHitSchema>;
export const interceptHitPageSchema = pageOf(interceptHitSchema);

/** What a rule does, in one line — the hit log, the order's timeline and the rule list say it alike. */
export function interceptActionsText(a: InterceptActions): string {
  const parts: string[] = [];
  if (a.hold)
    parts.push(
      a.hold.releaseAfterHours === undefined
        ? '挂起'
        : `挂起${a.hold.releaseAfterHours}小时后自动解除${a.hold.urgent ? '并加急' : ''}`,
    );
  if (a.flag !== undefined) parts.push(`标记${stateLabel(sellerFlag, String(a.flag))}`);
  if (a.notify) parts.push('通知');
  return parts.join('、');
}

/** A range as both the rule list and a hit's reason say it: ¥300.00～¥500.00, ≥3件, ≤¥50.00. */
export function interceptRangeText(
  range: { min?: number | undefined; max?: number | undefined },
  show: (n: number) => string,
): string {
  if (range.min !== undefined && range.max !== undefined) return `${show(range.min)}～${show(range.max)}`;
  return range.min !== undefined ? `≥${show(range.min)}` : `≤${show(range.max!)}`;
}

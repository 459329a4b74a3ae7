import { z } from 'zod';
import { pageOf, pageQuerySchema, safeText } from './common.ts';
import { keysetRequestSchema, keysetPageOf, timeRangeSchema } from './list.ts';

/**
 * 资金管理 on the wire. Money is integer fen everywhere (`…Fen`); the console turns it into ¥ with two
 * decimals at the edge and parses what users type with `parsePriceInput` (text → fen, no floats).
 */

export const RECHARGE_MIN_FEN = 100;
export const RECHARGE_MAX_FEN = 5_000_000;
export const WITHDRAW_MIN_FEN = 100;
export const WITHDRAW_DAILY_COUNT = 3;
export const WITHDRAW_DAILY_FEN = 5_000_000;
export const WITHDRAW_AUTO_APPROVE_FEN = 500_000;
export const PAY_PASSWORD_TRIES = 5;

const yuan = (fen: number) =>
  `${Math.trunc(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

/** Whole fen as a JSON integer: `"1e3"`, 12.5, negatives and 0 are refused with the field's name. */
export function amountFenSchema(label: string, min: number, max: number) {
  return z
    .number({ error: `${label}必须是数字（单位：分）` })
    .int(`${label}必须是整数分`)
    .min(min, `${label}不能低于¥${yuan(min)}`)
    .max(max, `${label}不能超过¥${yuan(max)}`);
}

export const fenSchema = z.number().int();

export const payPasswordSchema = safeText('支付密码').regex(/^\d{6}$/, '支付密码为6位数字');
export const smsCodeSchema = safeText('验证码').regex(/^\d{6}$/, '验证码为6位数字');
export const phoneSchema = safeText('手机号').regex(/^1[3-9]\d{9}$/, '手机号格式不正确');

export const smsSceneSchema = z.enum(['WITHDRAW', 'PAY_PASSWORD', 'BIND_ALIPAY'], {
  error: '验证码用途不正确',
});

export const smsCodeRequestSchema = z.object({ scene: smsSceneSchema }).strict();
export const smsCodeV2RequestSchema = z
  .object({
    scene: smsSceneSchema,
    phone: phoneSchema,
    captchaId: safeText('图形验证码编号').regex(/^[0-9a-f-]{36}$/i, '图形验证码已失效，请刷新'),
    captchaCode: safeText('图形验证码')
      .trim()
      .regex(/^[A-Za-z0-9]{1,8}$/, '请输入图形验证码'),
  })
  .strict();
export const smsSentSchema = z.object({ phone: z.string(), retryAfterSeconds: z.number().int() });

export const fundsOverviewSchema = z.object({
  availableFen: fenSchema,
  frozenFen: fenSchema,
  /** 货款后付待结算: what the tenant owes for goods paid later (≥ 0). */
  payLaterOwedFen: fenSchema,
  monthIncomeFen: fenSchema,
  monthExpenseFen: fenSchema,
  payPasswordSet: z.boolean(),
});

export const billTypeSchema = z.enum(
  [
    'ORDER',
    'RECHARGE',
    'TRANSFER',
    'WITHDRAWAL',
    'REPLENISH',
    'REFUND',
    'APPEAL',
    'OTHER',
    'PROXY_RETURN_GOODS',
    'BALANCE_MIGRATE',
    'POST_ORDER',
    'ALI_REFUND',
    'PICKUP',
    'FOR_FACTORY_SHIPMENT',
    'OFFLINE_REFUND',
    'PUR_PLATFORM_TAKE_RETURN',
  ],
  { error: '账单类型不正确' },
);
export const paymentMethodSchema = z.enum(['ALIPAY_WEB', 'ALIPAY_APP', 'ALIPAY_WAP', 'BALANCE'], {
  error: '支付方式不正确',
});
export const paymentItemTypeSchema = z.enum(['ORDER', 'FREIGHT', 'UPDATE_PRICE', 'GOODS_PAY_LATER', 'OTHER']);

export const billFilterSchema = z
  .object({
    billTypes: z.array(billTypeSchema).max(16).optional(),
    direction: z.enum(['IN', 'OUT'], { error: '收支只能是收入或支出' }).optional(),
    /** ALIPAY covers the three Alipay channels. */
    payMethod: z.enum(['ALIPAY', 'BALANCE', 'PAY_LATER'], { error: '支付方式不正确' }).optional(),
    createdAt: timeRangeSchema.optional(),
    /** 流水号 or 关联单号. */
    number: safeText('单号').trim().max(64, '单号最多64个字符').optional(),
    minFen: z.number({ error: '金额必须是数字' }).int('金额必须是整数分').min(0, '金额不能为负').optional(),
    maxFen: z.number({ error: '金额必须是数字' }).int('金额必须是整数分').min(0, '金额不能为负').optional(),
  })
  .strict();

export const billPageRequestSchema = keysetRequestSchema
  .extend({ filter: billFilterSchema.default({}) })
  .strict();

export const billChannelSchema = z.enum(['BALANCE', 'ALIPAY', 'PAY_LATER', 'OTHER']);

export const billRowSchema = z.object({
  id: z.number().int(),
  /** 流水号. */
  serialNo: z.string(),
  createdAt: z.string(),
  billType: z.string(),
  direction: z.enum(['IN', 'OUT']),
  amountFen: fenSchema,
  documentKind: z.string(),
  documentNo: z.string(),
  payMethod: z.string().nullable(),
  itemType: z.string().nullable(),
  /** The balance after it; null for a bill that did not move the balance (see `channel`). */
  availableAfterFen: fenSchema.nullable(),
  /**
   * How the money moved: BALANCE (the available balance), or outside it — ALIPAY (paid or refunded
   * straight through Alipay), PAY_LATER (goods owed under 货款后付), OTHER.
   */
  channel: billChannelSchema,
  operatorName: z.string(),
  memo: z.string(),
});

export const billPageSchema = keysetPageOf(billRowSchema).extend({
  totals: z.object({
    count: z.number().int(),
    /** 收入 and 支出 of the balance: what the matching bills moved on it. */
    incomeFen: fenSchema,
    expenseFen: fenSchema,
    /**
     * The balance at the start and end of the time range (期初 + 收入 − 支出 = 期末); null when other
     * filters narrow the bills too (their movements alone do not tie the two).
     */
    openingFen: fenSchema.nullable(),
    closingFen: fenSchema.nullable(),
    /** Bills that never touched the balance, by channel. */
    outside: z.array(z.object({ channel: billChannelSchema, count: z.number().int(), fen: fenSchema })),
  }),
});
export type BillPage = z.infer<typeof billPageSchema>;

/** 资金去向: one bill's entries, and every movement of its document with the net. */
export const billDetailSchema = z.object({
  bill: billRowSchema,
  entries: z.array(
    z.object({
      account: z.string(),
      accountLabel: z.string(),
      fen: fenSchema,
      itemType: z.string().nullable(),
    }),
  ),
  document: z.object({
    no: z.string(),
    bills: z.array(billRowSchema),
    /** 这单一共花了多少: expenses minus income over the document's bills. */
    netFen: fenSchema,
  }),
});

/** 导出: every bill the filters match (the list's export helper downloads up to 1,000; more go to 导出记录). */
export const billExportRequestSchema = z.object({ filter: billFilterSchema.default({}) }).strict();

export const rechargeRequestSchema = z
  .object({ amountFen: amountFenSchema('充值金额', RECHARGE_MIN_FEN, RECHARGE_MAX_FEN) })
  .strict();
export const createdPaymentSchema = z.object({ payNo: z.string(), payCallback: z.string() });

export const rechargeRowSchema = z.object({
  payNo: z.string(),
  amountFen: fenSchema,
  state: z.enum(['WAITING', 'PAID', 'CLOSED']),
  method: z.string().nullable(),
  tradeNo: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export const rechargePageSchema = pageOf(rechargeRowSchema);

export const payNoParamsSchema = z.object({
  payNo: safeText('支付单号').regex(/^ZF\d{6,20}$/, '支付单号不正确'),
});

export const payLineSchema = z.object({
  documentNo: z.string(),
  itemType: paymentItemTypeSchema,
  fen: fenSchema,
  label: z.string(),
});

export const payOrderSchema = z.object({
  payNo: z.string(),
  documentKind: z.enum(['RECHARGE', 'DAIFA_ORDER', 'REPLENISH', 'POST_ORDER', 'MEMBERSHIP', 'PICKUP_BILL']),
  documentNos: z.array(z.string()),
  subject: z.string(),
  lines: z.array(payLineSchema),
  /** 应付金额 (after a coupon). */
  dueFen: fenSchema,
  discountFen: fenSchema,
  state: z.enum(['WAITING', 'PAID', 'CLOSED']),
  method: z.string().nullable(),
  payCallback: z.string(),
  expiresAt: z.string(),
  /** Seconds left to pay, from the server's clock. */
  secondsLeft: z.number().int(),
  availableFen: fenSchema,
  payPasswordSet: z.boolean(),
  /** Balance payment is not offered for a recharge. */
  balanceAllowed: z.boolean(),
  coupons: z.array(
    z.object({ id: z.number().int(), faceFen: fenSchema, thresholdFen: fenSchema, validTo: z.string() }),
  ),
});

export const paySubmitRequestSchema = z
  .object({
    payNo: payNoParamsSchema.shape.payNo,
    method: z.enum(['BALANCE', 'ALIPAY'], { error: '请选择支付方式' }),
    payPassword: payPasswordSchema.optional(),
    /** The cashier for phones (ALIPAY_WAP) or computers (ALIPAY_WEB). */
    channel: z.enum(['WEB', 'WAP'], { error: '支付渠道不正确' }).default('WEB'),
    couponId: z.number().int().positive().optional(),
  })
  .strict();

export const paySubmitResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PAID'), payCallback: z.string() }),
  z.object({ kind: z.literal('CASHIER'), cashierUrl: z.string() }),
]);

export const payStatusSchema = z.object({
  state: z.enum(['WAITING', 'PAID', 'CLOSED']),
  payCallback: z.string(),
  paidAt: z.string().nullable(),
});

export const payPasswordStateSchema = z.object({
  set: z.boolean(),
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  triesLeft: z.number().int(),
  /** Where 忘记支付密码 sends the code (masked). */
  phone: z.string().nullable(),
});

export const payPasswordSetRequestSchema = z
  .object({
    payPassword: payPasswordSchema,
    /** 修改: the current PIN; 设置 (first time): an SMS code instead. */
    oldPayPassword: payPasswordSchema.optional(),
    smsCode: smsCodeSchema.optional(),
  })
  .strict();

export const payPasswordResetRequestSchema = z
  .object({ payPassword: payPasswordSchema, smsCode: smsCodeSchema })
  .strict();

export const oldBalanceSchema = z.object({
  fen: fenSchema,
  migrated: z.boolean(),
  migratedAt: z.string().nullable(),
});

export const alipayBindingSchema = z.object({
  bound: z.boolean(),
  /** Masked: 138****8000 / a***@163.com. */
  account: z.string().nullable(),
  realName: z.string().nullable(),
  boundAt: z.string().nullable(),
});

export const alipayBindRequestSchema = z
  .object({
    account: safeText('支付宝账号')
      .trim()
      .regex(
        /^(1[3-9]\d{9}|[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,64}\.[A-Za-z]{2,10})$/,
        '支付宝账号为手机号或邮箱',
      ),
    realName: safeText('真实姓名')
      .trim()
      .regex(/^[\u4e00-\u9fa5·]{2,20}$/, '请输入支付宝实名认证的中文姓名'),
    smsCode: smsCodeSchema,
    payPassword: payPasswordSchema,
  })
  .strict();

export const alipayUnbindRequestSchema = z.object({ payPassword: payPasswordSchema }).strict();

export const withdrawQuotaSchema = z.object({
  /** 可提现余额. */
  withdrawableFen: fenSchema,
  minFen: fenSchema,
  /** 今日还可提现 N 次 / ¥x. */
  remainingCount: z.number().int(),
  remainingFen: fenSchema,
  autoApproveFen: fenSchema,
  alipay: alipayBindingSchema,
  payPasswordSet: z.boolean(),
  phone: z.string().nullable(),
});

export const withdrawApplyRequestSchema = z
  .object({
    amountFen: amountFenSchema('提现金额', WITHDRAW_MIN_FEN, WITHDRAW_DAILY_FEN),
    payPassword: payPasswordSchema,
    smsCode: smsCodeSchema,
  })
  .strict();

export const withdrawStateSchema = z.enum(['REVIEWING', 'PAYING', 'PAID', 'FAILED', 'REJECTED', 'CANCELED']);

export const withdrawRowSchema = z.object({
  withdrawNo: z.string(),
  amountFen: fenSchema,
  alipayAccount: z.string(),
  state: withdrawStateSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** 驳回 or 打款失败 reason. */
  reason: z.string().nullable(),
  autoApproveAt: z.string().nullable(),
});
export const withdrawPageSchema = pageOf(withdrawRowSchema);

export const withdrawNoParamsSchema = z.object({
  no: safeText('提现单号').regex(/^TX\d{6,20}$/, '提现单号不正确'),
});

export type BillPageRequest = z.input<typeof billPageRequestSchema>;
export type PaySubmitRequest = z.input<typeof paySubmitRequestSchema>;
export type PayPasswordSetRequest = z.input<typeof payPasswordSetRequestSchema>;
export type PayPasswordResetRequest = z.input<typeof payPasswordResetRequestSchema>;
export type WithdrawApplyRequest = z.input<typeof withdrawApplyRequestSchema>;
export type AlipayBindRequest = z.input<typeof alipayBindRequestSchema>;

export const REPLENISH_TABS = ['WAITING_PAYMENT', 'PAID', 'CANCELED', 'ALL'] as const;
export const replenishTabLabels: Record<(typeof REPLENISH_TABS)[number], string> = {
  WAITING_PAYMENT: '待补款',
  PAID: '已补款',
  CANCELED: '已取消',
  ALL: '全部',
};
export const replenishReasonLabels: Record<string, string> = {
  PRICE_RAISED: '档口涨价',
  FREIGHT_CHANGED: '运费变更',
  PRICE_CHANGED: '改价',
  SERVICE_FEE: '退货服务费',
  PICKUP_FEE: '平台拿退货费',
};
/** 补款 for work already done (a fee, not a goods price): paid, never declined, no 原价 → 现价. */
export const OWED_FEE_REASONS: readonly string[] = ['SERVICE_FEE', 'PICKUP_FEE'];

export const replenishPageRequestSchema = z
  .object({
    tab: z.enum(REPLENISH_TABS, { error: '补款状态不正确' }).default('WAITING_PAYMENT'),
    ...pageQuerySchema.shape,
  })
  .strict();

export const replenishRowSchema = z.object({
  replenishNo: z.string(),
  orderNo: z.string(),
  goods: z.array(
    z.object({
      stall: z.string(),
      artNo: z.string(),
      color: z.string(),
      size: z.string(),
      qty: z.number().int(),
    }),
  ),
  reason: z.string(),
  /** 退货服务费 (SERVICE_FEE): the after-sale case whose refused pieces it is for. */
  afterSaleNo: z.string().nullable(),
  originalFen: fenSchema,
  currentFen: fenSchema,
  amountFen: fenSchema,
  state: z.enum(['WAITING_PAYMENT', 'PAID', 'CANCELED']),
  deadlineAt: z.string(),
  createdAt: z.string(),
  payNo: z.string().nullable(),
  paidAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});

export const replenishPageSchema = pageOf(replenishRowSchema).extend({
  counts: z.object({
    WAITING_PAYMENT: z.number().int(),
    PAID: z.number().int(),
    CANCELED: z.number().int(),
    ALL: z.number().int(),
  }),
});

const replenishNosSchema = z
  .array(safeText('补款单号').regex(/^BK\d{6,24}$/, '补款单号不正确'), { error: '请选择补款单' })
  .min(1, '请选择补款单')
  .max(100, '一次最多100条');

export const replenishPayRequestSchema = z.object({ replenishNos: replenishNosSchema }).strict();
export const replenishCancelRequestSchema = z.object({ replenishNos: replenishNosSchema }).strict();
export const replenishCanceledSchema = z.object({ canceled: z.array(z.string()) });

export type ReplenishPageRequest = z.input<typeof replenishPageRequestSchema>;

export const COUPON_TABS = ['UNUSED', 'USED', 'EXPIRED'] as const;
export const couponTabLabels: Record<(typeof COUPON_TABS)[number], string> = {
  UNUSED: '未使用',
  USED: '已使用',
  EXPIRED: '已过期',
};

export const couponPageRequestSchema = z
  .object({
    tab: z.enum(COUPON_TABS, { error: '优惠劵状态不正确' }).default('UNUSED'),
    ...pageQuerySchema.shape,
  })
  .strict();

export const couponRowSchema = z.object({
  id: z.number().int(),
  faceFen: fenSchema,
  /** 满x可用. */
  thresholdFen: fenSchema,
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(COUPON_TABS),
  usedPayNo: z.string().nullable(),
  usedAt: z.string().nullable(),
  /** Held by a payment waiting at Alipay. */
  locked: z.boolean(),
});

export const couponPageSchema = pageOf(couponRowSchema).extend({
  counts: z.object({ UNUSED: z.number().int(), USED: z.number().int(), EXPIRED: z.number().int() }),
});
export type CouponPageRequest = z.input<typeof couponPageRequestSchema>;

/** 日对账: the available balance day by day (Beijing days), 期初 + 收入 − 支出 = 期末 on every row. */
export const dailyStatementRequestSchema = z
  .object({
    from: z.iso.date({ error: '开始日期格式不正确' }),
    to: z.iso.date({ error: '结束日期格式不正确' }),
  })
  .strict()
  .refine((r) => r.from <= r.to, { message: '开始日期不能晚于结束日期', path: ['from'] })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 <= 366, {
    message: '一次最多查询一年',
    path: ['to'],
  });

export const dailyStatementRowSchema = z.object({
  day: z.string(),
  openingFen: fenSchema,
  incomeFen: fenSchema,
  expenseFen: fenSchema,
  closingFen: fenSchema,
  movements: z.number().int(),
});
export const dailyStatementSchema = z.array(dailyStatementRowSchema);
export type DailyStatementRequest = z.input<typeof dailyStatementRequestSchema>;

/** 支付宝分账 records: WAITING 待分账 (shop order not finished), SPLITTING 分账中, DONE 已分账, FAILED 分账失败. */
export const ALI_LEDGER_STATES = ['WAITING', 'SPLITTING', 'DONE', 'FAILED'] as const;
export const aliLedgerStateLabels: Record<(typeof ALI_LEDGER_STATES)[number], string> = {
  WAITING: '待分账',
  SPLITTING: '分账中',
  DONE: '已分账',
  FAILED: '分账失败',
};
export const ALI_LEDGER_TABS = ['ALL', ...ALI_LEDGER_STATES] as const;

export const aliLedgerPageRequestSchema = z
  .object({
    tab: z.enum(ALI_LEDGER_TABS, { error: '分账状态不正确' }).default('ALL'),
    ...pageQuerySchema.shape,
  })
  .strict();

export const aliLedgerRowSchema = z.object({
  splitNo: z.string(),
  shopOrderNo: z.string(),
  daifaOrderNo: z.string(),
  /** What the dropship order left on 货款后付. */
  fen: fenSchema,
  splitFen: fenSchema,
  balanceFen: fenSchema,
  state: z.enum(ALI_LEDGER_STATES),
  failReason: z.string().nullable(),
  dueAt: z.string(),
  settledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const aliLedgerPageSchema = pageOf(aliLedgerRowSchema).extend({
  counts: z.object({
    ALL: z.number().int(),
    WAITING: z.number().int(),
    SPLITTING: z.number().int(),
    DONE: z.number().int(),
    FAILED: z.number().int(),
  }),
});
export type AliLedgerPageRequest = z.input<typeof aliLedgerPageRequestSchema>;
export type AliLedgerRow = z.infer<typeof aliLedgerRowSchema>;

/** Alipay's default and highest per-order share for a 分账收入方. */
export const ALI_LEDGER_MAX_CAP_PERCENT = 30;

export const aliLedgerAuthStateSchema = z.object({
  state: z.enum(['NONE', 'AUTHORISED', 'REVOKED']),
  /** Masked, as 提现 shows the bound account. */
  alipayAccount: z.string().nullable(),
  capPercent: z.number().int().nullable(),
  authorisedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** 货款后付待结算 and the part waiting for a split. */
  owedFen: fenSchema,
  waitingFen: fenSchema,
});
export type AliLedgerAuthState = z.infer<typeof aliLedgerAuthStateSchema>;

export const aliLedgerAuthRequestSchema = z
  .object({
    account: alipayBindRequestSchema.shape.account,
    realName: alipayBindRequestSchema.shape.realName,
    capPercent: z
      .number({ error: '分账比例必须是数字' })
      .int('分账比例必须是整数')
      .min(1, '分账比例至少1%')
      .max(ALI_LEDGER_MAX_CAP_PERCENT, `分账比例最高${ALI_LEDGER_MAX_CAP_PERCENT}%`)
      .default(ALI_LEDGER_MAX_CAP_PERCENT),
    payPassword: payPasswordSchema,
  })
  .strict();
export type AliLedgerAuthRequest = z.input<typeof aliLedgerAuthRequestSchema>;

export const aliLedgerRevokeRequestSchema = z.object({ payPassword: payPasswordSchema }).strict();

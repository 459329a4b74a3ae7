import { stateCodeTuple } from '../states/defineStateMap.ts';
import { z } from 'zod';
import { idSchema, optionalText, pageOf, pageQuerySchema, pickedIds, safeText } from './common.ts';
import { listSelectionOf } from './list.ts';
import { pickupSettingSchema } from './labelTemplates.ts';
import { assignmentState, pickupLineState } from '../states/fulfilment.ts';
import { pickupOutcome, pickupSource, pickupStopReason } from '../states/pickup.ts';

/** Ids one 指派, 停止 or 撤销 call takes. */
export const PICKUP_MAX_IDS = 5000;
/** 实拿价 may exceed 参考价 by this much before it must be reported as 档口涨价. */
export const PICKUP_PRICE_TOLERANCE_FEN = 200;
/** 明天有 answered this many times makes the line 缺货. */
export const PICKUP_MAX_NEXT_TRIES = 3;
/** A picker may take back their own 已拿 this long after reporting it. */
export const PICKUP_CANCEL_OWN_MINUTES = 30;

/** A Shanghai day, YYYY-MM-DD. */
export const pickupDaySchema = z
  .string({ error: '日期格式不正确' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期格式不正确');

const idsSchema = pickedIds('任务', PICKUP_MAX_IDS);

/** The board's tabs: 全部 and the assignment states. */
export const PICKUP_TABS = ['ALL', ...stateCodeTuple(assignmentState)] as const;
export type PickupTab = (typeof PICKUP_TABS)[number];

export const pickupPageRequestSchema = pageQuerySchema
  .extend({
    day: pickupDaySchema.optional(),
    tab: z.enum(PICKUP_TABS, { error: '未知的分组' }).default('ALL'),
    /** 订单号, 取货码, 货号 or 档口. */
    keyword: safeText('关键词').trim().max(50, '关键词最多50个字符').optional(),
    pickerId: idSchema.optional(),
    /** Assignments nobody holds yet. */
    unassigned: z.boolean().optional(),
    source: z.enum(stateCodeTuple(pickupSource), { error: '未知的来源' }).optional(),
    marketId: idSchema.optional(),
    floorId: idSchema.optional(),
    /** 滞留≥2天: tasks made two or more days before the day shown. */
    stuck: z.boolean().optional(),
  })
  .strict();
export type PickupPageRequest = z.input<typeof pickupPageRequestSchema>;

/** Where a line is fetched: the supplier's market, floor and 档口号 (empty for 未归类), its phone. */
const stallPlaceSchema = z.object({
  supplierId: z.number().int().nullable(),
  /** The stall as the line names it. */
  stall: z.string(),
  market: z.string(),
  floor: z.string(),
  stallNo: z.string(),
  /** The supplier's shop name (小鹿服饰); empty for a stall no supplier matches. */
  stallName: z.string(),
  phone: z.string(),
});

export const pickupRowSchema = stallPlaceSchema.extend({
  /** The assignment: what the board and the phone act on. */
  id: z.number().int(),
  version: z.number().int(),
  taskId: z.number().int(),
  day: z.string(),
  state: z.enum(stateCodeTuple(assignmentState)),
  lineState: z.enum(stateCodeTuple(pickupLineState)),
  source: z.enum(stateCodeTuple(pickupSource)),
  orderNo: z.string(),
  takeCode: z.string(),
  articleNo: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int(),
  tookQty: z.number().int(),
  refPriceFen: z.number().int(),
  tookPriceFen: z.number().int().nullable(),
  pickerId: z.number().int().nullable(),
  pickerName: z.string().nullable(),
  batchNo: z.string().nullable(),
  printed: z.boolean(),
  afternoon: z.boolean(),
  held: z.boolean(),
  reason: z.string().nullable(),
  /** Whole days since the task was made (滞留天数). */
  stuckDays: z.number().int(),
  reportedAt: z.string().nullable(),
});
export type PickupRow = z.infer<typeof pickupRowSchema>;

export const pickupPageSchema = pageOf(pickupRowSchema).extend({
  day: z.string(),
  counts: z.record(z.enum(PICKUP_TABS), z.number().int()),
});

/** 按档口: a page of the day's stalls in walking order, each with its lines under the same filters. */
export const pickupStallGroupSchema = stallPlaceSchema.extend({
  lines: z.array(pickupRowSchema),
  pieces: z.number().int(),
  tookPieces: z.number().int(),
  refFen: z.number().int(),
  /** Who holds the stall's lines (one picker a stall-day, unless some were handed out apart). */
  pickers: z.array(z.string()),
});
export type PickupStallGroup = z.infer<typeof pickupStallGroupSchema>;

export const pickupStallPageSchema = z.object({
  groups: z.array(pickupStallGroupSchema),
  /** Stalls across all pages. */
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  day: z.string(),
  counts: z.record(z.enum(PICKUP_TABS), z.number().int()),
});
export type PickupStallPage = z.infer<typeof pickupStallPageSchema>;

/** 看板: each picker's day at a glance, and what nobody holds yet. */
export const pickupKanbanSchema = z.object({
  day: z.string(),
  pickers: z.array(
    z.object({
      pickerId: z.number().int(),
      name: z.string(),
      lines: z.number().int(),
      pieces: z.number().int(),
      tookPieces: z.number().int(),
      taking: z.number().int(),
      took: z.number().int(),
      lack: z.number().int(),
      stopped: z.number().int(),
      stalls: z.number().int(),
      /** Stalls with no line left to fetch. */
      stallsDone: z.number().int(),
      lastReportAt: z.string().nullable(),
    }),
  ),
  unassigned: z.object({ lines: z.number().int(), pieces: z.number().int(), stalls: z.number().int() }),
});
export type PickupKanban = z.infer<typeof pickupKanbanSchema>;
export type PickupPage = z.infer<typeof pickupPageSchema>;

export const pickupDayQuerySchema = z.object({ day: pickupDaySchema.optional() }).strict();

/** 简报: the day at a glance. */
export const pickupBriefingSchema = z.object({
  day: z.string(),
  lines: z.number().int(),
  pieces: z.number().int(),
  amountFen: z.number().int(),
  tookPieces: z.number().int(),
  tookFen: z.number().int(),
  /** Pieces taken of pieces asked, 0–100. */
  completeRate: z.number(),
  exceptions: z.number().int(),
  unassigned: z.number().int(),
  unprinted: z.number().int(),
});
export type PickupBriefing = z.infer<typeof pickupBriefingSchema>;

/** Each picker's day (and every account that may pick, so the board can hand work to one). */
export const pickupPickerSchema = z.object({
  pickerId: z.number().int(),
  name: z.string(),
  lines: z.number().int(),
  pieces: z.number().int(),
  took: z.number().int(),
  exceptions: z.number().int(),
  open: z.number().int(),
});
export const pickupPickersSchema = z.array(pickupPickerSchema);
export type PickupPicker = z.infer<typeof pickupPickerSchema>;

export const pickupAssignUserRequestSchema = z.object({ ids: idsSchema, pickerId: idSchema }).strict();

/** 按区域指派: every open assignment of the day in the chosen stalls, floors or markets. */
export const pickupAssignAreaRequestSchema = z
  .object({
    day: pickupDaySchema.optional(),
    pickerId: idSchema,
    marketIds: z.array(idSchema).max(100).default([]),
    floorIds: z.array(idSchema).max(500).default([]),
    supplierIds: z.array(idSchema).max(PICKUP_MAX_IDS).default([]),
    /** Tasks whose stall matches no supplier (未归类). */
    unmatched: z.boolean().default(false),
    /** Also take assignments already held by another picker and not yet reported. */
    reassign: z.boolean().default(false),
  })
  .strict()
  .refine((b) => b.marketIds.length + b.floorIds.length + b.supplierIds.length > 0 || b.unmatched, {
    message: '请选择区域',
    path: ['supplierIds'],
  });

export const pickupAssignedSchema = z.object({
  assigned: z.number().int(),
  /** Not moved, each with why. */
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type PickupAssigned = z.infer<typeof pickupAssignedSchema>;

export const pickupIdsRequestSchema = z.object({ ids: idsSchema, reason: optionalText('原因', 60) }).strict();

export const pickupIdRequestSchema = z.object({ id: idSchema, version: z.number().int().min(1) }).strict();

const pieces = (label: string) =>
  z
    .number({ error: `${label}必须是1–999的整数` })
    .int(`${label}必须是1–999的整数`)
    .min(1, `${label}必须是1–999的整数`)
    .max(999, `${label}必须是1–999的整数`);
const priceFen = z
  .number({ error: '价格必须是数字' })
  .int('价格最多两位小数')
  .min(0, '价格不能为负数')
  .max(9_999_999, '价格不能超过99999.99元');

/** A picker's answer at the stall (拿货上报). */
export const pickupReportRequestSchema = z
  .object({
    id: idSchema,
    version: z.number().int().min(1),
    outcome: z.enum(stateCodeTuple(pickupOutcome), { error: '未知的拿货结果' }),
    /** 已拿: pieces in hand (fewer than asked is 部分拿货). */
    tookQty: pieces('实拿数量').optional(),
    /** 已拿: what the stall charged a piece. */
    tookPriceFen: priceFen.optional(),
    /** 停止拿货: why. */
    stopReason: z.enum(stateCodeTuple(pickupStopReason), { error: '未知的停止原因' }).optional(),
    /** 档口涨价: the stall's new price a piece. */
    newPriceFen: priceFen.optional(),
    /** 本档口其余缺货: the stall's other open lines of this picker reported 缺货 with it. */
    restLack: z.boolean().optional(),
    remark: optionalText('备注', 60),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.outcome === 'TOOK' && (b.tookQty === undefined || b.tookPriceFen === undefined))
      ctx.addIssue({ code: 'custom', message: '请填写实拿数量和实拿价', path: ['tookQty'] });
    if (b.outcome === 'STOP' && !b.stopReason)
      ctx.addIssue({ code: 'custom', message: '请选择停止原因', path: ['stopReason'] });
    if (b.stopReason === 'PRICE_RAISED' && b.newPriceFen === undefined)
      ctx.addIssue({ code: 'custom', message: '请填写档口新价格', path: ['newPriceFen'] });
  });
export type PickupReportRequest = z.infer<typeof pickupReportRequestSchema>;

/** 我的任务: the picker's stalls in walking order, each with its lines. */
export const pickupMineSchema = z.object({
  day: z.string(),
  stalls: z.array(stallPlaceSchema.extend({ rows: z.array(pickupRowSchema) })),
  /** Lines still to answer, pieces still to fetch. */
  open: z.number().int(),
  openPieces: z.number().int(),
});
export type PickupMine = z.infer<typeof pickupMineSchema>;

export const pickupLogQuerySchema = z
  .object({
    taskId: z
      .string({ error: '编号必须是数字' })
      .regex(/^[1-9]\d{0,15}$/, '编号必须是正整数')
      .transform(Number),
  })
  .strict();
export const pickupLogSchema = z.array(
  z.object({ type: z.string(), text: z.string(), byName: z.string(), at: z.string() }),
);

/** 履约方式: who fetches a tenant's dropship orders. */
export const fulfilModeSchema = z.object({ mode: z.enum(['PLATFORM', 'OWN'], { error: '未知的履约方式' }) });
export const fulfilModeRequestSchema = fulfilModeSchema.strict();

/** Markets → floors → stalls, each with the day's assignments not yet handed out (按区域指派). */
export const pickupAreaTreeSchema = z.object({
  markets: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      waiting: z.number().int(),
      floors: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          waiting: z.number().int(),
          stalls: z.array(
            z.object({
              id: z.number().int(),
              stallNo: z.string(),
              name: z.string(),
              waiting: z.number().int(),
              /** Who holds the stall today, when someone does. */
              pickerName: z.string().nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
  /** Lines of stalls no supplier matches (未归类). */
  unmatchedWaiting: z.number().int(),
});
export type PickupAreaTree = z.infer<typeof pickupAreaTreeSchema>;

/** Labels one 打印标签 may make (one a piece). */
export const PICKUP_MAX_LABELS = 5000;

/**
 * 打印标签: the chosen lines, or every open line of the day not yet printed, or a batch again (重打).
 * Lines never printed take the day's next batch (M.D-N); printed ones keep theirs.
 */
export const pickupPrintRequestSchema = z.discriminatedUnion(
  'scope',
  [
    z.object({ scope: z.literal('IDS'), ids: idsSchema }).strict(),
    z.object({ scope: z.literal('UNPRINTED'), day: pickupDaySchema.optional() }).strict(),
    z
      .object({
        scope: z.literal('BATCH'),
        day: pickupDaySchema.optional(),
        batchNo: z.string().regex(/^\d{1,2}\.\d{1,2}-\d{1,4}$/, '批次号格式不正确'),
      })
      .strict(),
  ],
  { error: '请选择要打印的任务' },
);
export type PickupPrintRequest = z.input<typeof pickupPrintRequestSchema>;

export const pickupLabelsSchema = z.object({
  /** The batch the never-printed lines took (null: all were printed before). */
  batchNo: z.string().nullable(),
  /** The tenant's 60×40 pick-up template (打印设置). */
  setting: pickupSettingSchema,
  /** The stalls in walking order: a card before each on the roll. */
  stalls: z.array(
    z.object({
      /** The market (empty for 未归类). */
      market: z.string(),
      /** 楼层 档口号, what a picker looks for in the market; a 未归类 stall as its line names it. */
      title: z.string(),
      /** The shop's name. */
      subtitle: z.string(),
      lines: z.number().int(),
      pieces: z.number().int(),
    }),
  ),
  /** One a piece, in walking order: its stall's index and the pick-up template's fields. */
  labels: z.array(
    z.object({
      assignmentId: z.number().int(),
      stall: z.number().int(),
      data: z.record(z.string(), z.string()),
    }),
  ),
  /** Chosen lines that print nothing (closed, already answered). */
  skipped: z.number().int(),
});
export type PickupLabels = z.infer<typeof pickupLabelsSchema>;

/** 自动指派设置: an area to a picker, tried by priority; 在岗 off or at 每日上限 passes to the next rule. */
export const pickupAutoRuleSchema = z
  .object({
    marketId: idSchema.nullable(),
    floorId: idSchema.nullable(),
    supplierId: idSchema.nullable(),
    pickerId: idSchema,
    priority: z.number({ error: '优先级必须是0–999的整数' }).int('优先级必须是0–999的整数').min(0).max(999),
    onDuty: z.boolean(),
    cap: z
      .number({ error: '每日上限必须是1–5000的整数' })
      .int('每日上限必须是1–5000的整数')
      .min(1, '每日上限必须是1–5000的整数')
      .max(5000, '每日上限必须是1–5000的整数')
      .nullable(),
  })
  .strict()
  .refine((r) => [r.marketId, r.floorId, r.supplierId].filter((x) => x !== null).length === 1, {
    message: '每条规则选择一个市场、楼层或档口',
    path: ['marketId'],
  });

export const pickupAutoSettingRequestSchema = z
  .object({ on: z.boolean(), rules: z.array(pickupAutoRuleSchema).max(200, '最多200条规则') })
  .strict();
export type PickupAutoSettingRequest = z.input<typeof pickupAutoSettingRequestSchema>;

export const pickupAutoSettingSchema = z.object({
  on: z.boolean(),
  rules: z.array(
    z.object({
      marketId: z.number().int().nullable(),
      floorId: z.number().int().nullable(),
      supplierId: z.number().int().nullable(),
      /** The area as the board names it: 新中国大厦 / 新中国大厦 3楼 / 新中国大厦 3楼 A316. */
      area: z.string(),
      pickerId: z.number().int(),
      pickerName: z.string(),
      priority: z.number().int(),
      onDuty: z.boolean(),
      cap: z.number().int().nullable(),
    }),
  ),
});
export type PickupAutoSetting = z.infer<typeof pickupAutoSettingSchema>;

/**
 * 平台拿退货: what the platform takes for each piece its board saw taken (¥1.00) and walked back to a
 * stall (¥1.50), charged once a day at 日结审核 (bill type PUR_PLATFORM_TAKE_RETURN).
 */
export const PLATFORM_TAKE_FEE_FEN = 100;
export const PLATFORM_RETURN_FEE_FEN = 150;

/** 日结审核 of a day: once audited its answers are final (47003). */
export const pickupAuditStateSchema = z.object({
  day: z.string(),
  audited: z.boolean(),
  auditedBy: z.string().nullable(),
  auditedAt: z.string().nullable(),
  /** Lines of the day still 待指派 or 拿货中: the day can be audited when none is left. */
  open: z.number().int(),
  /** 平台拿退货费 charged when the day was audited (none when nothing was taken or returned). */
  fee: z
    .object({
      feeNo: z.string(),
      tookPieces: z.number().int(),
      returnedPieces: z.number().int(),
      fen: z.number().int(),
      /** CHARGED 已从余额扣除 | OWED 余额不足，待补款 | PAID 已补款 | WRITTEN_OFF 逾期未补 */
      state: z.enum(['CHARGED', 'OWED', 'PAID', 'WRITTEN_OFF']),
      replenishNo: z.string().nullable(),
    })
    .nullable(),
});
export type PickupAuditState = z.infer<typeof pickupAuditStateSchema>;
export const pickupAuditRequestSchema = z.object({ day: pickupDaySchema }).strict();

/** 导出 of the board: the lines picked, or every line of the day's filter and tab. */
export const pickupFilterSchema = pickupPageRequestSchema.omit({ pageNum: true, pageSize: true });
export const pickupExportRequestSchema = z
  .object({ selection: listSelectionOf(pickupFilterSchema) })
  .strict();
export type PickupExportRequest = z.input<typeof pickupExportRequestSchema>;
export type PickupFilter = z.output<typeof pickupFilterSchema>;

/**
 * 下载取货码: the day's take codes as a sheet, a row a piece, for printing elsewhere — the open lines not
 * printed yet (they take the day's next batch, as a print does), a batch again, or every open line.
 */
export const pickupCodeDownloadRequestSchema = z
  .object({
    day: pickupDaySchema.optional(),
    scope: z.enum(['UNPRINTED', 'BATCH', 'ALL'], { error: '下载范围不正确' }),
    batchNo: safeText('批次')
      .trim()
      .regex(/^\d{1,2}\.\d{1,2}-\d{1,4}$/, '批次格式不正确')
      .optional(),
  })
  .strict()
  .refine((b) => b.scope !== 'BATCH' || !!b.batchNo, { message: '请选择批次', path: ['batchNo'] });
export type PickupCodeDownloadRequest = z.infer<typeof pickupCodeDownloadRequestSchema>;

export const pickupCodeDownloadSchema = z.object({
  /** The export's id in 导出记录 (list key pickupCodes). */
  id: z.number().int(),
  /** Lines in the sheet. */
  total: z.number().int(),
  /** The batch the never-printed lines took, if any. */
  batchNo: z.string().nullable(),
});
export type PickupCodeDownload = z.infer<typeof pickupCodeDownloadSchema>;

export const pickupDowningSchema = z.object({ downing: z.boolean() });

import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common.ts';
import { pickupDaySchema } from './pickup.ts';

/** Days one statistics call spans at most. */
export const STATISTICS_MAX_DAYS = 92;
/** A stall or 货号 缺货 this many times in the last 7 days is 频繁缺货: look for the same goods elsewhere. */
export const FREQUENT_LACK_TIMES = 3;

export const statisticsRangeSchema = z
  .object({ dayFrom: pickupDaySchema.optional(), dayTo: pickupDaySchema.optional() })
  .strict();
export type StatisticsRange = z.infer<typeof statisticsRangeSchema>;

/** 店铺拿退统计: the caller's dropship lines by shop over the range (a rollup refreshed every 10 minutes). */
export const shopTakeRowSchema = z.object({
  shopId: z.number().int(),
  /** 手工下单 for orders of no shop. */
  shopName: z.string(),
  orders: z.number().int(),
  pieces: z.number().int(),
  tookPieces: z.number().int(),
  lackPieces: z.number().int(),
  /** Pieces an after-sale was asked for. */
  afterSalePieces: z.number().int(),
  goodsFen: z.number().int(),
});
export const shopTakeStatisticsSchema = z.object({
  dayFrom: z.string(),
  dayTo: z.string(),
  /** When the rollup was last refreshed. */
  refreshedAt: z.string().nullable(),
  rows: z.array(shopTakeRowSchema),
  days: z.array(
    z.object({
      day: z.string(),
      pieces: z.number().int(),
      tookPieces: z.number().int(),
      lackPieces: z.number().int(),
    }),
  ),
});
export type ShopTakeStatistics = z.infer<typeof shopTakeStatisticsSchema>;

export const outStockRequestSchema = pageQuerySchema
  .extend({
    dayFrom: pickupDaySchema.optional(),
    dayTo: pickupDaySchema.optional(),
    by: z.enum(['STALL', 'ARTICLE'], { error: '统计维度不正确' }).default('STALL'),
    /** Only the 频繁缺货 ones. */
    frequent: z.boolean().optional(),
  })
  .strict();
export type OutStockRequest = z.input<typeof outStockRequestSchema>;

export const outStockRowSchema = z.object({
  /** The stall (market floor 档口号 name) or the 货号 with its stall. */
  key: z.string(),
  supplierId: z.number().int().nullable(),
  stall: z.string(),
  articleNo: z.string(),
  /** Lines answered in the range and those answered 缺货 or 已停产. */
  answered: z.number().int(),
  lacked: z.number().int(),
  /** lacked / answered, in per mille. */
  lackPermille: z.number().int(),
  /** 缺货 in the last 7 days (频繁缺货 at FREQUENT_LACK_TIMES). */
  lacked7: z.number().int(),
  lastLackDay: z.string().nullable(),
});
export type OutStockRow = z.infer<typeof outStockRowSchema>;

export const outStockPageSchema = pageOf(outStockRowSchema).extend({
  answered: z.number().int(),
  lacked: z.number().int(),
  frequent: z.number().int(),
  /** When the rollup was last refreshed (every 10 minutes). */
  refreshedAt: z.string().nullable(),
});
export type OutStockPage = z.infer<typeof outStockPageSchema>;

/** 拿退货统计: the team's days and its people. */
export const takeReturnStatisticsSchema = z.object({
  dayFrom: z.string(),
  dayTo: z.string(),
  /** When the pick-up answers' rollup was last refreshed (returns are read live). */
  refreshedAt: z.string().nullable(),
  days: z.array(
    z.object({
      day: z.string(),
      lines: z.number().int(),
      tookPieces: z.number().int(),
      tookFen: z.number().int(),
      lackLines: z.number().int(),
      returnedPieces: z.number().int(),
      refundFen: z.number().int(),
    }),
  ),
  staff: z.array(
    z.object({
      staffId: z.number().int(),
      name: z.string(),
      lines: z.number().int(),
      tookPieces: z.number().int(),
      lackLines: z.number().int(),
      returnedPieces: z.number().int(),
    }),
  ),
});
export type TakeReturnStatistics = z.infer<typeof takeReturnStatisticsSchema>;

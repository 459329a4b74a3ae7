import { z } from 'zod';
import { daifaCancelRequestSchema, daifaOrderFilterSchema } from './daifa.ts';
import { listSelectionOf } from './list.ts';

/** Orders one 批量支付 may cover: one payment order the pay page can still list. */
export const DAIFA_PAY_MAX_ORDERS = 500;

/** The ticked 代发订单 (their ids), or every order matching the filters, tab included. */
export const daifaOrderSelectionSchema = listSelectionOf(daifaOrderFilterSchema);
export type DaifaOrderSelection = z.input<typeof daifaOrderSelectionSchema>;

/** 代发订单's bulk actions, each run as a job with a report per order. */
export const daifaBulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('cancel'), reason: daifaCancelRequestSchema.shape.reason }).strict(),
    z.object({ kind: z.literal('hold') }).strict(),
    z.object({ kind: z.literal('release') }).strict(),
  ],
  { error: '批量操作只能是 cancel、hold 或 release' },
);
export type DaifaBulkAction = z.infer<typeof daifaBulkActionSchema>;

export const daifaBulkRequestSchema = z
  .object({ selection: daifaOrderSelectionSchema, action: daifaBulkActionSchema })
  .strict();
export type DaifaBulkRequest = z.input<typeof daifaBulkRequestSchema>;

export const daifaExportRequestSchema = z.object({ selection: daifaOrderSelectionSchema }).strict();

/** 去支付 / 批量支付: the selection's unpaid orders in one payment order. */
export const daifaPayRequestSchema = z.object({ selection: daifaOrderSelectionSchema }).strict();
export type DaifaPayRequest = z.input<typeof daifaPayRequestSchema>;

export const daifaPaySchema = z.object({
  payNo: z.string(),
  /** The orders the payment covers. */
  orderNos: z.array(z.string()),
  amountFen: z.number().int(),
  /** Selected orders left out, with why (已付款, 已取消…). */
  skipped: z.array(z.object({ orderNo: z.string(), reason: z.string() })),
});
export type DaifaPay = z.infer<typeof daifaPaySchema>;

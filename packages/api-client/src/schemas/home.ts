import { z } from 'zod';

/**
 * 工作台's stat cards (订单数: 代发订单 placed that day). Flow figures count the Asia/Shanghai day (today against yesterday); WAIT_TAKE,
 * BALANCE and REPLENISH are live (yesterday's as they stood when the day closed, 00:05).
 */
export const HOME_FIGURES = {
  ORDERS: {
    label: '订单数',
    permission: '/order/daifaOrderList',
    link: '/order/daifaOrderList',
    money: false,
  },
  PAID: { label: '已付款', permission: '/order/daifaOrderList', link: '/order/daifaOrderList', money: true },
  WAIT_TAKE: {
    label: '待拿货',
    permission: '/order/daifaOrderList',
    link: '/order/daifaOrderList?tab=WAIT_TAKE',
    money: false,
  },
  SENT: {
    label: '已发货',
    permission: '/order/daifaOrderList',
    link: '/order/daifaOrderList?tab=SENT',
    money: false,
  },
  AFTER_SALE: {
    label: '售后',
    permission: '/afterSale/afterSaleList',
    link: '/afterSale/afterSaleList',
    money: false,
  },
  PROBLEM: {
    label: '问题件',
    permission: '/afterSale/problemList',
    link: '/afterSale/problemList',
    money: false,
  },
  BALANCE: { label: '余额', permission: '/funds/balance', link: '/funds/balance', money: true },
  REPLENISH: {
    label: '待补款',
    permission: '/funds/transferRecord',
    link: '/funds/transferRecord',
    money: true,
  },
} as const;
export type HomeFigureKey = keyof typeof HOME_FIGURES;
export const HOME_FIGURE_KEYS = Object.keys(HOME_FIGURES) as [HomeFigureKey, ...HomeFigureKey[]];

/** One card: a count (and fen where money is involved); yesterday null when it was not recorded. */
export const homeFigureSchema = z.object({
  key: z.enum(HOME_FIGURE_KEYS),
  today: z.number().int(),
  yesterday: z.number().int().nullable(),
  /** 已付款, 待补款: the amount beside the count; 余额 has only fen (`today` is fen). */
  todayFen: z.number().int().nullable(),
  yesterdayFen: z.number().int().nullable(),
});
export type HomeFigure = z.infer<typeof homeFigureSchema>;

export const homeDataSchema = z.object({
  /** The Shanghai day the figures are of (YYYY-MM-DD). */
  day: z.string(),
  /** Only the figures whose page the caller may open (absent, not 0, otherwise). */
  figures: z.array(homeFigureSchema),
});
export type HomeData = z.infer<typeof homeDataSchema>;

/** A to-do card: how many wait, and the list that shows them in its URL state. */
export const homeTodoSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int().min(0),
  link: z.string(),
});
export type HomeTodo = z.infer<typeof homeTodoSchema>;

export const homeTrendRequestSchema = z
  .object({ days: z.union([z.literal(7), z.literal(30)], { error: '只能查看近7天或近30天' }).default(7) })
  .strict();
export const homeTrendDaySchema = z.object({
  day: z.string(),
  orders: z.number().int().nullable(),
  paid: z.number().int().nullable(),
  paidFen: z.number().int().nullable(),
  sent: z.number().int().nullable(),
  afterSales: z.number().int().nullable(),
});
export type HomeTrendDay = z.infer<typeof homeTrendDaySchema>;

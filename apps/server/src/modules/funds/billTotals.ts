import { CountCache } from '../../list/countCache.ts';

export interface BillTotals {
  incomeFen: number;
  expenseFen: number;
  count: number;
}

/**
 * 我的余额's totals per tenant and filter, kept a few seconds (see CountCache): they read every bill the
 * filter matches (tens of thousands for a busy tenant) and are the same for every page of it. Every
 * posting drops the totals of the tenants it touches.
 */
export const billTotals = new CountCache<BillTotals>();

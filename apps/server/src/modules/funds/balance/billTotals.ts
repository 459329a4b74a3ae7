import { CountCache } from '../../../list/countCache.ts';

import type { BillPage } from '@oms/api-client';

export type BillTotals = BillPage['totals'];

/**
 * 我的余额's totals per tenant and filter, kept a few seconds (see CountCache): they read every bill the
 * filter matches (tens of thousands for a busy tenant) and are the same for every page of it. Every
 * posting drops the totals of the tenants it touches.
 */
export const billTotals = new CountCache<BillTotals>();

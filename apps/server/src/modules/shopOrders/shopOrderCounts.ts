import { CountCache } from '../../list/countCache.ts';

/** 同步订单's tab counts per tenant and filter (see CountCache): every write to a tenant's orders drops them. */
export const shopOrderCounts = new CountCache<Record<string, number>>();

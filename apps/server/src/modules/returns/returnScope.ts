import { sql } from 'drizzle-orm';
import { RETURN_ASSIGN_CODE } from '@oms/api-client';
import { hasPermission, type Caller } from '../../http/caller.ts';
import { shanghaiToday } from '../pickup/pickupTasks.ts';

/**
 * What a caller without 指派 may see and touch (`r` a return item): what they walk, and what they
 * registered today. A manager reaches the tenant's every item.
 */
export const ownScope = (caller: Caller) =>
  hasPermission(caller, RETURN_ASSIGN_CODE)
    ? sql`true`
    : sql`(r.staff_id = ${caller.accountId}
           or (r.registered_by = ${caller.accountId}
               and (r.created_at at time zone 'Asia/Shanghai')::date = ${shanghaiToday}))`;

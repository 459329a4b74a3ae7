import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { expressTraceItemSchema, expressTraceRequestSchema } from './schemas/expressTrace.ts';

/** 物流查询 (/expressMsg): any signed-in account, its own tenant's parcels only; 60 a minute (46007). */
export const expressTraceEndpoints = {
  trace: endpoint({
    method: 'POST',
    path: '/api/b2/express/trace',
    access: { kind: 'signedIn' },
    body: expressTraceRequestSchema,
    data: z.array(expressTraceItemSchema),
  }),
};

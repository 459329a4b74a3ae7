import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import {
  homeDataSchema,
  homeTodoSchema,
  homeTrendDaySchema,
  homeTrendRequestSchema,
} from './schemas/home.ts';

const home = { kind: 'signedIn', permission: '/home' } as const;

/** 工作台 (/home): the stat cards, the to-do cards and the trend; each figure only for its page's holders. */
export const homeEndpoints = {
  data: endpoint({ method: 'POST', path: '/api/home/data', access: home, data: homeDataSchema }),
  todo: endpoint({ method: 'GET', path: '/api/home/todo', access: home, data: z.array(homeTodoSchema) }),
  trend: endpoint({
    method: 'POST',
    path: '/api/home/trend',
    access: home,
    body: homeTrendRequestSchema,
    data: z.array(homeTrendDaySchema),
  }),
};

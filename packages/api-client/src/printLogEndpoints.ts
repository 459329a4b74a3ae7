import { endpoint } from './endpoints.ts';
import { idParamsSchema } from './schemas/common.ts';
import { LABEL_TEMPLATE_PERMISSION } from './schemas/labelTemplates.ts';
import {
  printJobDetailSchema,
  printJobPageRequestSchema,
  printJobPageSchema,
  printJobSchema,
  recordPrintJobRequestSchema,
} from './schemas/printLog.ts';

const access = { kind: 'signedIn', permission: LABEL_TEMPLATE_PERMISSION } as const;

/** The print log: what was printed, when, by whom, on which printer, and how it went; with what to reprint. */
export const printLogEndpoints = {
  record: endpoint({ method: 'POST', path: '/api/b2/print/jobs', access, body: recordPrintJobRequestSchema, data: printJobSchema }),
  page: endpoint({ method: 'POST', path: '/api/b2/print/jobs/page', access, body: printJobPageRequestSchema, data: printJobPageSchema }),
  detail: endpoint({ method: 'GET', path: '/api/b2/print/jobs/:id', access, params: idParamsSchema, data: printJobDetailSchema }),
};

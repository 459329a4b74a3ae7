import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import {
  CERTIFICATE_PERMISSION,
  certificatePageRequestSchema,
  certificatePageSchema,
  certificateSchema,
  createCertificateRequestSchema,
  updateCertificateRequestSchema,
} from './schemas/certificates.ts';

const access = { kind: 'signedIn', permission: CERTIFICATE_PERMISSION } as const;

/** 自定义合格证: the tenant's product certificates, printed with the certificate template. */
export const certificateEndpoints = {
  page: endpoint({ method: 'POST', path: '/api/b2/certificates/page', access, body: certificatePageRequestSchema, data: certificatePageSchema }),
  get: endpoint({ method: 'GET', path: '/api/b2/certificates/:id', access, params: idParamsSchema, data: certificateSchema }),
  create: endpoint({ method: 'POST', path: '/api/b2/certificates', access, body: createCertificateRequestSchema, data: certificateSchema }),
  update: endpoint({ method: 'POST', path: '/api/b2/certificates/update', access, body: updateCertificateRequestSchema, data: certificateSchema }),
  remove: endpoint({ method: 'POST', path: '/api/b2/certificates/delete/:id', access, params: idParamsSchema, data: nullData }),
};

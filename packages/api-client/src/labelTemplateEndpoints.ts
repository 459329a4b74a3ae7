import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import {
  LABEL_TEMPLATE_PERMISSION,
  createLabelTemplateRequestSchema,
  labelTemplateSchema,
  labelTemplateSummarySchema,
  labelTemplateVersionBodySchema,
  labelTemplateVersionParamsSchema,
  labelTemplateVersionSchema,
  restoreLabelTemplateRequestSchema,
  saveLabelTemplateRequestSchema,
  pickupSettingSchema,
  savePickupSettingRequestSchema,
  labelImageQuerySchema,
  labelSampleRowSchema,
} from './schemas/labelTemplates.ts';

const access = { kind: 'signedIn', permission: LABEL_TEMPLATE_PERMISSION } as const;

/**
 * The account's label templates (the tenant's: a purchaser's staff share them). Every save is a new
 * version; restoring an old version saves it again as the newest.
 */
export const labelTemplateEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/b2/label/templates', access, data: z.array(labelTemplateSummarySchema) }),
  get: endpoint({
    method: 'GET',
    path: '/api/b2/label/templates/:id',
    access,
    params: idParamsSchema,
    data: labelTemplateSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/b2/label/templates',
    access,
    body: createLabelTemplateRequestSchema,
    data: labelTemplateSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/b2/label/templates/save',
    access,
    body: saveLabelTemplateRequestSchema,
    data: labelTemplateSchema,
  }),
  versions: endpoint({
    method: 'GET',
    path: '/api/b2/label/templates/:id/versions',
    access,
    params: idParamsSchema,
    data: z.array(labelTemplateVersionSchema),
  }),
  version: endpoint({
    method: 'GET',
    path: '/api/b2/label/templates/:id/versions/:version',
    access,
    params: labelTemplateVersionParamsSchema,
    data: labelTemplateVersionBodySchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/b2/label/templates/restore',
    access,
    body: restoreLabelTemplateRequestSchema,
    data: labelTemplateSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/b2/label/templates/delete/:id',
    access,
    params: idParamsSchema,
    data: nullData,
  }),
  /** 打印设置: the tenant's pick-up label (a template of kind pickup-60x40, versioned like the others). */
  pickupSetting: endpoint({ method: 'GET', path: '/api/b2/print/setting/pickupTemplate', access, data: pickupSettingSchema }),
  savePickupSetting: endpoint({
    method: 'POST',
    path: '/api/b2/print/setting/pickupTemplate',
    access,
    body: savePickupSettingRequestSchema,
    data: pickupSettingSchema,
  }),
  /** The image at `url` (PNG or JPEG, at most 2 MB), fetched and cached by the server; the answer is the image. */
  image: endpoint({
    method: 'GET',
    path: '/api/b2/label/image',
    access: { kind: 'signedIn' },
    query: labelImageQuerySchema,
    data: nullData,
  }),
  /** Up to five of the account's latest shop orders as label data, for 预览数据 (empty when it has none). */
  sampleRows: endpoint({ method: 'GET', path: '/api/b2/label/sampleRows', access, data: z.array(labelSampleRowSchema) }),
};

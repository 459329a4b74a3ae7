import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import {
  createSavedViewRequestSchema,
  listColumnSettingsSchema,
  listKeyQuerySchema,
  saveColumnSettingsRequestSchema,
  savedViewSchema,
  updateSavedViewRequestSchema,
} from './schemas/listPrefs.ts';

/**
 * Column settings and saved views of any list. The list's own permission is checked inside (a
 * sub-account without 同步订单 gets 40300); views are the tenant's: own ones, and the team's shared ones.
 */
export const listPrefEndpoints = {
  columnSettings: endpoint({
    method: 'GET',
    path: '/api/b2/list/columns',
    access: { kind: 'signedIn' },
    query: listKeyQuerySchema,
    /** Null until the user changes a column: the list's defaults. */
    data: listColumnSettingsSchema.nullable(),
  }),
  saveColumnSettings: endpoint({
    method: 'POST',
    path: '/api/b2/list/columns',
    access: { kind: 'signedIn' },
    body: saveColumnSettingsRequestSchema,
    data: nullData,
  }),
  views: endpoint({
    method: 'GET',
    path: '/api/b2/list/views',
    access: { kind: 'signedIn' },
    query: listKeyQuerySchema,
    data: z.array(savedViewSchema),
  }),
  createView: endpoint({
    method: 'POST',
    path: '/api/b2/list/views',
    access: { kind: 'signedIn' },
    body: createSavedViewRequestSchema,
    data: savedViewSchema,
  }),
  updateView: endpoint({
    method: 'POST',
    path: '/api/b2/list/views/update',
    access: { kind: 'signedIn' },
    body: updateSavedViewRequestSchema,
    data: savedViewSchema,
  }),
  deleteView: endpoint({
    method: 'POST',
    path: '/api/b2/list/views/delete/:id',
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    data: nullData,
  }),
};

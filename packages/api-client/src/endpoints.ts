import { z } from 'zod';
import { idParamsSchema, nullData, type emptySchema } from './schemas/common.ts';
import {
  captchaSchema,
  loginResultSchema,
  purchaserLoginRequestSchema,
  ssoLoginRequestSchema,
  ssoLoginResultSchema,
} from './schemas/auth.ts';
import {
  manualDeliveryPermissionSchema,
  permissionCodeNodeSchema,
  roleAddRequestSchema,
  roleAuthorizeRequestSchema,
  roleEditRequestSchema,
  roleListRequestSchema,
  rolePermissionsSchema,
  roleSchema,
  userAddRequestSchema,
  userEditRequestSchema,
  userInfoSchema,
  userPageRequestSchema,
  userPageSchema,
  userPasswordRequestSchema,
  userStateRequestSchema,
} from './schemas/account.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone; `signedIn`: any valid session; `purchaser`: purchaser
 * accounts only. With `permission`, a sub-account must also hold that code (main accounts hold all).
 */
export type Access =
  | { kind: 'public' }
  /** `mainAccountOnly`: sub-accounts get 40300 whatever their roles (授权, 解除授权). */
  | {
      kind: 'signedIn';
      permission?: string;
      mainAccountOnly?: boolean;
      /** The tenant must hold the manual-delivery (拿退货) permission (spec §6), whoever calls. */
      manualDelivery?: boolean;
    }
  /** `erp`: the tenant must have an ERP (47010 未开通ERP). */
  | { kind: 'purchaser'; permission?: string; manualDelivery?: boolean; erp?: boolean }
  /**
   * Platform staff signed in at /ops (X-OPS-TOKEN); no tenant account reaches these. `roles`: only these
   * operators' roles (40300 for another); none: any operator.
   */
  | { kind: 'operator'; roles?: readonly OperatorRole[] };

/** /ops staff: 财务 (the money desk, `ops` in the demo), 客服 (work orders, appeals), 运营 (content, goods). */
export const OPERATOR_ROLES = ['FINANCE', 'SUPPORT', 'OPERATIONS'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  FINANCE: '财务',
  SUPPORT: '客服',
  OPERATIONS: '运营',
};

export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  access: Access;
  body?: Body;
  params?: Params;
  query?: Query;
  data: Data;
}

export function endpoint<
  Body extends z.ZodType = typeof emptySchema,
  Params extends z.ZodType = typeof emptySchema,
  Query extends z.ZodType = typeof emptySchema,
  Data extends z.ZodType = z.ZodType,
>(e: Endpoint<Body, Params, Query, Data>) {
  return e;
}

const ACCOUNTS = '/accountPermission/accountManagement';

/** Every call of the foundation, by name. Later areas add their own maps beside this one. */
export const accountEndpoints = {
  captcha: endpoint({
    method: 'GET',
    path: '/api/b2/purchaser/auth/captcha',
    access: { kind: 'public' },
    data: captchaSchema,
  }),
  purchaserLogin: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/auth/login',
    access: { kind: 'public' },
    body: purchaserLoginRequestSchema,
    data: loginResultSchema,
  }),
  /** Called by the SSO page (/sso), which then goes to `redirect`. */
  ssoLogin: endpoint({
    method: 'POST',
    path: '/api/sso/login',
    access: { kind: 'public' },
    body: ssoLoginRequestSchema,
    data: ssoLoginResultSchema,
  }),
  user: endpoint({ method: 'GET', path: '/api/b2/user', access: { kind: 'signedIn' }, data: userInfoSchema }),
  logout: endpoint({
    method: 'POST',
    path: '/api/b2/user/logout',
    access: { kind: 'signedIn' },
    data: nullData,
  }),
  permissions: endpoint({
    method: 'GET',
    path: '/api/b2/purchaser/user/permissions',
    access: { kind: 'signedIn' },
    data: z.array(permissionCodeNodeSchema),
  }),
  manualDeliveryPermission: endpoint({
    method: 'GET',
    path: '/api/b2/order/manual/delivery/permission',
    access: { kind: 'signedIn' },
    data: manualDeliveryPermissionSchema,
  }),
  roleAdd: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/role/add',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: roleAddRequestSchema,
    data: z.object({ id: z.number().int() }),
  }),
  roleEdit: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/role/edit',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: roleEditRequestSchema,
    data: nullData,
  }),
  roleList: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/role/list',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: roleListRequestSchema,
    data: z.array(roleSchema),
  }),
  roleAuthorize: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/role/permissions/authorization',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: roleAuthorizeRequestSchema,
    data: nullData,
  }),
  rolePermissions: endpoint({
    method: 'GET',
    path: '/api/b2/purchaser/role/permissions/:id',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    params: idParamsSchema,
    data: rolePermissionsSchema,
  }),
  roleRemove: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/role/remove/:id',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    params: idParamsSchema,
    data: nullData,
  }),
  userPage: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/user/page',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: userPageRequestSchema,
    data: userPageSchema,
  }),
  userAdd: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/user/add',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: userAddRequestSchema,
    data: z.object({ id: z.number().int() }),
  }),
  userUpdateState: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/user/updateState',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: userStateRequestSchema,
    data: nullData,
  }),
  userPassword: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/user/password',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: userPasswordRequestSchema,
    data: nullData,
  }),
  userEdit: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/user/edit',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    body: userEditRequestSchema,
    data: nullData,
  }),
  userDelete: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/user/delete/:id',
    access: { kind: 'purchaser', permission: ACCOUNTS },
    params: idParamsSchema,
    data: nullData,
  }),
} as const;

export type AccountEndpoints = typeof accountEndpoints;

/** Fill `:name` segments of a path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : never;
export type EndpointData<E extends Endpoint> = z.output<E['data']>;

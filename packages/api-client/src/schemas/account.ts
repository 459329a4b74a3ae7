import { z } from 'zod';
import { idSchema, optionalText, pageQuerySchema, pageOf, requiredText, safeText } from './common.ts';
import { loginPasswordSchema, passwordSchema, usernameSchema } from './auth.ts';
import { isPermissionCode, type PermissionCodeNode } from '../permissions.ts';

/** userType: 0 main account (seller or purchaser), 1 purchaser sub-account. */
export const userTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type UserType = z.infer<typeof userTypeSchema>;

/** Who the account belongs to: a shop seller, or a purchaser (采购商) and its staff. */
export const accountSourceSchema = z.enum(['seller', 'purchaser']);

export const userInfoSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  subUsername: z.string().nullable(),
  userType: userTypeSchema,
  source: accountSourceSchema,
  userIdAesStr: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const permissionCodeNodeSchema: z.ZodType<PermissionCodeNode> = z.lazy(() =>
  z.object({ code: z.string(), children: z.array(permissionCodeNodeSchema) }),
);

/** '1' has the manual-delivery (拿退货/打印/结算) permission, '0' lacks it (spec §3). */
export const manualDeliveryPermissionSchema = z.enum(['0', '1']);

const permissionCodesSchema = z
  .array(safeText('权限编码').max(100, '权限编码过长'), { error: '权限必须是编码列表' })
  .max(200, '权限过多')
  .refine((codes) => codes.every(isPermissionCode), { message: '包含不存在的权限编码' });

export const roleSchema = z.object({
  id: z.number().int(),
  roleName: z.string(),
  remark: z.string().nullable(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleAddRequestSchema = z.object({
  roleName: requiredText('角色名称', 20),
  remark: optionalText('备注', 100),
  permissionCodes: permissionCodesSchema.optional(),
});
export const roleEditRequestSchema = z.object({
  id: idSchema,
  roleName: requiredText('角色名称', 20),
  remark: optionalText('备注', 100),
});
export const roleListRequestSchema = z.object({ roleName: optionalText('角色名称', 20) });
export const roleAuthorizeRequestSchema = z.object({
  roleId: idSchema,
  permissionCodes: permissionCodesSchema,
});
export const rolePermissionsSchema = z.object({
  roleId: z.number().int(),
  permissionCodes: z.array(z.string()),
});

export const accountStateSchema = z.union([z.literal(0), z.literal(1)], {
  error: '状态只能是0（停用）或1（启用）',
});

export const subAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  subUsername: z.string(),
  phone: z.string().nullable(),
  state: accountStateSchema,
  roles: z.array(z.object({ id: z.number().int(), roleName: z.string() })),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

const phoneSchema = z
  .string({ error: '手机号必须是文字' })
  .regex(/^1\d{10}$/, '请输入11位手机号')
  .optional()
  .or(z.literal('').transform(() => undefined));
const roleIdsSchema = z.array(idSchema, { error: '角色必须是编号列表' }).max(20, '最多20个角色');

export const userPageRequestSchema = pageQuerySchema.extend({
  keyword: optionalText('关键字', 32),
  state: accountStateSchema.optional(),
  roleId: idSchema.optional(),
});
export const userPageSchema = pageOf(subAccountSchema);

export const userAddRequestSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  subUsername: requiredText('姓名', 20),
  phone: phoneSchema,
  roleIds: roleIdsSchema.default([]),
});
export const userEditRequestSchema = z.object({
  id: idSchema,
  subUsername: requiredText('姓名', 20),
  phone: phoneSchema,
  roleIds: roleIdsSchema,
});
export const userStateRequestSchema = z.object({ id: idSchema, state: accountStateSchema });
export const userPasswordRequestSchema = z.object({
  id: idSchema,
  password: passwordSchema,
  /** Required when a sub-account changes its own password: a borrowed session must not take the account. */
  oldPassword: loginPasswordSchema.optional(),
});

export const versionFileSchema = z.object({ version: z.string(), desc: z.string() });
export type VersionFile = z.infer<typeof versionFileSchema>;

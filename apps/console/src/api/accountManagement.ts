import useSWR from 'swr';
import type { z } from 'zod';
import {
  accountEndpoints,
  callEndpoint,
  type Role,
  type roleAddRequestSchema,
  type roleEditRequestSchema,
  type userAddRequestSchema,
  type userEditRequestSchema,
  type userPageRequestSchema,
  type userPageSchema,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { unwrap } from './unwrap.ts';
import { queryKeys } from './queryKeys.ts';

export type UserPageQuery = z.input<typeof userPageRequestSchema>;
export type UserPage = z.output<typeof userPageSchema>;

export function useRoles() {
  return useSWR<Role[]>(queryKeys.accounts.roles(), () =>
    unwrap(callEndpoint(apiClient, accountEndpoints.roleList, { body: {} })),
  );
}

export function useSubAccounts(query: UserPageQuery) {
  return useSWR<UserPage>(queryKeys.accounts.users(query), () =>
    unwrap(callEndpoint(apiClient, accountEndpoints.userPage, { body: query })),
  );
}

export function fetchRolePermissions(id: number) {
  return unwrap(callEndpoint(apiClient, accountEndpoints.rolePermissions, { params: { id: String(id) } }));
}

// Writes answer with the envelope so the page can show the server's own message.
export const accountWrites = {
  addRole: (body: z.input<typeof roleAddRequestSchema>) =>
    callEndpoint(apiClient, accountEndpoints.roleAdd, { body }, { abortFlag: true }),
  editRole: (body: z.input<typeof roleEditRequestSchema>) =>
    callEndpoint(apiClient, accountEndpoints.roleEdit, { body }, { abortFlag: true }),
  authorizeRole: (roleId: number, permissionCodes: string[]) =>
    callEndpoint(
      apiClient,
      accountEndpoints.roleAuthorize,
      { body: { roleId, permissionCodes } },
      { abortFlag: true },
    ),
  removeRole: (id: number) =>
    callEndpoint(apiClient, accountEndpoints.roleRemove, { params: { id: String(id) } }),
  addUser: (body: z.input<typeof userAddRequestSchema>) =>
    callEndpoint(apiClient, accountEndpoints.userAdd, { body }, { abortFlag: true }),
  editUser: (body: z.input<typeof userEditRequestSchema>) =>
    callEndpoint(apiClient, accountEndpoints.userEdit, { body }, { abortFlag: true }),
  setUserState: (id: number, state: 0 | 1) =>
    callEndpoint(apiClient, accountEndpoints.userUpdateState, { body: { id, state } }),
  setUserPassword: (id: number, password: string) =>
    callEndpoint(apiClient, accountEndpoints.userPassword, { body: { id, password } }, { abortFlag: true }),
  deleteUser: (id: number) =>
    callEndpoint(apiClient, accountEndpoints.userDelete, { params: { id: String(id) } }),
};

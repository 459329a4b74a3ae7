import type { ReactNode } from 'react';

/**
 * The fixed token of spec §6's permission directive: an element stays only when its value is this
 * token or an array containing it. Account permissions are separate (the menu and the server).
 */
export const PERMISSION_TOKEN = 'order-console';

export function hasPermissionToken(value: string | readonly string[] | null | undefined): boolean {
  if (Array.isArray(value)) return value.includes(PERMISSION_TOKEN);
  return value === PERMISSION_TOKEN;
}

export function usePermission(value: string | readonly string[] | null | undefined): boolean {
  return hasPermissionToken(value);
}

export function Permission({ value, children }: { value: string | readonly string[]; children: ReactNode }) {
  return usePermission(value) ? <>{children}</> : null;
}

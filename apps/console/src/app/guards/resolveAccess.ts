import type { Brand } from '@oms/api-client';
import { findRoute, routeTable, type RouteEntry } from '../routes/routeTable.ts';
import { menuLeaves, type MenuEntry } from '../menu/buildMenu.ts';

export interface AccessContext {
  brand: Brand;
  /** Main accounts 'all'; purchaser sub-accounts their granted codes. */
  permissions: ReadonlySet<string> | 'all';
  manualDelivery: '0' | '1';
  /** The account's menu, already built; /home falls back to its first entry with a parent. */
  menu: readonly MenuEntry[];
}

/** `notFound`: show the 404 page at the address typed (it is what the user will report). */
export type AccessDecision =
  { allow: true } | { allow: false; redirect: string } | { allow: false; notFound: true };

const FORBIDDEN = '/403';
const allow: AccessDecision = { allow: true };
const to = (redirect: string): AccessDecision => ({ allow: false, redirect });

function brandAllows(route: RouteEntry, brand: Brand) {
  if (route.onlyBrands && !route.onlyBrands.includes(brand)) return false;
  return !route.exceptBrands?.includes(brand);
}

/**
 * Spec §6 in one function. The server enforces the same permissions on every call; this only
 * keeps people out of pages that would show them nothing but errors.
 */
export function resolveAccess(pathname: string, ctx: AccessContext): AccessDecision {
  const route = findRoute(pathname);
  if (!route) return allow; // the 404 page
  if (!brandAllows(route, ctx.brand)) return { allow: false, notFound: true };
  if (route.needsManualDelivery && ctx.manualDelivery === '0') return to(FORBIDDEN);
  if (ctx.permissions === 'all') return allow;

  const held = ctx.permissions;
  if (route.path === '/home' && !held.has('/home')) {
    const first = menuLeaves(ctx.menu).find((leaf) => leaf.parentId !== null);
    return to(first ? first.code : FORBIDDEN);
  }
  if (route.menuCode && !held.has(route.menuCode)) return to(FORBIDDEN);
  if (route.requires && !held.has(route.requires)) return to(FORBIDDEN);
  return allow;
}

/**
 * Where a group address (`/offlineReturnOrder`) leads this account: its default child when the account
 * may open it, else the first child it may open, in menu order; the default when it may open none
 * (the guard then explains why).
 */
export function resolveGroup(from: string, defaultChild: string, ctx: AccessContext): string {
  const children = routeTable.filter((r) => r.path.startsWith(`${from}/`)).map((r) => r.path);
  const candidates = [defaultChild, ...children.filter((path) => path !== defaultChild)];
  return candidates.find((path) => resolveAccess(path, ctx).allow) ?? defaultChild;
}

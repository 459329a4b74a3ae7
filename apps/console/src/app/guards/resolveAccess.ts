import type { Brand } from '@oms/api-client';
import { findRoute, type RouteEntry } from '../routes/routeTable.ts';
import { menuLeaves, type MenuEntry } from '../menu/buildMenu.ts';

export interface AccessContext {
  brand: Brand;
  /** Main accounts 'all'; purchaser sub-accounts their granted codes. */
  permissions: ReadonlySet<string> | 'all';
  manualDelivery: '0' | '1';
  /** The account's menu, already built; /home falls back to its first entry with a parent. */
  menu: readonly MenuEntry[];
}

export type AccessDecision = { allow: true } | { allow: false; redirect: string };

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
  if (!brandAllows(route, ctx.brand)) return to('/404');
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

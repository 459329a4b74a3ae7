import { permissionTree, type Brand, type PermissionNode } from '@oms/api-client';

/** What decides which entries an account sees. */
export interface MenuContext {
  brand: Brand;
  /** Main accounts: 'all'; purchaser sub-accounts: the codes their roles grant. */
  permissions: ReadonlySet<string> | 'all';
  /** '0' lacks the manual-delivery permission (spec §3). */
  manualDelivery: '0' | '1';
  /** POST /api/b2/purchaser/assigned/existErp. */
  hasErp: boolean;
}

export interface MenuEntry {
  code: string;
  title: string;
  /** Leaves have a route path (their code); groups have children. */
  path?: string;
  badge?: PermissionNode['badge'];
  children?: MenuEntry[];
}

function brandAllows(node: PermissionNode, brand: Brand): boolean {
  if (node.onlyBrands && !node.onlyBrands.includes(brand)) return false;
  if (node.exceptBrands?.includes(brand)) return false;
  return true;
}

function visible(node: PermissionNode, ctx: MenuContext): boolean {
  if (!brandAllows(node, ctx.brand)) return false;
  if (node.needsManualDelivery && ctx.manualDelivery === '0') return false;
  if (node.needsErp && !ctx.hasErp) return false;
  return true;
}

/**
 * The left menu for one account, from the contract's permission tree: brand, manual-delivery and
 * ERP rules for everyone, and for sub-accounts only the codes they hold. Empty groups disappear.
 */
export function buildMenu(
  ctx: MenuContext,
  tree: readonly PermissionNode[] = permissionTree,
  /** In-page rights (指派, 打印) as leaves without a path: the tree a manager grants from. */
  withActions = false,
): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const node of tree) {
    if (!visible(node, ctx)) continue;
    if (node.action && !withActions) continue;
    if (node.children) {
      const children = buildMenu(ctx, node.children, withActions);
      if (children.length > 0) out.push({ code: node.code, title: node.title, children });
    } else if (ctx.permissions === 'all' || ctx.permissions.has(node.code)) {
      out.push({
        code: node.code,
        title: node.title,
        ...(node.action ? {} : { path: node.code }),
        ...(node.badge ? { badge: node.badge } : {}),
      });
    }
  }
  return out;
}

/** Leaves in menu order, each with its group: the `_M_E` list of spec §3. */
export function menuLeaves(
  menu: readonly MenuEntry[],
  parentId: string | null = null,
): Array<{ code: string; parentId: string | null }> {
  return menu.flatMap((entry) =>
    entry.children ? menuLeaves(entry.children, entry.code) : [{ code: entry.code, parentId }],
  );
}

/** Whether the menu offers an entry (at any depth). */
export function menuHas(menu: readonly MenuEntry[], code: string): boolean {
  return menu.some((m) => m.code === code || (m.children ? menuHas(m.children, code) : false));
}

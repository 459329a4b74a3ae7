import { describe, expect, it } from 'vitest';
import { allPermissionCodes, flattenPermissionTree, permissionTree } from '@oms/api-client';
import { documentTitle, findRoute, redirects, routeTable } from './routeTable.ts';

describe('route table', () => {
  it('has a route for every menu code of the permission tree', () => {
    // in-page rights (指派, 打印) are granted like entries but open no page of their own
    const actions = new Set(flattenPermissionTree().filter((n) => n.action).map((n) => n.code));
    const leaves = allPermissionCodes.filter((c) => c.startsWith('/') && !actions.has(c));
    for (const code of leaves) expect(findRoute(code)?.menuCode, code).toBe(code);
    expect(actions.size).toBe(3);
    expect(permissionTree.length).toBeGreaterThan(5);
  });

  it('has unique paths, and every redirect lands on a route', () => {
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    for (const r of redirects) expect(findRoute(r.to), r.to).toBeDefined();
  });

  it('gives every route one access rule: its menu code, the entry it rides on, or open to all', () => {
    for (const r of routeTable) {
      const rules = [r.menuCode, r.requires, r.open].filter((rule) => rule !== undefined);
      expect(rules.length, r.path).toBe(1);
    }
    for (const path of [
      '/basicSet/distributionMode',
      '/basicSet/autoIntercept',
      '/basicSet/orderFulfillmentStrategy',
    ])
      expect(findRoute(path)?.requires, path).toBe('/basicSet/automaticAfterSale');
  });

  it('titles pages as “{title} | order management system”', () => {
    expect(documentTitle(findRoute('/home'))).toBe('工作台 | order management system');
    expect(documentTitle(undefined)).toBe('页面不存在 | order management system');
  });

  it('keeps /login and /order/expressList outside the main layout and hides the left bar where spec §2 says', () => {
    expect(findRoute('/login')?.layout).toBe('bare');
    expect(findRoute('/order/expressList')?.layout).toBe('bare');
    for (const path of ['/helpCenter', '/expressMsg', '/member/pay'])
      expect(findRoute(path)?.leftBarShow).toBe(false);
  });
});

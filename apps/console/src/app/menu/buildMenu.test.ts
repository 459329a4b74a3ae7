import { describe, expect, it } from 'vitest';
import { buildMenu, menuLeaves, type MenuContext, type MenuEntry } from './buildMenu.ts';

const main: MenuContext = { brand: 'e3e3', permissions: 'all', manualDelivery: '1', hasErp: true };
const titles = (menu: MenuEntry[]) =>
  menu.map((m) => (m.children ? `${m.title}: ${m.children.map((c) => c.title).join(' ')}` : m.title));

describe('left menu', () => {
  it('is the main brand menu of spec §2, in order', () => {
    expect(titles(buildMenu(main))).toEqual([
      '工作台',
      '店铺订单: 同步订单',
      '代发管理: 代发订单 售后订单 问题件 无头件认领',
      '拿退货管理: 拿货任务指派 退货登记指派',
      '打印发货: 打印发货 自由打印 扫描打印 多件合打 打印设置',
      '商品管理: 商品关联 商品供应商 自定义商品',
      '资金管理: 我的余额 充值提现 代发补款记录 拿货结算账单 对账单',
      '数据统计: 店铺拿退统计 缺货统计 拿退货统计',
      '账号权限: 账号管理',
      '基础设置: 店铺授权 供应商管理 平台代发设置',
    ]);
    const daifa = buildMenu(main).find((m) => m.title === '代发管理')!;
    expect(daifa.children!.map((c) => c.path)).toEqual([
      '/order/daifaOrderList',
      '/afterSale/afterSaleList',
      '/afterSale/problemList',
      '/afterSale/headlessList',
    ]);
    expect(daifa.children![2]!.badge).toBe('problemParcel');
  });

  it('go2 adds 资产管理 with 我的优惠劵 and drops 自定义商品', () => {
    const menu = buildMenu({ ...main, brand: 'go2' });
    expect(titles(menu)).toContain('资产管理: 我的优惠劵');
    expect(titles(menu)).toContain('商品管理: 商品关联 商品供应商');
    expect(titles(menu).join()).not.toContain('报单管理');
  });

  it.each(['e3hw', 'e3hm'] as const)('%s adds 报单管理 with 我的报单 first', (brand) => {
    const menu = buildMenu({ ...main, brand });
    expect(titles(menu)).toContain('报单管理: 我的报单 报单历史');
    expect(menu.find((m) => m.title === '报单管理')!.children![0]!.path).toBe(
      '/e3hReportGetGoods/myDeclaration',
    );
    expect(titles(menu).join()).not.toContain('资产管理');
  });

  it('without manual delivery hides 拿退货管理, 打印发货, 自定义商品, the two settlement entries and 供应商管理', () => {
    const text = titles(buildMenu({ ...main, manualDelivery: '0' })).join('|');
    for (const hidden of ['拿退货管理', '打印发货', '自定义商品', '拿货结算账单', '对账单', '供应商管理']) {
      expect(text).not.toContain(hidden);
    }
    expect(text).toContain('我的余额');
  });

  it('shows 商品供应商 only with an ERP', () => {
    expect(titles(buildMenu({ ...main, hasErp: false })).join()).not.toContain('商品供应商');
  });

  it('a sub-account sees only its codes, and groups with nothing left disappear', () => {
    const picker = buildMenu({ ...main, permissions: new Set(['/offlineReturnOrder/pickup']) });
    expect(titles(picker)).toEqual(['拿退货管理: 拿货任务指派']);
    expect(menuLeaves(picker)).toEqual([
      { code: '/offlineReturnOrder/pickup', parentId: 'offlineReturnOrder' },
    ]);
  });

  it('in-page rights (指派, 打印) are never menu entries, and are offered to grant only when asked', () => {
    const manager = buildMenu({
      ...main,
      permissions: new Set(['/offlineReturnOrder/pickup', '/offlineReturnOrder/pickup/assign']),
    });
    expect(titles(manager)).toEqual(['拿退货管理: 拿货任务指派']);
    const grantable = buildMenu({ ...main, permissions: 'all' }, undefined, true);
    const group = grantable.find((m) => m.code === 'offlineReturnOrder')!;
    expect(group.children!.map((c) => [c.title, c.path ?? null])).toEqual([
      ['拿货任务指派', '/offlineReturnOrder/pickup'],
      ['拿货任务指派：指派与管理', null],
      ['拿货任务指派：打印标签', null],
      ['退货登记指派', '/offlineReturnOrder/offlineReturnOrderList'],
      ['退货登记指派：指派与管理', null],
    ]);
  });
});

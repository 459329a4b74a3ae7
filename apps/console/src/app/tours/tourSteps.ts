import type { MenuEntry } from '../menu/buildMenu.ts';

export const PLATFORM_TOUR_CLOSED_KEY = 'platformSettingTourClosedAt';
/** The 2025-01-09 menu change: seen once per browser. */
export const MENU_CHANGE_TOUR_KEY = 'menuChangeTour_2025-01-09';

export const PLATFORM_TOUR_TEXT =
  '自动售后设置、提速发货、自定义发货信息、自定义合格证和货款后付设置等功能都搬到这里啦~';
export const PLATFORM_TOUR_BUTTON = '知道了';

export const menuTarget = (code: string) => `[data-menu-code="${code}"]`;

/** The menu-change tour explains only the groups this account can see. */
export function menuChangeSteps(menu: readonly MenuEntry[]) {
  const has = (code: string) => menu.some((m) => m.code === code);
  return [
    has('shopOrder') && {
      title: '菜单调整（2025-01-09）',
      description: '同步订单已移到新的「店铺订单」菜单下。',
      target: menuTarget('shopOrder'),
    },
    has('daifa') && {
      title: '菜单调整（2025-01-09）',
      description: '代发订单和售后订单已合并到「代发管理」菜单下。',
      target: menuTarget('daifa'),
    },
  ].filter((s): s is { title: string; description: string; target: string } => Boolean(s));
}

import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { CountBadge } from '@oms/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProblemParcelCount, useReplenishWaitingCount } from '../../api/shell.ts';
import { findRoute } from '../routes/routeTable.ts';
import { menuHas, type MenuEntry } from '../menu/buildMenu.ts';
import { menuIcons } from '../menu/menuIcons.tsx';

function groupOf(menu: readonly MenuEntry[], leaf: string): string | undefined {
  return menu.find((m) => m.children?.some((c) => c.code === leaf))?.code;
}

/** The left bar. Counts are asked only for entries this account sees. */
export function LeftMenu({ menu, forceOpen = [] }: { menu: MenuEntry[]; forceOpen?: string[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const problemCount = useProblemParcelCount(menuHas(menu, '/afterSale/problemList')).data;
  const replenishCount = useReplenishWaitingCount(menuHas(menu, '/funds/transferRecord')).data;

  // A detail page lights up the entry it belongs to.
  const route = findRoute(location.pathname);
  const selected = route?.menuCode ?? route?.requires ?? location.pathname;
  const group = groupOf(menu, selected);

  const items = useMemo<MenuProps['items']>(() => {
    const label = (entry: MenuEntry) => {
      const count = entry.badge === 'problemParcel' ? problemCount : entry.badge === 'replenishWaiting' ? replenishCount : undefined;
      return (
        <span data-menu-code={entry.code} data-menu-title={entry.title} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {entry.title}
          {count ? <CountBadge count={count} title={`${entry.title} ${count}`} /> : null}
        </span>
      );
    };
    return menu.map((entry) =>
      entry.children
        ? {
            key: entry.code,
            icon: menuIcons[entry.code],
            label: label(entry),
            children: entry.children.map((c) => ({ key: c.code, label: label(c) })),
          }
        : { key: entry.code, icon: menuIcons[entry.code], label: label(entry) },
    );
  }, [menu, problemCount, replenishCount]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={[...(group ? [group] : []), ...forceOpen]}
      {...(forceOpen.length ? { openKeys: [...new Set([...(group ? [group] : []), ...forceOpen])] } : {})}
      onClick={({ key }) => navigate(key)}
      style={{ borderInlineEnd: 0 }}
    />
  );
}

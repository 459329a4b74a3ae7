import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { CountBadge } from '@oms/ui';
import { Link, useLocation } from 'react-router-dom';
import { useProblemParcelCount, useReplenishWaitingCount } from '../../api/shell.ts';
import { findRoute } from '../routes/routeTable.ts';
import { menuHas, type MenuEntry } from '../menu/buildMenu.ts';
import { menuIcons } from '../menu/menuIcons.tsx';

function groupOf(menu: readonly MenuEntry[], leaf: string): string | undefined {
  return menu.find((m) => m.children?.some((c) => c.code === leaf))?.code;
}

/**
 * The left bar. Every entry is a real link (middle click and Ctrl+click open a tab; a plain click
 * navigates in the app), and the current page's group opens whenever the route changes — after a
 * redirect, a shortcut tile or an in-page link too — while the user still opens and closes groups.
 * Counts are asked only for entries this account sees.
 */
export function LeftMenu({ menu, forceOpen = [] }: { menu: MenuEntry[]; forceOpen?: string[] }) {
  const location = useLocation();
  const problemCount = useProblemParcelCount(menuHas(menu, '/afterSale/problemList')).data;
  const replenishCount = useReplenishWaitingCount(menuHas(menu, '/funds/transferRecord')).data;

  // A detail page lights up the entry it belongs to.
  const route = findRoute(location.pathname);
  const selected = route?.menuCode ?? route?.requires ?? location.pathname;
  const group = groupOf(menu, selected);

  // The groups the user has open; the current page's group is added whenever the page changes
  // (adjusting state while rendering, so the group is open in the same paint as the new page).
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    if (group && !openKeys.includes(group)) setOpenKeys([...openKeys, group]);
  }

  const items = useMemo<MenuProps['items']>(() => {
    const label = (entry: MenuEntry) => {
      const count =
        entry.badge === 'problemParcel'
          ? problemCount
          : entry.badge === 'replenishWaiting'
            ? replenishCount
            : undefined;
      return (
        <span
          data-menu-code={entry.code}
          data-menu-title={entry.title}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
        >
          {entry.title}
          {count ? <CountBadge count={count} title={`${entry.title} ${count}`} /> : null}
        </span>
      );
    };
    // antd stretches a link inside an item over the whole item, so the entire row is the link.
    const link = (entry: MenuEntry) => <Link to={entry.code}>{label(entry)}</Link>;
    return menu.map((entry) =>
      entry.children
        ? {
            key: entry.code,
            icon: menuIcons[entry.code],
            label: label(entry),
            children: entry.children.map((c) => ({ key: c.code, label: link(c) })),
          }
        : { key: entry.code, icon: menuIcons[entry.code], label: link(entry) },
    );
  }, [menu, problemCount, replenishCount]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[selected]}
      openKeys={forceOpen.length ? [...new Set([...openKeys, ...forceOpen])] : openKeys}
      onOpenChange={setOpenKeys}
      style={{ borderInlineEnd: 0 }}
    />
  );
}

import type { ReactNode } from 'react';
import { Tabs, theme } from 'antd';
import { CountBadge } from '../../CountBadge/CountBadge.tsx';
import { useNarrowLayout } from '../../PageShell/useNarrowLayout.ts';

export interface StatusTabItem {
  key: string;
  label: ReactNode;
  /**
   * The tab's live count. `undefined`: this tab shows no count (全部, say). `null`: it has one, not known
   * yet (nothing shown, or the placeholder while `loading`).
   */
  count?: number | null;
}

export interface StatusTabsProps {
  items: StatusTabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Counts are being fetched: every tab that has a count shows a placeholder instead. */
  loading?: boolean;
  /** Counts as red badges with 99+ above 99 (for 待处理-like tabs); default is plain `(1234)` text. */
  badge?: boolean;
  /** The list below the tabs; it renders as the active tab's panel, so the tabs label it for screen readers. */
  children?: ReactNode;
}

function CountPlaceholder() {
  const { token } = theme.useToken();
  return (
    <span
      data-count-placeholder=""
      aria-hidden
      style={{
        display: 'inline-block',
        width: '2em',
        height: '0.75em',
        marginInlineStart: 6,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillSecondary,
        verticalAlign: 'middle',
      }}
    />
  );
}

function TabCount({ count, badge }: { count: number; badge: boolean }) {
  const { token } = theme.useToken();
  if (badge) {
    return (
      <span style={{ marginInlineStart: 6 }}>
        <CountBadge count={count} />
      </span>
    );
  }
  // Plain text stays exact in the thousands: the 99+ cap is only for badges.
  return <span style={{ marginInlineStart: 4, color: token.colorTextSecondary }}>({count})</span>;
}

/** Status tabs of a list page (待付款 / 待发货 / …) with live counts from the server. */
export function StatusTabs({
  items,
  activeKey,
  onChange,
  loading = false,
  badge = false,
  children,
}: StatusTabsProps) {
  const narrow = useNarrowLayout();
  return (
    <Tabs
      activeKey={activeKey}
      onChange={onChange}
      size={narrow ? 'small' : 'medium'}
      tabBarGutter={narrow ? 16 : 28}
      // Without a list inside, the empty panel would be a pointless tab stop: leave it out of the page.
      styles={children === undefined ? { header: { marginBottom: 0 }, body: { display: 'none' } } : undefined}
      aria-busy={loading || undefined}
      items={items.map(({ key, label, count }) => ({
        key,
        label: (
          <span>
            {label}
            {count !== undefined &&
              (loading ? <CountPlaceholder /> : count !== null && <TabCount count={count} badge={badge} />)}
          </span>
        ),
        children: key === activeKey ? children : null,
      }))}
    />
  );
}

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, FloatButton, Layout, theme } from 'antd';

// Only phones use the drawer; desktops do not download it.
const Drawer = lazy(() => import('antd/es/drawer'));
import { MenuOutlined } from '@ant-design/icons';
import { useNarrowLayout } from './useNarrowLayout.ts';

export interface PageShellProps {
  /** The brand mark at the top left. */
  logo?: ReactNode;
  /** The product name next to the logo. */
  title?: ReactNode;
  /** The header's right side: feedback link, messages with their count, the user dropdown. */
  headerExtra?: ReactNode;
  /** The left bar's content, usually an antd Menu built by the console. */
  menu?: ReactNode;
  /** Routes with meta leftBarShow=false hide the left bar (spec §2). */
  showMenu?: boolean;
  menuWidth?: number;
  /**
   * Changes on every navigation (the console passes the path): on a phone the menu drawer closes, so a
   * shortcut or an in-page link never leaves it open over the new page.
   */
  navigationKey?: string;
  children?: ReactNode;
}

const HEADER_HEIGHT = 56;
const DRAWER_ID = 'oms-menu-drawer';
const MAIN_ID = 'oms-main';
// Out of sight until the keyboard reaches it: the first Tab of every page.
const SKIP_LINK_RULES = `.oms-skip-link { position: fixed; left: 8px; top: 8px; z-index: 1100; padding: 8px 16px;
  background: #fff; border-radius: 6px; box-shadow: 0 2px 8px rgba(0,0,0,.25); transform: translateY(-200%); }
.oms-skip-link:focus { transform: none; }`;

/** 跳到主要内容: past the header and the menu (6–11 Tab stops) to the page itself. */
function SkipLink() {
  return (
    <>
      <style href="oms-skip-link" precedence="oms">
        {SKIP_LINK_RULES}
      </style>
      <a
        className="oms-skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // focus, not the address's hash: the router would take the hash for a navigation
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        跳到主要内容
      </a>
    </>
  );
}

/** A plain click on a link the app handles itself: the drawer's job is done. Ctrl/⌘/middle clicks open a tab and leave it open. */
function isInAppLinkClick(event: MouseEvent): boolean {
  const target = event.target as Element | null;
  if (!target?.closest?.('a[href]')) return false;
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The console's frame: top header, left bar, scrolling content and a back-to-top button (spec §2).
 * Below antd's `md` breakpoint (768 px) the left bar becomes a drawer behind a menu button in the header
 * and the paddings shrink, as Ant Design Pro consoles do.
 * It knows nothing about routes or permissions; the console passes the menu in.
 */
export function PageShell({
  logo,
  title,
  headerExtra,
  menu,
  showMenu = true,
  menuWidth = 208,
  navigationKey,
  children,
}: PageShellProps) {
  const { token } = theme.useToken();
  const narrow = useNarrowLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Close the drawer when the page changes (the adjust-state-while-rendering pattern: no effect, no flash).
  const [seenKey, setSeenKey] = useState(navigationKey);
  if (seenKey !== navigationKey) {
    setSeenKey(navigationKey);
    if (drawerOpen) setDrawerOpen(false);
  }

  const hasMenu = showMenu && menu !== undefined;
  const nav = (
    <nav aria-label="主菜单" style={{ paddingBlock: 8 }}>
      {menu}
    </nav>
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          display: 'flex',
          alignItems: 'center',
          gap: narrow ? 8 : 12,
          // antd sets the header's line-height to its height, which pushes slot content off-centre.
          lineHeight: 'normal',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          ...(narrow ? { paddingInline: 8 } : null),
        }}
      >
        {hasMenu && narrow && (
          <Button
            type="text"
            icon={<MenuOutlined aria-hidden />}
            aria-label="打开菜单"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? DRAWER_ID : undefined}
            onClick={() => setDrawerOpen(true)}
            data-testid="menu-button"
          />
        )}
        {logo}
        {title !== undefined && (
          <span
            style={{
              fontSize: 16,
              fontWeight: 600,
              color: token.colorText,
              whiteSpace: 'nowrap',
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {title}
          </span>
        )}
        <div
          style={{
            marginInlineStart: 'auto',
            display: 'flex',
            alignItems: 'center',
            gap: narrow ? 4 : 16,
            flexShrink: 0,
          }}
        >
          {headerExtra}
        </div>
      </Layout.Header>
      <Layout hasSider={hasMenu && !narrow}>
        {hasMenu && !narrow && (
          <Layout.Sider
            width={menuWidth}
            style={{
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100vh - ${HEADER_HEIGHT}px)`,
              overflowY: 'auto',
              background: token.colorBgContainer,
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            {nav}
          </Layout.Sider>
        )}
        {/* Layout.Content is the page's <main>. */}
        <Layout.Content
          id={MAIN_ID}
          tabIndex={-1}
          style={{ padding: narrow ? 8 : 16, minWidth: 0, outline: 'none' }}
        >
          {children}
        </Layout.Content>
      </Layout>
      {hasMenu && narrow && (
        <Suspense fallback={null}>
          <Drawer
            id={DRAWER_ID}
            placement="left"
            size={Math.min(menuWidth + 48, 320)}
            title="菜单"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            styles={{ body: { padding: 0 } }}
          >
            <div onClick={(e) => isInAppLinkClick(e) && setDrawerOpen(false)}>{nav}</div>
          </Drawer>
        </Suspense>
      )}
      {/* on a phone the pager sits at the bottom right: the button stays above it */}
      <FloatButton.BackTop
        aria-label="回到顶部"
        style={narrow ? { insetInlineEnd: 12, insetBlockEnd: 112 } : undefined}
      />
    </Layout>
  );
}

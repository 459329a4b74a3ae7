import type { ReactNode } from 'react';
import { FloatButton, Layout, theme } from 'antd';

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
  children?: ReactNode;
}

const HEADER_HEIGHT = 56;

/**
 * The console's frame: top header, left bar, scrolling content and a back-to-top button (spec §2).
 * It knows nothing about routes or permissions; the console passes the menu in.
 */
export function PageShell({ logo, title, headerExtra, menu, showMenu = true, menuWidth = 208, children }: PageShellProps) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          // antd sets the header's line-height to its height, which pushes slot content off-centre.
          lineHeight: 'normal',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {logo}
        {title !== undefined && (
          <span style={{ fontSize: 16, fontWeight: 600, color: token.colorText, whiteSpace: 'nowrap' }}>{title}</span>
        )}
        <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 16 }}>{headerExtra}</div>
      </Layout.Header>
      <Layout hasSider={showMenu && menu !== undefined}>
        {showMenu && menu !== undefined && (
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
            <nav aria-label="主菜单" style={{ paddingBlock: 8 }}>
              {menu}
            </nav>
          </Layout.Sider>
        )}
        {/* Layout.Content is the page's <main>. */}
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
      <FloatButton.BackTop aria-label="回到顶部" />
    </Layout>
  );
}

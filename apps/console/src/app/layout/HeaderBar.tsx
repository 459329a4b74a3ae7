import { useId, useMemo, useRef, useState } from 'react';
import { Avatar, Dropdown, Flex } from 'antd';
import { BellOutlined, CustomerServiceOutlined, DownOutlined } from '@ant-design/icons';
import { CountBadge, useFeedback, useNarrowLayout } from '@oms/ui';
import { Link, useNavigate } from 'react-router-dom';
import type { UserInfo } from '@oms/api-client';
import { logout } from '../../api/signIn.ts';
import { useUnreadMessageCount } from '../../api/shell.ts';
import { clearAuth, isPurchaserLogin } from '../session/authStorage.ts';
import { ssoUrlFor } from '../../api/client.ts';
import { PageHelp } from './PageHelp.tsx';

const SERVICE_TEXT = '联系客服 / 意见反馈';

/**
 * The header's right side (spec §2): service link, messages with their count, the user menu.
 * On a phone only the icons and the user's initial show; the names stay for screen readers.
 */
export function HeaderBar({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const { confirm } = useFeedback();
  const unread = useUnreadMessageCount().data ?? 0;
  const [menuOpen, setMenuOpenState] = useState(false);
  // The latest state for the frame-by-frame focus below, which must not pull focus into a closing menu.
  const openRef = useRef(false);
  const setMenuOpen = (open: boolean) => {
    openRef.current = open;
    setMenuOpenState(open);
  };
  const buttonId = useId();
  const onMenuOpenChange = (next: boolean) => {
    // Closing while the keyboard is in the menu (Escape, or an entry chosen): focus goes back to the
    // button, not to the start of the page.
    if (!next && document.activeElement?.closest('.ant-dropdown')) document.getElementById(buttonId)?.focus();
    setMenuOpen(next);
  };
  // Opened by Enter or Space (a click with no pointer behind it): the keyboard moves into the menu, where
  // the arrow keys walk the entries and Enter picks one. The menu mounts on its first opening, hence the wait.
  const openMenu = (byKeyboard: boolean) => {
    setMenuOpen(true);
    if (!byKeyboard) return;
    let frames = 0;
    const focusMenu = () => {
      if (!openRef.current) return;
      const list = document.querySelector<HTMLElement>('ul.oms-user-menu');
      if (list && list.offsetParent !== null) list.focus();
      else if ((frames += 1) < 30) requestAnimationFrame(focusMenu);
    };
    requestAnimationFrame(focusMenu);
  };

  const signOut = async () => {
    if (!(await confirm({ content: '确定要退出登录？' }))) return;
    const purchaser = isPurchaserLogin();
    await logout();
    clearAuth();
    window.location.assign(purchaser ? '/login' : ssoUrlFor('/home'));
  };

  // one menu object across renders: a count arriving while the keyboard is in the open menu re-renders
  // the header, and must not hand the menu new entries under the highlighted one
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;
  const userMenu = useMemo(
    () => ({
      className: 'oms-user-menu',
      items: [
        { key: 'payPassword', label: '修改支付密码', onClick: () => navigate('/funds/resetPayPass') },
        { type: 'divider' as const },
        { key: 'logout', label: '退出登录', onClick: () => void signOutRef.current() },
      ],
    }),
    [navigate],
  );
  const shownName = user.subUsername ? `${user.username}（${user.subUsername}）` : user.username;
  return (
    <Flex align="center" gap={narrow ? 4 : 24}>
      <PageHelp />
      <Link
        to="/helpCenter"
        className="oms-header-link"
        aria-label={narrow ? SERVICE_TEXT : undefined}
        title={narrow ? SERVICE_TEXT : undefined}
      >
        <CustomerServiceOutlined aria-hidden style={{ fontSize: narrow ? 18 : undefined }} />
        {!narrow && <span style={{ marginLeft: 6 }}>{SERVICE_TEXT}</span>}
      </Link>
      <Link
        to="/announcement/list"
        className="oms-header-link"
        aria-label={`消息，${unread}条未读`}
        data-testid="messages-link"
      >
        <CountBadge count={unread} title={`${unread}条未读消息`}>
          <BellOutlined aria-hidden style={{ fontSize: 18, padding: 4 }} />
        </CountBadge>
        {!narrow && <span style={{ marginLeft: 6 }}>消息</span>}
      </Link>
      <Dropdown
        open={menuOpen}
        onOpenChange={onMenuOpenChange}
        // Escape is ours before the menu sees it (it would move its own focus a frame later): close, back to the button.
        // Enter on the list itself chooses the highlighted entry: rc-menu highlights an entry on an arrow key
        // and moves focus to it a frame later, only if it is still the highlighted one then — on a loaded
        // machine that frame can be missed, focus stays on the list, and rc-menu's Enter (bound to the
        // entry) never fires.
        popupRender={(menuNode) => (
          <div
            onKeyDownCapture={(e) => {
              if (e.key === 'Enter' && (e.target as HTMLElement).getAttribute('role') === 'menu') {
                const active = e.currentTarget.querySelector<HTMLElement>('.ant-dropdown-menu-item-active');
                if (!active) return;
                e.preventDefault();
                e.stopPropagation();
                active.click();
                return;
              }
              if (e.key !== 'Escape') return;
              e.stopPropagation();
              onMenuOpenChange(false);
            }}
          >
            {menuNode}
          </div>
        )}
        menu={userMenu}
      >
        {/* Hover opens it for the mouse; a click, Enter or Space opens it too (and never closes a menu the hover opened).
            Escape closes it and gives focus back to the button. */}
        <button
          id={buttonId}
          type="button"
          className="oms-user-button"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          data-testid="current-user"
          onClick={(e) => openMenu(e.detail === 0)}
        >
          <Avatar size="small" style={{ background: '#1d6fb8', flexShrink: 0 }} aria-hidden>
            {user.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className={narrow ? 'oms-visually-hidden' : undefined}>{shownName}</span>
          {!narrow && <DownOutlined style={{ fontSize: 10 }} aria-hidden />}
        </button>
      </Dropdown>
    </Flex>
  );
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from 'antd';
import { renderKit } from '../../test/render.tsx';
import { PageShell } from './PageShell.tsx';
import { Page } from './Page.tsx';
import { fakeMatchMedia } from '../testing/domShims.ts';

const menu = <Menu mode="inline" items={[{ key: '/home', label: '工作台' }]} />;

/** A phone: every `max-width` query matches, every `min-width` one does not. */
function emulatePhone() {
  const original = window.matchMedia;
  window.matchMedia = fakeMatchMedia((query) => query.includes('max-width'));
  return () => {
    window.matchMedia = original;
  };
}

describe('PageShell', () => {
  it('frames the page: header, left menu, main content with its heading', () => {
    renderKit(
      <PageShell title="订单管理系统" headerExtra={<span>消息</span>} menu={menu}>
        <Page title="代发订单" extra={<button type="button">导出</button>}>
          列表
        </Page>
      </PageShell>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('订单管理系统');
    expect(screen.getByRole('banner')).toHaveTextContent('消息');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toHaveTextContent('工作台');
    expect(screen.getByRole('main')).toHaveTextContent('列表');
    expect(screen.getByRole('heading', { level: 1, name: '代发订单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('hides the left bar for routes with leftBarShow=false', () => {
    renderKit(
      <PageShell title="订单管理系统" menu={menu} showMenu={false}>
        帮助中心
      </PageShell>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('帮助中心');
  });

  describe('on a phone (below 768 px)', () => {
    let restore: () => void = () => {};
    afterEach(() => restore());

    it('puts the menu in a drawer behind a menu button, which a link click closes', async () => {
      restore = emulatePhone();
      const onNavigate = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
      const linkMenu = (
        <Menu
          mode="inline"
          items={[
            {
              key: '/home',
              label: (
                <a href="/home" onClick={onNavigate}>
                  工作台
                </a>
              ),
            },
          ]}
        />
      );
      renderKit(
        <PageShell title="订单管理系统" menu={linkMenu}>
          列表
        </PageShell>,
      );
      expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
      const button = screen.getByRole('button', { name: '打开菜单' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      // The drawer is loaded on first use: on a busy machine that takes longer than findBy's default second.
      const nav = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 10_000 });
      await userEvent.click(within(nav).getByRole('link', { name: '工作台' }));
      expect(onNavigate).toHaveBeenCalledOnce();
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    });

    it('closes the drawer when the page changes', async () => {
      restore = emulatePhone();
      const { rerender } = renderKit(
        <PageShell title="订单管理系统" menu={menu} navigationKey="/home">
          列表
        </PageShell>,
      );
      const button = screen.getByRole('button', { name: '打开菜单' });
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      rerender(
        <PageShell title="订单管理系统" menu={menu} navigationKey="/funds/balance">
          列表
        </PageShell>,
      );
      expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('shows no menu button where the route hides the left bar', () => {
      restore = emulatePhone();
      renderKit(
        <PageShell title="订单管理系统" menu={menu} showMenu={false}>
          帮助中心
        </PageShell>,
      );
      expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Menu } from 'antd';
import { renderKit } from '../../test/render.tsx';
import { PageShell } from './PageShell.tsx';
import { Page } from './Page.tsx';

const menu = <Menu mode="inline" items={[{ key: '/home', label: '工作台' }]} />;

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
});

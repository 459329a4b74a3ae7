import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../test/render.tsx';
import { ForbiddenResult } from './ForbiddenResult.tsx';
import { NotFoundResult } from './NotFoundResult.tsx';

describe('result pages (spec §2)', () => {
  it('403 shows 暂无权限 with its hint and goes back home', async () => {
    const onBack = vi.fn();
    renderKit(<ForbiddenResult onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: '暂无权限' })).toBeInTheDocument();
    expect(screen.getByText('请联系主账号管理人员开通权限')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('404 shows 页面不存在 with its hint and goes back home', async () => {
    const onBack = vi.fn();
    renderKit(<NotFoundResult onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByText('请检查您输入的网址是否正确，点击以下按钮返回主页或者发送错误报告')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

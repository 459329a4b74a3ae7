import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DatePicker, Input, Pagination, theme } from 'antd';
import dayjs from 'dayjs';
import { renderKit } from '../../test/render.tsx';
import { fakeMatchMedia } from '../testing/index.ts';

function MotionReadout() {
  return <span>{theme.useToken().token.motion ? '动效开' : '动效关'}</span>;
}

describe('OmsProvider', () => {
  it('puts antd and dayjs in zh_CN (spec §9: locale zh-cn)', () => {
    renderKit(
      <>
        <DatePicker />
        <Pagination total={200} showSizeChanger />
      </>,
    );
    expect(screen.getByPlaceholderText('请选择日期')).toBeInTheDocument();
    expect(screen.getByText('10 条/页')).toBeInTheDocument();
    expect(dayjs().locale()).toBe('zh-cn');
  });

  it('names Input.Search’s icon-only button in Chinese, not antd’s English icon name', () => {
    renderKit(<Input.Search aria-label="搜索订单" />);
    expect(screen.getByRole('button', { name: '搜索' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'search' })).toBeNull();
  });

  describe('motion', () => {
    const original = window.matchMedia;
    afterEach(() => {
      window.matchMedia = original;
    });

    it('animates by default', () => {
      window.matchMedia = fakeMatchMedia(() => false);
      renderKit(<MotionReadout />);
      expect(screen.getByText('动效开')).toBeInTheDocument();
    });

    it('turns antd’s animations off when the system asks for reduced motion', () => {
      window.matchMedia = fakeMatchMedia((q) => q === '(prefers-reduced-motion: reduce)');
      renderKit(<MotionReadout />);
      expect(screen.getByText('动效关')).toBeInTheDocument();
    });
  });
});

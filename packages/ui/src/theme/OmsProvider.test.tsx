import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DatePicker, Pagination } from 'antd';
import dayjs from 'dayjs';
import { renderKit } from '../../test/render.tsx';

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
});

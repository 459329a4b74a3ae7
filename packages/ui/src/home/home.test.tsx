import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { StatCard } from './StatCard.tsx';
import { TodoCard } from './TodoCard.tsx';
import { NoticeStrip } from './NoticeStrip.tsx';

describe('工作台 cards', () => {
  it('StatCard: today, yesterday and the change, said in words too', () => {
    renderKit(<StatCard title="订单数" value="128" yesterday="100" delta={28} />);
    expect(screen.getByText('128')).toBeVisible();
    expect(screen.getByText('昨日 100')).toBeVisible();
    expect(screen.getByTestId('stat-card')).toHaveTextContent('▲增加28');
  });

  it('StatCard: 持平, a fall, and no record for yesterday', () => {
    const { rerender } = renderKit(<StatCard title="已发货" value="5" yesterday="5" delta={0} />);
    expect(screen.getByText('持平')).toBeVisible();
    rerender(<StatCard title="已发货" value="3" yesterday="5" delta={-2} />);
    expect(screen.getByTestId('stat-card')).toHaveTextContent('▼减少2');
    rerender(<StatCard title="已发货" value="3" yesterday={null} delta={null} />);
    expect(screen.getByText('昨日 —')).toBeVisible();
  });

  it('TodoCard: 99+ above 99', () => {
    renderKit(<TodoCard label="待付款" count={120} />);
    expect(screen.getByTestId('todo-card')).toHaveTextContent('待付款99+120条');
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('NoticeStrip: pinned first mark, nothing at all without notices', () => {
    const { container, rerender } = renderKit(
      <NoticeStrip
        items={[{ id: 1, title: '双十二发货安排', pinned: true }]}
        renderLink={(item, children) => <a href={`/n/${item.id}`}>{children}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: '双十二发货安排' })).toHaveAttribute('href', '/n/1');
    expect(screen.getByText('[置顶]')).toBeVisible();
    rerender(<NoticeStrip items={[]} renderLink={(_, c) => c} />);
    expect(container.querySelector('[aria-label="平台公告"]')).toBeNull();
  });
});

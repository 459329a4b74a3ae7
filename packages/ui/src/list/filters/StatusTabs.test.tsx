import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../test/render.tsx';
import { StatusTabs, type StatusTabItem } from './StatusTabs.tsx';

const items: StatusTabItem[] = [
  { key: 'all', label: '全部' },
  { key: 'waitingPayment', label: '待付款', count: 8 },
  { key: 'waitingTaking', label: '待拿货', count: 1234 },
  { key: 'problem', label: '异常', count: null },
];

describe('StatusTabs', () => {
  it('shows plain counts, exact in the thousands, and marks the active tab', () => {
    renderKit(<StatusTabs items={items} activeKey="waitingTaking" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: '待付款(8)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待拿货(1234)' })).toHaveAttribute('aria-selected', 'true');
    // null: the tab has a count, not known yet — nothing is shown rather than a wrong 0.
    expect(screen.getByRole('tab', { name: '异常' })).toBeInTheDocument();
    // No list inside: no empty panel to tab into.
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('shows badges with 99+ above 99 when asked', () => {
    renderKit(<StatusTabs items={items} activeKey="all" onChange={() => {}} badge />);
    expect(screen.getByRole('tab', { name: /待拿货/ })).toHaveTextContent('待拿货99+');
    expect(screen.getByRole('tab', { name: /待付款/ })).toHaveTextContent('待付款8');
    expect(screen.queryByText('(1234)')).toBeNull();
  });

  it('shows placeholders instead of counts while loading', () => {
    const { container } = renderKit(<StatusTabs items={items} activeKey="all" onChange={() => {}} loading />);
    expect(screen.getByRole('tab', { name: '待付款' })).not.toHaveTextContent('8');
    expect(screen.getByRole('tab', { name: '待拿货' })).not.toHaveTextContent('1234');
    // One per tab with a count (待付款, 待拿货, 异常); 全部 has none.
    expect(container.querySelectorAll('[data-count-placeholder]')).toHaveLength(3);
  });

  it('changes tab on click and from the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderKit(<StatusTabs items={items} activeKey="all" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: '待付款(8)' }));
    expect(onChange).toHaveBeenLastCalledWith('waitingPayment');

    onChange.mockClear();
    screen.getByRole('tab', { name: '全部' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('waitingTaking');
  });

  it('renders the list as the active tab panel', () => {
    renderKit(
      <StatusTabs items={items} activeKey="waitingPayment" onChange={() => {}}>
        <p>订单列表</p>
      </StatusTabs>,
    );
    expect(screen.getByRole('tabpanel', { name: '待付款(8)' })).toHaveTextContent('订单列表');
  });
});

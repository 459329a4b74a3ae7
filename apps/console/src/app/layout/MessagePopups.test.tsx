import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { OmsProvider } from '@oms/ui';

const api = vi.hoisted(() => ({
  fetchMessagePopups: vi.fn(),
  markMessagesRead: vi.fn(),
}));
vi.mock('../../api/messages.ts', () => api);

const { MessagePopups } = await import('./MessagePopups.tsx');

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

const message = {
  id: 41,
  category: 'ORDER_ABNORMAL',
  type: 'ABNORMAL_LACK',
  title: '订单缺货：DF900001',
  content: 'A12-8865 黑色/M ×1，请选择等待、换档口、退款或有货先发。',
  link: '/order/abnormalList?kind=LACK',
  code: 'DF900001',
  digest: 0,
  read: false,
  at: '2026-12-01T02:00:00.000Z',
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPopups() {
  return render(
    <OmsProvider>
      <MemoryRouter initialEntries={['/home']}>
        <MessagePopups />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </OmsProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('弹窗提醒', () => {
  it('pops up nothing from before the visit, then what came since, and 查看 opens its list', async () => {
    api.fetchMessagePopups
      .mockResolvedValueOnce({ now: '2026-12-01T01:59:00.000Z', list: [] })
      .mockResolvedValueOnce({ now: '2026-12-01T02:00:05.000Z', list: [message] });
    api.markMessagesRead.mockResolvedValue({ errorCode: 0, errorMsg: '', data: { marked: 1 } });
    renderPopups();
    await waitFor(() => expect(api.fetchMessagePopups).toHaveBeenCalledWith(undefined));
    expect(screen.queryByText('订单缺货：DF900001')).toBeNull();

    // the page comes back into view: polled at once, from where the last answer left off
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(api.fetchMessagePopups).toHaveBeenLastCalledWith('2026-12-01T01:59:00.000Z'));
    expect(await screen.findByText('订单缺货：DF900001')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '查看' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/order/abnormalList?kind=LACK'),
    );
    expect(api.markMessagesRead).toHaveBeenCalledWith({ ids: [41] });
  });
});

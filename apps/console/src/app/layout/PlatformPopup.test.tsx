import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { OmsProvider } from '@oms/ui';
import type { Popup } from '@oms/api-client';

const api = vi.hoisted(() => ({ fetchPopup: vi.fn(), markPopupShown: vi.fn() }));
vi.mock('../../api/popups.ts', () => api);

const { PlatformPopup } = await import('./PlatformPopup.tsx');

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

const rule: Popup = {
  id: 7,
  title: '代发规则调整通知',
  body: '缺货订单默认等待 **2 天** 后自动退款。',
  link: '/basicSet/orderFulfillmentStrategy',
  linkText: '去设置',
  frequency: 'ONCE',
};

/** A stand-in for the server's bookkeeping: ONCE seen → gone; DAILY seen → gone until `nextDay()`. */
function server(popups: Popup[]) {
  const seen = new Set<number>();
  api.fetchPopup.mockImplementation(
    async () => popups.find((p) => p.frequency === 'EVERY_VISIT' || !seen.has(p.id)) ?? null,
  );
  api.markPopupShown.mockImplementation(async (id: number) => {
    seen.add(id);
    return { errorCode: 0, errorMsg: '', data: null };
  });
  return {
    nextDay: () => popups.filter((p) => p.frequency === 'DAILY').forEach((p) => seen.delete(p.id)),
  };
}

function Frame() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <PlatformPopup page={location.pathname} />
      <output data-testid="where">{location.pathname}</output>
      <button onClick={() => navigate('/order/daifaOrderList')}>去代发订单</button>
      <button onClick={() => navigate('/home')}>回工作台</button>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <OmsProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Frame />} />
        </Routes>
      </MemoryRouter>
    </OmsProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('平台弹窗', () => {
  it('shows the page’s popup in Markdown, counts it seen, and its button opens its link', async () => {
    server([rule]);
    renderAt('/home');
    const dialog = await screen.findByRole('dialog', { name: '代发规则调整通知' });
    expect(api.fetchPopup).toHaveBeenCalledWith('/home');
    expect(dialog.querySelector('strong')?.textContent).toBe('2 天');
    expect(api.markPopupShown).toHaveBeenCalledExactlyOnceWith(7);
    fireEvent.click(screen.getByRole('button', { name: '去设置' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/basicSet/orderFulfillmentStrategy'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ONCE: closed with 知道了, a later visit shows it no more', async () => {
    server([rule]);
    renderAt('/home');
    await screen.findByRole('dialog', { name: '代发规则调整通知' });
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '去代发订单' }));
    fireEvent.click(screen.getByRole('button', { name: '回工作台' }));
    // asked again on closing (the next one due may follow) and on each route
    await waitFor(() => expect(api.fetchPopup).toHaveBeenCalledTimes(4));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('DAILY: once a day, again the next day; no second popup over an open one', async () => {
    const daily: Popup = {
      ...rule,
      id: 8,
      title: '双十二备货活动',
      link: null,
      linkText: null,
      frequency: 'DAILY',
    };
    const clock = server([daily]);
    const first = renderAt('/home');
    await screen.findByRole('dialog', { name: '双十二备货活动' });
    // moving on while it is open asks nothing more
    fireEvent.click(screen.getByRole('button', { name: '去代发订单' }));
    expect(api.fetchPopup).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '去看看' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(api.fetchPopup).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    clock.nextDay();
    renderAt('/home');
    await screen.findByRole('dialog', { name: '双十二备货活动' });
  });
});

import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { shopEndpoints, type ShopRow } from '@oms/api-client';
import { OmsProvider } from '@oms/ui';
import { fakeMatchMedia } from '@oms/ui/testing';

// The console's client binds fetch when it is created: the fake goes in before any import uses it.
const server = await vi.hoisted(async () => {
  const { createFakeShopServer } = await import('./fakeShopServer.ts');
  const fake = createFakeShopServer();
  fake.install();
  return fake;
});
const { ok, refused, shopRow } = await import('./fakeShopServer.ts');
const { default: ShopAuthorizationPage } = await import('./ShopAuthorizationPage.tsx');

// dialogs and tables under a loaded 2-core CI box: room beyond the config's 30 s
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

const PAGE = '/basicSet/shopAuthorization';
const paths = Object.fromEntries(Object.entries(shopEndpoints).map(([name, e]) => [name, e.path])) as Record<
  keyof typeof shopEndpoints,
  string
>;

const expired = shopRow({
  id: 1,
  name: '小鹿女装旗舰店',
  platform: 'TAOBAO',
  authState: 'EXPIRED',
  leftDays: 0,
});
const expiring = shopRow({
  id: 2,
  name: '小鹿女装拼多多店',
  platform: 'PDD',
  authState: 'EXPIRING',
  leftDays: 3,
});
const redBook = shopRow({
  id: 3,
  name: '小鹿小红书店',
  platform: 'REDBOOK',
  needsVerification: true,
  lastSyncAt: null,
  lastSyncResult: null,
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(url = PAGE) {
  return render(
    <StrictMode>
      <OmsProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path={PAGE}
                element={
                  <>
                    <ShopAuthorizationPage />
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </OmsProvider>
    </StrictMode>,
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
/** The newest dialog showing this text (a closed one may linger through its leave animation). */
const dialogTitled = async (title: string) =>
  (await screen.findAllByText(title)).at(-1)!.closest<HTMLElement>('.ant-modal')!;

beforeEach(() => {
  server.reset();
  localStorage.clear();
  // Signed in: the client sends these headers and does not go to SSO.
  localStorage.setItem('user_id', '7');
  localStorage.setItem('user_hash', 'hash');
  server.answer(paths.list, () => ok<ShopRow[]>([expired, expiring, redBook]));
});

afterEach(() => cleanup());

describe('店铺授权', () => {
  it('lists the shops with their state, days left (0 once expired) and what each may do', async () => {
    server.answer(paths.list, () => ok([{ ...expired, leftDays: -2 }, expiring, redBook]));
    renderPage();

    const taobao = await rowOf('小鹿女装旗舰店');
    expect(within(taobao).getByText('淘宝')).toBeTruthy();
    expect(within(taobao).getByText('已过期')).toBeTruthy();
    expect(within(taobao).getByText('0天')).toBeTruthy();
    expect(within(taobao).getByRole('button', { name: '立即同步' }).hasAttribute('disabled')).toBe(true);

    const pdd = await rowOf('小鹿女装拼多多店');
    expect(within(pdd).getByText('即将过期')).toBeTruthy();
    expect(within(pdd).getByText('3天')).toBeTruthy();
    expect(within(pdd).getByRole('button', { name: '立即同步' }).hasAttribute('disabled')).toBe(false);

    const red = await rowOf('小鹿小红书店');
    expect(within(red).getByText('已授权')).toBeTruthy();
    expect(within(red).getByText('待验证')).toBeTruthy();
    expect(within(red).getByText('尚未同步')).toBeTruthy();
    expect(within(red).getByRole('button', { name: '验证' })).toBeTruthy();
    expect(within(red).getByRole('button', { name: '立即同步' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when there are no shops yet, and when the list fails offers 重试', async () => {
    let fail = true;
    server.answer(paths.list, () => (fail ? refused(50000, '系统繁忙，请稍后再试') : ok([])));
    renderPage();

    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('还没有授权的店铺')).toBeTruthy();
    expect(screen.getByRole('button', { name: /添加店铺/ })).toBeTruthy();
  });

  it('finishes an authorisation coming back with ?code&state once, and takes them out of the address', async () => {
    server.answer(paths.authorizeFinish, () => ok({ shopId: 9, name: '小鹿微店', platform: 'WEIDIAN' }));
    renderPage(`${PAGE}?code=abc123&state=st-1&tab=x`);

    expect(await screen.findByText('授权成功：小鹿微店')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?tab=x`);
    await waitFor(() => expect(server.callsTo(paths.list).length).toBeGreaterThanOrEqual(2));
    // StrictMode runs the effect twice; the code is still spent only once.
    expect(server.callsTo(paths.authorizeFinish)).toEqual([
      { path: paths.authorizeFinish, body: { code: 'abc123', state: 'st-1' } },
    ]);
  });

  it('shows the server’s words when the authorisation cannot be finished', async () => {
    server.answer(paths.authorizeFinish, () => refused(40000, '授权已失效，请重新点击添加店铺', 'state'));
    renderPage(`${PAGE}?code=abc123&state=st-2`);

    expect(await screen.findByText('授权已失效，请重新点击添加店铺')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(PAGE);
  });

  it('after 立即同步 shows 同步中 and asks again until the run has ended', async () => {
    let synced = false;
    server.answer(paths.syncNow, () => {
      synced = true;
      return ok(null);
    });
    server.answer(paths.syncLogs, () =>
      ok([
        {
          id: 1,
          trigger: 'MANUAL',
          startedAt: '2025-06-21T01:00:00.000Z',
          finishedAt: null,
          result: 'RUNNING',
          created: 7,
          updated: 0,
          unchanged: 0,
          error: null,
        },
      ]),
    );
    // The list says the run is over only after a couple of asks: lastSyncAt moves, the result fails.
    let asksAfterSync = 0;
    server.answer(paths.list, () => {
      if (synced) asksAfterSync += 1;
      const done = asksAfterSync >= 2;
      return ok([
        done
          ? {
              ...expiring,
              lastSyncAt: '2025-06-21T01:00:09.000Z',
              lastSyncResult: 'FAILED',
              lastSyncError: '平台限流',
            }
          : expiring,
      ]);
    });
    renderPage();

    fireEvent.click(within(await rowOf('小鹿女装拼多多店')).getByRole('button', { name: '立即同步' }));
    expect(await screen.findByText('已开始同步：小鹿女装拼多多店')).toBeTruthy();
    const row = await rowOf('小鹿女装拼多多店');
    expect(await within(row).findByText('同步中')).toBeTruthy();
    expect(await within(row).findByText('已新增 7 · 更新 0')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('失败')).toBeTruthy(), { timeout: 10_000 });
    expect(within(row).getByText('平台限流')).toBeTruthy();
    expect(within(row).queryByText('同步中')).toBeNull();
    expect(server.callsTo(paths.syncNow)).toEqual([{ path: paths.syncNow, body: { shopId: 2 } }]);
  });

  it('on a phone shows each shop as a card with its actions', async () => {
    const wide = window.matchMedia;
    window.matchMedia = fakeMatchMedia(() => true);
    try {
      renderPage();
      const card = (await screen.findByText('小鹿女装旗舰店')).closest<HTMLElement>('[role="listitem"]')!;
      expect(within(card).getByText('已过期')).toBeTruthy();
      expect(within(card).getByText('0天')).toBeTruthy();
      expect(within(card).getByRole('button', { name: '重新授权' })).toBeTruthy();
      expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('cancels an authorisation only after the seller confirms, saying synced orders stay', async () => {
    server.answer(paths.cancel, () => ok(null));
    renderPage();

    fireEvent.click(within(await rowOf('小鹿女装拼多多店')).getByRole('button', { name: '取消授权' }));
    const dialog = await dialogTitled('取消授权「小鹿女装拼多多店」？');
    expect(within(dialog).getByText(/已同步的订单会保留/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '暂不取消' }));
    expect(server.callsTo(paths.cancel)).toEqual([]);

    fireEvent.click(within(await rowOf('小鹿女装拼多多店')).getByRole('button', { name: '取消授权' }));
    const again = await dialogTitled('取消授权「小鹿女装拼多多店」？');
    const listed = server.callsTo(paths.list).length;
    fireEvent.click(within(again).getByRole('button', { name: '取消授权' }));

    expect(await screen.findByText('已取消授权：小鹿女装拼多多店')).toBeTruthy();
    expect(server.callsTo(paths.cancel)).toEqual([{ path: paths.cancel, body: { shopId: 2 } }]);
    await waitFor(() => expect(server.callsTo(paths.list).length).toBeGreaterThan(listed));
  });

  it('shows a wrong REDBOOK code on the field, and a lock as a message', async () => {
    server.answer(paths.redBookSendCode, () => ok(null));
    server.answer(paths.redBookVerify, () => refused(40000, '验证码错误，还可以再试4次', 'code'));
    renderPage();

    fireEvent.click(within(await rowOf('小鹿小红书店')).getByRole('button', { name: '验证' }));
    const dialog = await dialogTitled('验证小红书店铺：小鹿小红书店');
    fireEvent.click(within(dialog).getByRole('button', { name: '发送验证码' }));
    expect(await within(dialog).findByRole('button', { name: /60秒后重新发送/ })).toBeTruthy();
    expect(server.callsTo(paths.redBookSendCode)).toEqual([
      { path: paths.redBookSendCode, body: { shopId: 3 } },
    ]);

    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '验证' }));
    });
    const explain = await waitFor(() => {
      const text = dialog.querySelector('.ant-form-item-explain-error')?.textContent;
      expect(text).toBe('验证码错误，还可以再试4次');
      return text;
    });
    expect(explain).toBeTruthy();
    expect(server.callsTo(paths.redBookVerify)).toEqual([
      { path: paths.redBookVerify, body: { shopId: 3, code: '123456' } },
    ]);

    server.answer(paths.redBookVerify, () => refused(42900, '验证码错误次数过多，请30分钟后再试'));
    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '验证' }));
    });
    expect(await screen.findByText('验证码错误次数过多，请30分钟后再试')).toBeTruthy();
  });

  it('prompts about unverified REDBOOK shops once a day, and never again after 不再提示', async () => {
    const { useSession } = await import('../../../app/session/sessionStore.ts');
    useSession.setState({ user: { userId: 7 } as never });
    try {
      renderPage();
      const prompt = await dialogTitled('小红书店铺待验证');
      expect(within(prompt).getByText('小鹿小红书店')).toBeTruthy();
      fireEvent.click(within(prompt).getByRole('button', { name: '不再提示' }));
      expect(localStorage.getItem('redBookNeverSet:7')).toBe('1');

      cleanup();
      localStorage.removeItem('redBookPromptShownOn:7');
      renderPage();
      await rowOf('小鹿小红书店');
      expect(screen.queryByText('小红书店铺待验证')).toBeNull();
    } finally {
      useSession.setState({ user: null });
    }
  });
});

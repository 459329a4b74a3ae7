import { expect, test } from './support/test.ts';
import { measureFirstLoad, type FirstLoad } from './support/firstLoad.ts';

/**
 * The first load is split and compressed: the sign-in page and the shell with /home stay under a byte
 * budget of compressed JavaScript (a count of bytes, not a timing; timings live in `pnpm bench`).
 */
const BUDGET_BYTES = 300 * 1024;
/**
 * The shell with /home was at 299.9 KiB when the frame began asking for a list's first page as its
 * address is taken (issue 26: the request no longer waits for the page's code): 150 bytes more, kept
 * that small by loading the asking code only when a list opens. Every page built since adds what the
 * shell must know of it — its lazy import in the router, its route entry, its error codes — ~80 to
 * 200 bytes each, never the page's own code: 售后订单, its detail and 店铺退货电话 brought it to 301.3 KiB
 * (issue 27). The room left is for the pages the after-sales, pick-up and workspace issues add, each
 * checked here; a page whose own code shows up in this count is a bug to fix, not a reason to grow it.
 * The photos, 以图搜件, 关联售后, the labels and ConfirmButton (issue 27) brought it to 303.6 KiB: the entry's
 * map of lazy chunks (231 names, each new shared chunk one more with its importers' indexes) and two
 * query keys — no page code (checked by grepping the chunks /home loads).
 * 拿货任务指派 (issue 28) took it to 304.1 KiB: its route and lazy import, the 47xxx error words the
 * client shows, the in-page rights (指派, 打印) in the permission tree and the pick-up query keys; the
 * board, 我的任务 and the phone's IndexedDB queue stay in their own chunk (`PickupPage-*.js`).
 * 退货登记/指派, 拿货结算账单, 拿货员结算, 对账单 and the three 数据统计 pages (issue 28) took it to 308.4 KiB: seven
 * routes and lazy imports, their query keys and the entry's map of their chunks (echarts and each page
 * in its own; none on /home, checked by grepping the chunks /home loads for 应交回, 频繁缺货, echarts).
 * 线下退货单's goods on 退货登记指派 (issue 28) passed 309 KiB by 47 bytes: the 退货员 picker both pages
 * share is one more lazy chunk in the entry's map, and 送退档口 names its 退货员 in the contract.
 * 工作台's own content (issue 29) took it to 316.4 KiB: the notice strip, the eight stat cards against
 * yesterday and the to-do cards with their contract (the message and home schemas). What is not on
 * screen at first stays out: the trend (its range switch, data and echarts) loads when scrolled to, the
 * 弹窗提醒 poller three seconds after the page has loaded.
 * 消息中心, 物流查询, 商品关联, 自定义商品, 自定义发货信息, 提速发货, 订单履约策略 and 帮助中心 (issue 29) took it to
 * 319.7 KiB: eight routes, their lazy imports, query keys and error words, and the 弹窗 contract the
 * poller shares. The header's ? once put antd's List (with Pagination and Select) in the shell — 356 KiB,
 * caught here; its drawer now loads when first opened (`PageHelpDrawer-*.js`).
 */
const SHELL_BUDGET_BYTES = 322 * 1024;

/** Every script worth compressing (the build leaves files under 1 KB as they are) went out as brotli. */
function expectCompressed(load: FirstLoad) {
  const big = load.scripts.filter((s) => s.encoding !== 'identity' || s.bytes >= 1024);
  expect(big.length).toBeGreaterThan(3);
  expect(big.filter((s) => s.encoding !== 'br')).toEqual([]);
}

test('the sign-in page loads under the budget, brotli-compressed', async ({ page }) => {
  const load = await measureFirstLoad(page, '/login', async (p) => {
    await expect(p.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  });
  expectCompressed(load);
  expect(load.jsBytes).toBeLessThan(BUDGET_BYTES);
});

test('the shell with /home loads under the budget', async ({ page, signInAs }) => {
  await signInAs('seller');
  const load = await measureFirstLoad(page, '/home', async (p) => {
    await expect(p.getByRole('heading', { name: '工作台' }).first()).toBeVisible();
  });
  expectCompressed(load);
  expect(load.jsBytes).toBeLessThan(SHELL_BUDGET_BYTES);
});

test('hashed assets are cached for a year, the page never, gzip for browsers without brotli', async ({
  request,
  baseURL,
}) => {
  const page = await request.get(`${baseURL}/home`);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
  const asset = await request.get(`${baseURL}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['vary']).toMatch(/accept-encoding/i);
});

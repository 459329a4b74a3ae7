import { expect, test } from '../e2e/support/test.ts';
import { measureFirstLoad, type FirstLoad } from '../e2e/support/firstLoad.ts';
import { signIn } from '../e2e/support/session.ts';

/**
 * First load with a cold cache, on loopback: compressed JavaScript and first contentful paint of the
 * sign-in page and of the shell with /home, the median of several runs. Target: under 300 KB and 1 s.
 */
const RUNS = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function report(name: string, loads: FirstLoad[]) {
  const paints = loads.map((l) => l.firstContentfulPaintMs ?? Number.NaN);
  console.log(
    `[bench] ${name}: JS ${(loads[0]!.jsBytes / 1024).toFixed(1)} KiB compressed in ${loads[0]!.jsFiles} files; ` +
      `first contentful paint median ${median(paints).toFixed(0)} ms (min ${Math.min(...paints).toFixed(0)}, max ${Math.max(...paints).toFixed(0)})`,
  );
}

test('first load of /login', async ({ browser, baseURL }) => {
  const loads: FirstLoad[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    loads.push(await measureFirstLoad(page, '/login', (p) => expect(p.getByRole('button', { name: /登\s*录/ })).toBeVisible()));
    await context.close();
  }
  report('/login', loads);
});

test('first load of the shell with /home', async ({ browser, baseURL }) => {
  const loads: FirstLoad[] = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = await browser.newContext({ baseURL });
    await signIn(fresh, fresh.request, 'seller', baseURL!);
    const page = await fresh.newPage();
    loads.push(await measureFirstLoad(page, '/home', (p) => expect(p.getByRole('heading', { name: '工作台' }).first()).toBeVisible()));
    await fresh.close();
  }
  report('/home', loads);
});

/**
 * 同步订单: from the click on its menu entry (shell already loaded) and from a cold load of its
 * address, until the first order's row is on screen. Target: 1 s.
 */
test('first rows of 同步订单', async ({ browser, baseURL }) => {
  const fromMenu: number[] = [];
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL });
    await signIn(context, context.request, 'seller', baseURL!);
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '工作台' }).first()).toBeVisible();
    const firstRow = page.getByRole('row', { name: /^订单 / }).first();
    let started = Date.now();
    await page.getByRole('link', { name: '同步订单' }).first().click();
    await expect(firstRow).toBeVisible();
    fromMenu.push(Date.now() - started);

    const other = await context.newPage();
    started = Date.now();
    await other.goto('/order/orderList');
    await expect(other.getByRole('row', { name: /^订单 / }).first()).toBeVisible();
    cold.push(Date.now() - started);
    await context.close();
  }
  console.log(
    `[bench] 同步订单 first rows: from the menu median ${median(fromMenu)} ms (max ${Math.max(...fromMenu)}); ` +
      `cold load of the address median ${median(cold)} ms (max ${Math.max(...cold)}); target 1000 ms`,
  );
});

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

import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { sheetRows } from './support/xlsx.ts';

// 数据统计 against the demo: the purchaser's week of own-team work and the seller's dropship history.
test.describe('数据统计', () => {
  test('拿退货统计: the week’s pieces match the board’s answers, the trend draws, .xlsx by day and person', async ({
    page,
    signInAs,
  }) => {
    await signInAs('purchaser');
    // the page reads the rollup housekeeping refreshes every 10 minutes (other specs answer lines meanwhile;
    // the server's statistics test holds the rollup to the answers themselves)
    const [took] = await sql<{ n: string }>(
      `select coalesce(sum(r.took_pieces), 0)::text as n from stat_pickup_people r join accounts o on o.id = r.tenant_id
        where o.username = 'purchaser' and o.parent_id is null
          and r.day > (now() at time zone 'Asia/Shanghai')::date - 30`,
    );
    expect(Number(took!.n)).toBeGreaterThan(0);
    await page.goto('/statistics/takeReturn');
    await expect(page.getByTestId('took-pieces')).toHaveText(took!.n);
    await expect(page.getByText(/数据更新于/)).toBeVisible();
    await expect(
      page.getByRole('img', { name: '每日拿货件数、退货件数、缺货行数' }).locator('canvas'),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: '按人员' }).getByRole('row').filter({ hasText: '阿强' }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const rows = await sheetRows(await download, '按日');
    expect(rows[0]).toEqual([
      '日期',
      '上报行数',
      '拿货件数',
      '拿货金额(元)',
      '缺货行数',
      '退货件数',
      '退货退款(元)',
    ]);
    expect(rows).toHaveLength(31);
  });

  test('缺货统计 lists the stalls that had none, worst first, by stall or 货号', async ({
    page,
    signInAs,
  }) => {
    await signInAs('purchaser');
    await page.goto('/statistics/outStock');
    const table = page.getByRole('table', { name: '缺货统计' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByText('按货号').click();
    await expect(table.getByRole('columnheader', { name: '货号' })).toBeVisible();
  });

  test('店铺拿退统计: the seller’s shops from the rollup; 缺货统计 is the team’s', async ({
    page,
    signInAs,
  }) => {
    await signInAs('seller');
    await page.goto('/statistics/orderTakeStatistics');
    const table = page.getByRole('table', { name: '店铺拿退统计' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/数据更新于/)).toBeVisible();
    await expect(page.getByRole('img', { name: '每日下单、已拿、缺货件数' }).locator('canvas')).toBeVisible();
    // the team's statistics are the purchaser's: a seller is told so instead of calling their API
    await page.goto('/statistics/outStock');
    await expect(page.getByText('缺货统计用于采购商的自有拿货团队')).toBeVisible();
  });
});

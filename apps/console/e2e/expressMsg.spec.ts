import { expect, test } from './support/test.ts';
import { sql, tenantId } from './support/db.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

test('物流查询: a shipped parcel with its pushes, masked receiver; an unknown number is not found', async ({
  page,
  signInAs,
}) => {
  await signInAs('seller');
  // a parcel of the seller's the courier has told about
  const [parcel] = await sql<{ waybill_no: string; order_no: string }>(
    `select o.waybill_no, o.order_no from daifa_orders o
      where o.tenant_id = $1 and o.waybill_no is not null
        and exists (select 1 from daifa_order_events e where e.order_id = o.id and e.type = 'TRACE')
      order by o.id desc limit 1`,
    [await tenantId('seller')],
  );
  expect(parcel).toBeDefined();
  await page.goto('/expressMsg');
  await expect(page.getByRole('heading', { name: '物流查询' })).toBeVisible();
  // no left bar on this page
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
  await page.getByLabel('运单号').fill(`${parcel!.waybill_no}\nSF0000000001`);
  await expect(page.getByText('已输入 2 / 20 个')).toBeVisible();
  await page.getByRole('button', { name: '查询' }).click();
  const mine = page.getByRole('region', { name: `运单 ${parcel!.waybill_no}` });
  await expect(mine).toContainText(parcel!.order_no);
  await expect(mine).toContainText(/收件人 \S*\*/);
  await expect(mine.locator('.ant-timeline-item').first()).toBeVisible();
  const unknown = page.getByRole('region', { name: '运单 SF0000000001' });
  await expect(unknown).toContainText('未查询到该运单的物流信息');
  await expect(unknown).toContainText('顺丰速运');
  await expectNoSeriousA11yViolations(page);
  // the order number opens the order
  await mine.getByRole('link', { name: parcel!.order_no }).click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${parcel!.order_no}`));
});

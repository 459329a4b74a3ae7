import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpErpGateway } from '../../server/src/modules/erp/httpErpGateway.ts';
import { ERP_ITEMS, ERP_ITEMS_WITHOUT_SUPPLIER } from './erp/kuaimaiBook.ts';
import { startTestPlatform, T0, DAY, type TestPlatform } from './testSupport.ts';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(async () => {
  await platform.standIn.close();
});

describe('快麦 ERP (/km/erp/router)', () => {
  it('serves the same book to the same session: 150 goods (20 without a supplier) and the days’ 采购单', async () => {
    const erp = createHttpErpGateway({ baseUrl: platform.standIn.url });
    const goods = await erp.goods('km-demo-purchaser');
    expect(goods).toHaveLength(ERP_ITEMS);
    expect(goods.filter((g) => g.supplier === null)).toHaveLength(ERP_ITEMS_WITHOUT_SUPPLIER);
    expect(goods[0]).toMatchObject({ articleNo: 'KM2000', supplier: '新中国大厦 1楼A101' });
    expect(await erp.goods('km-demo-purchaser')).toEqual(goods);
    // T0 is 10:00 in Shanghai: today's 采购单 of 08:00 and 09:30 are made, with the three days before
    const orders = await erp.purchaseOrders('km-demo-purchaser', {
      from: new Date(T0.getTime() - 7 * DAY),
      to: T0,
    });
    expect(orders).toHaveLength(3 * 6 + 2);
    const today = orders.filter((o) => o.createdAt.getTime() > T0.getTime() - 2 * 3_600_000 - 1);
    expect(today.map((o) => o.status)).toEqual(['GOODS_NOT_ARRIVED', 'GOODS_NOT_ARRIVED']);
    expect(orders.filter((o) => o.status === 'GOODS_PART_ARRIVED')).toHaveLength(1);
    for (const line of orders.flatMap((o) => o.lines)) {
      expect(line.color).not.toBe('');
      expect(line.qty).toBeGreaterThanOrEqual(1);
    }
    // the window is by 修改时间
    const recent = await erp.purchaseOrders('km-demo-purchaser', {
      from: new Date(T0.getTime() - 3_600_000),
      to: T0,
    });
    expect(recent.map((o) => o.purchaseNo)).toEqual(['CG260302002']);
  });

  it('refuses a bad session or method in 快麦’s words, HTTP 200', async () => {
    const ask = (body: object) =>
      fetch(`${platform.standIn.url}/km/erp/router`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    expect(await ask({ method: 'item.list.query', session: 'nope' })).toEqual({
      status: 200,
      body: { success: false, code: '27', msg: 'session 无效或已过期' },
    });
    expect(await ask({ method: 'item.delete', session: 'km-demo-x' })).toMatchObject({
      body: { success: false, code: '22' },
    });
    expect(await ask({ method: 'purchase.order.query', session: 'km-demo-x', status: 'LOST' })).toMatchObject(
      {
        body: { success: false, code: '40', msg: 'status 不是采购单状态' },
      },
    );
    await expect(createHttpErpGateway({ baseUrl: platform.standIn.url }).goods('bad')).rejects.toThrow(
      'ERP：session 无效或已过期（27）',
    );
  });
});

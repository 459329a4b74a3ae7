import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullAll, startTestPlatform, type TestPlatform } from './testSupport.ts';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(async () => {
  await platform.standIn.close();
});

describe('goods pictures', () => {
  it('every line’s pic_url is a picture the platform serves: an SVG with its 货号, cached a day', async () => {
    const shop = platform.standIn.control.provisionShop({
      channel: 'TAOBAO',
      historyDays: 1,
      ordersTotal: 5,
    });
    const { orders } = await pullAll(platform.adapter('TAOBAO'), shop.accessToken);
    const line = orders[0]!.lines[0]!;
    const res = await fetch(line.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await res.text()).toContain(`>${line.articleNo}</text>`);
    expect((await fetch(`${platform.standIn.url}/images/goods/<script>/x.svg`)).status).toBe(404);
  });
});

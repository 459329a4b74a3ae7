import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformOrder } from '../../server/src/modules/shops/platform/adapter.ts';
import { DEFAULT_WAYBILL_PARTNER_KEY } from './standIn.ts';
import { pullAll, startTestPlatform, type TestPlatform } from './testSupport.ts';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform({ decryptsPerShopPerDay: 3 });
});
afterEach(async () => {
  await platform.standIn.close();
});

async function firstOrder(channel: 'PDD' | 'TAOBAO') {
  const shop = platform.standIn.control.provisionShop({ channel, historyDays: 1, ordersTotal: 20 });
  const { orders } = await pullAll(platform.adapter(channel), shop.accessToken);
  return { shop, order: orders[0] as PlatformOrder };
}

const waybillGet = (channel: string, body: unknown, key = DEFAULT_WAYBILL_PARTNER_KEY) =>
  fetch(`${platform.standIn.url}/${channel}/waybill/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

describe('密文面单 and 解密', () => {
  it('a masking platform gives the receiver masked, sealed and with an oaid; others plain with neither', async () => {
    const pdd = (await firstOrder('PDD')).order.receiver;
    expect(pdd).toMatchObject({ masked: true, name: expect.stringMatching(/^.\*+$/) });
    expect(pdd.encrypted).toMatch(/^v1~/);
    expect(pdd.oaid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const taobao = (await firstOrder('TAOBAO')).order.receiver;
    expect(taobao).toMatchObject({ masked: false, encrypted: null, oaid: null });
  });

  it('the warehouse gets a waybill for the sealed receiver, printed with masked text only; the same ask gives the same number', async () => {
    const { order } = await firstOrder('PDD');
    const ask = {
      tid: order.tid,
      oaid: order.receiver.oaid,
      encrypted: order.receiver.encrypted,
      courier_code: 'ZTO',
    };
    const first = await waybillGet('pdd', ask);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      waybill_no: expect.stringMatching(/^7\d{11}$/),
      courier_code: 'ZTO',
      sort_code: expect.stringMatching(/^\d{3}-[A-Z]\d{2} \d{2}$/),
      print_data: {
        receiver: { name: order.receiver.name, phone: order.receiver.phone, address: order.receiver.address },
      },
    });
    expect((await waybillGet('pdd', ask)).body.waybill_no).toBe(first.body.waybill_no);
    expect((await waybillGet('pdd', { ...ask, courier_code: 'SF' })).body.waybill_no).toMatch(/^SF/);
  });

  it('refuses a wrong partner key, a tampered blob, another receiver’s oaid and a plain channel', async () => {
    const { order } = await firstOrder('PDD');
    const ask = {
      tid: order.tid,
      oaid: order.receiver.oaid,
      encrypted: order.receiver.encrypted!,
      courier_code: 'ZTO',
    };
    expect((await waybillGet('pdd', ask, 'someone-else')).body).toMatchObject({ error_code: 40100 });
    const tampered = ask.encrypted.slice(0, -3) + (ask.encrypted.endsWith('A') ? 'BBB' : 'AAA');
    expect((await waybillGet('pdd', { ...ask, encrypted: tampered })).body).toMatchObject({
      error_code: 40000,
      error_msg: 'encrypted 不是本平台的收件人密文',
    });
    expect((await waybillGet('pdd', { ...ask, oaid: 'x'.repeat(24) })).body).toMatchObject({
      error_code: 40000,
    });
    expect((await waybillGet('taobao', ask)).body).toMatchObject({ error_code: 40000 });
  });

  it('the shop decrypts its own order’s receiver, a few times a day', async () => {
    const { shop, order } = await firstOrder('PDD');
    const adapter = platform.adapter('PDD');
    const input = { tid: order.tid, encrypted: order.receiver.encrypted! };
    const plain = await adapter.decryptReceiver!(shop.accessToken, input);
    expect(plain.name).not.toContain('*');
    expect(plain.name[0]).toBe(order.receiver.name[0]);
    expect(plain.phone).toMatch(/^1\d{10}$/);
    expect(plain.phone.slice(-4)).toBe(order.receiver.phone.slice(-4));
    await adapter.decryptReceiver!(shop.accessToken, input);
    await adapter.decryptReceiver!(shop.accessToken, input);
    await expect(adapter.decryptReceiver!(shop.accessToken, input)).rejects.toMatchObject({
      kind: 'rejected',
      message: '店铺今日解密次数已用完，请明天再试',
    });
    expect(platform.adapter('TAOBAO').decryptReceiver).toBeUndefined();
  });
});

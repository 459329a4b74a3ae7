import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testSupport.ts';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(async () => {
  await platform.standIn.close();
});

it('sends a 千帆 code to the REDBOOK inbox and checks it once', async () => {
  const shop = platform.standIn.control.provisionShop({ channel: 'REDBOOK' });
  const redbook = platform.adapter('REDBOOK');
  await redbook.sendVerificationCode!(shop.accessToken);
  const sent = platform.standIn.control.lastVerificationCode(shop.shopId);
  expect(sent?.code).toMatch(/^\d{6}$/);

  const inbox = await fetch(`${platform.standIn.url}/redbook/qianfan/inbox?shop_id=${shop.shopId}`);
  expect(inbox.headers.get('content-type')).toContain('text/html');
  expect(await inbox.text()).toContain(`【小红书千帆】您的店铺验证码为 ${sent?.code}，10分钟内有效`);
  const overHttp = await fetch(`${platform.standIn.url}/_control/redbook/last-code?shop_id=${shop.shopId}`);
  expect(((await overHttp.json()) as { code: string }).code).toBe(sent?.code);

  const wrong = sent?.code === '000000' ? '000001' : '000000';
  expect(await redbook.checkVerificationCode!(shop.accessToken, wrong)).toBe(false);
  expect(await redbook.checkVerificationCode!(shop.accessToken, sent!.code)).toBe(true);
  expect(await redbook.checkVerificationCode!(shop.accessToken, sent!.code)).toBe(false);
});

it('lets a code expire after ten minutes', async () => {
  const shop = platform.standIn.control.provisionShop({ channel: 'REDBOOK' });
  const redbook = platform.adapter('REDBOOK');
  await redbook.sendVerificationCode!(shop.accessToken);
  platform.standIn.control.advanceClock(10 * 60_000);
  expect(
    await redbook.checkVerificationCode!(
      shop.accessToken,
      platform.standIn.control.lastVerificationCode(shop.shopId)!.code,
    ),
  ).toBe(false);
});

it('offers verification on REDBOOK only', async () => {
  expect(platform.adapter('TAOBAO').sendVerificationCode).toBeUndefined();
  const shop = platform.standIn.control.provisionShop({ channel: 'TAOBAO' });
  const answer = await fetch(`${platform.standIn.url}/taobao/verification/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shop.accessToken}` },
  });
  expect(answer.status).toBe(404);
});

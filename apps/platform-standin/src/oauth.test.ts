import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY, failureOf, startTestPlatform, type TestPlatform } from './testSupport.ts';

const REDIRECT = 'http://127.0.0.1:9/shops/authorized';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(async () => {
  await platform.standIn.close();
});

/** What a seller's browser does: open the page, read the form, press a button; returns the redirect. */
async function authorizeInBrowser(
  authorizeUrl: string,
  decision: 'agree' | 'deny',
  shopName?: string,
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('同意授权');
  expect(html).not.toContain('<script');
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? '';
  const suggested = field('shop_name');
  expect(suggested.length).toBeGreaterThan(1);
  const form = new URLSearchParams({
    client_id: field('client_id'),
    redirect_uri: field('redirect_uri').replace(/&#38;/g, '&'),
    state: field('state'),
    shop_name: shopName ?? suggested,
    history_days: '0',
    decision,
  });
  const answer = await fetch(authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe('OAuth-style authorisation', () => {
  it('goes from the consent page to a code, to tokens, to refreshed tokens', async () => {
    const taobao = platform.adapter('TAOBAO');
    const back = await authorizeInBrowser(
      taobao.authorizeUrl({ state: 'st-1', redirectUri: REDIRECT }),
      'agree',
      '小鹿女装旗舰店',
    );
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-1');
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9._~+/=-]+$/);

    const credentials = await taobao.exchangeCode({ code, redirectUri: REDIRECT });
    expect(credentials.shopName).toBe('小鹿女装旗舰店');
    expect(credentials.platformShopId).toMatch(/^\d{9}$/);
    expect(credentials.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(credentials.refreshExpiresAt.getTime() - Date.now()).toBeGreaterThan(29 * DAY);

    const refreshed = await taobao.refresh(credentials.refreshToken);
    expect(refreshed.platformShopId).toBe(credentials.platformShopId);
    expect(refreshed.accessToken).not.toBe(credentials.accessToken);
    // Refreshing does not extend the authorisation itself.
    expect(
      Math.abs(refreshed.refreshExpiresAt.getTime() - credentials.refreshExpiresAt.getTime()),
    ).toBeLessThan(2000);
    await expect(
      taobao.pullChangedOrders(refreshed.accessToken, { since: new Date(0), cursor: null, pageSize: 10 }),
    ).resolves.toBeTruthy();
  });

  it('uses a code once, only with its redirect_uri, and only for its channel', async () => {
    const jd = platform.adapter('JD');
    const code = async () =>
      (
        await authorizeInBrowser(jd.authorizeUrl({ state: 's', redirectUri: REDIRECT }), 'agree')
      ).searchParams.get('code') ?? '';
    const first = await code();
    expect(
      await failureOf(platform.adapter('PDD').exchangeCode({ code: first, redirectUri: REDIRECT })),
    ).toMatchObject({ kind: 'rejected' });
    await jd.exchangeCode({ code: first, redirectUri: REDIRECT });
    expect(await failureOf(jd.exchangeCode({ code: first, redirectUri: REDIRECT }))).toMatchObject({
      kind: 'rejected',
    });
    const second = await code();
    expect(
      await failureOf(jd.exchangeCode({ code: second, redirectUri: `${REDIRECT}/other` })),
    ).toMatchObject({ kind: 'rejected' });
    expect(await failureOf(jd.exchangeCode({ code: 'forged.code', redirectUri: REDIRECT }))).toMatchObject({
      kind: 'rejected',
    });
  });

  it('lets a code expire after five minutes', async () => {
    const jd = platform.adapter('JD');
    const back = await authorizeInBrowser(jd.authorizeUrl({ state: 's', redirectUri: REDIRECT }), 'agree');
    platform.standIn.control.advanceClock(5 * 60_000 + 1);
    const failure = await failureOf(
      jd.exchangeCode({ code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT }),
    );
    expect(failure.kind).toBe('rejected');
  });

  it('sends a seller who declines back with access_denied', async () => {
    const back = await authorizeInBrowser(
      platform.adapter('WEIDIAN').authorizeUrl({ state: 'x', redirectUri: REDIRECT }),
      'deny',
    );
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('x');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('finds the same shop when it is authorised again', async () => {
    const kuaishou = platform.adapter('KUAISHOU');
    const authorize = async () => {
      const back = await authorizeInBrowser(
        kuaishou.authorizeUrl({ state: 's', redirectUri: REDIRECT }),
        'agree',
        '南风衣舍',
      );
      return kuaishou.exchangeCode({ code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT });
    };
    expect((await authorize()).platformShopId).toBe((await authorize()).platformShopId);
  });

  it('answers an expired access token with token_expired and an ended authorisation with authorization_revoked', async () => {
    const shop = platform.standIn.control.provisionShop({ channel: 'TAOBAO', historyDays: 1 });
    const taobao = platform.adapter('TAOBAO');
    platform.standIn.control.advanceClock(DAY + 1);
    const pull = () =>
      taobao.pullChangedOrders(shop.accessToken, { since: new Date(0), cursor: null, pageSize: 5 });
    expect(await failureOf(pull())).toMatchObject({ kind: 'token_expired' });
    const renewed = await taobao.refresh(shop.refreshToken);
    await expect(
      taobao.pullChangedOrders(renewed.accessToken, { since: new Date(0), cursor: null, pageSize: 5 }),
    ).resolves.toBeTruthy();
    platform.standIn.control.advanceClock(30 * DAY);
    expect(await failureOf(taobao.refresh(shop.refreshToken))).toMatchObject({
      kind: 'authorization_revoked',
    });
    expect(await failureOf(pull())).toMatchObject({ kind: 'token_expired' });
    expect(
      await failureOf(
        taobao.pullChangedOrders('not-a-token', { since: new Date(0), cursor: null, pageSize: 5 }),
      ),
    ).toMatchObject({
      kind: 'authorization_revoked',
    });
  });

  it('accepts its tokens after a restart: nothing about the shop was stored', async () => {
    const shop = platform.standIn.control.provisionShop({
      channel: 'REDBOOK',
      shopName: '花间服饰店',
      historyDays: 2,
    });
    await platform.standIn.close();
    platform = await startTestPlatform();
    const redbook = platform.adapter('REDBOOK');
    const page = await redbook.pullChangedOrders(shop.accessToken, {
      since: new Date(0),
      cursor: null,
      pageSize: 5,
    });
    expect(page.orders.length).toBe(5);
    expect((await redbook.refresh(shop.refreshToken)).shopName).toBe('花间服饰店');
  });

  it('refuses tokens signed with another secret', async () => {
    const shop = platform.standIn.control.provisionShop({ channel: 'TAOBAO' });
    await platform.standIn.close();
    platform = await startTestPlatform({ secret: 'another-secret' });
    const taobao = platform.adapter('TAOBAO');
    expect(await failureOf(taobao.refresh(shop.refreshToken))).toMatchObject({
      kind: 'authorization_revoked',
    });
  });
});

import { courierAppKey, kdniaoSign } from '../../src/modules/daifa/express/courierTraces.ts';
import type { TestApp } from './testApp.ts';

/** The courier's 101 push (快递鸟's form, signed with our key, or badly) to our traces hook. */
export async function pushTraces(t: TestApp, items: object[], options: { sign?: 'bad' } = {}) {
  const requestData = JSON.stringify({
    EBusinessID: '1237100',
    PushTime: '2026-11-25 10:00:00',
    Count: String(items.length),
    Data: items,
  });
  const key = await courierAppKey({ db: t.database.db });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/hooks/courier/traces',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      RequestData: requestData,
      DataSign: options.sign === 'bad' ? 'bm9wZQ==' : kdniaoSign(requestData, key),
      RequestType: '101',
      EBusinessID: '1237100',
    }).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

import { PLACE_ATTRIBUTION_KEYS } from '@oms/api-client';

/** What a goods page's link to /order/placeOrder carries (spec §2's query parameters). */
export interface PlacePrefill {
  goodsId: string | null;
  color: string | null;
  size: string | null;
  qty: number;
  requestKey: string | null;
  callbackUrl: string | null;
  /** Kept with the order (ad attribution) and appended to the callback. */
  attribution: Partial<Record<(typeof PLACE_ATTRIBUTION_KEYS)[number], string>>;
}

export function readPlacePrefill(search: string): PlacePrefill {
  const q = new URLSearchParams(search);
  const text = (name: string, max = 64) => {
    const v = q.get(name)?.trim();
    return v && v.length <= max ? v : null;
  };
  const num = Number(q.get('num'));
  const attribution: PlacePrefill['attribution'] = {};
  for (const key of PLACE_ATTRIBUTION_KEYS) {
    const v = text(key);
    if (v) attribution[key] = v;
  }
  const goodsId = text('goodsId', 40);
  const requestKey = text('requestKey');
  return {
    goodsId: goodsId && /^[A-Z][A-Z0-9_-]{3,39}$/.test(goodsId) ? goodsId : null,
    color: text('color', 40),
    size: text('size', 20),
    qty: Number.isInteger(num) && num >= 1 && num <= 999 ? num : 1,
    requestKey: requestKey && /^[A-Za-z0-9_-]{8,64}$/.test(requestKey) ? requestKey : null,
    callbackUrl: text('callback_url', 500),
    attribution,
  };
}

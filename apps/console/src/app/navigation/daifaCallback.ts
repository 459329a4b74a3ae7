/**
 * A goods page that sent the buyer to 代发下单 with a callback_url gets them back after paying, with
 * the order number, the result and the parameters it passed (spec §2). The server has already kept
 * only callbacks on the brand's goods sites; the browser remembers it per payment order for this tab.
 */
const KEY = (payNo: string) => `daifa-callback:${payNo}`;

export interface DaifaCallback {
  url: string;
  orderNo: string;
  params: Record<string, string>;
}

export function rememberDaifaCallback(
  payNo: string,
  callback: DaifaCallback,
  storage: Storage = sessionStorage,
) {
  storage.setItem(KEY(payNo), JSON.stringify(callback));
}

/** The address to return to (once: it is forgotten here), or null when the order came from no goods page. */
export function takeDaifaCallback(
  payNo: string,
  result: 'success' | 'closed',
  storage: Storage = sessionStorage,
): string | null {
  const raw = storage.getItem(KEY(payNo));
  if (!raw) return null;
  storage.removeItem(KEY(payNo));
  try {
    const saved = JSON.parse(raw) as DaifaCallback;
    const url = new URL(saved.url);
    for (const [name, value] of Object.entries(saved.params)) url.searchParams.set(name, value);
    url.searchParams.set('orderNo', saved.orderNo);
    url.searchParams.set('result', result);
    return url.toString();
  } catch {
    return null;
  }
}

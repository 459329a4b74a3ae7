/**
 * The wholesale market of the main brand's server (its fulfilment stand-in): a stall's price set, or
 * given back to the market's own with null.
 */
export async function setMarketPrice(goodsId: string, priceFen: number | null): Promise<void> {
  const res = await fetch(`${process.env.E2E_FULFILMENT_URL}/control/market/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ goodsId, priceFen }),
  });
  if (!res.ok) throw new Error(`the market refused the price: ${res.status} ${await res.text()}`);
}

/** Where the payment return lands, by its payCallback value (spec §2). */
const landings: Record<string, string> = {
  recharge: '/funds/balance',
  daifaorder: '/order/daifaOrderList',
  bukuan: '/funds/transferRecord',
  problem: '/afterSale/problemList',
  nahuo: '/funds/nahuoSettlement',
  // The source has a second 'problem' branch to /afterSale/headlessList?headlessType=2 after this
  // one; it can never be reached, so it is deliberately not built.
};

export type PaymentReturn =
  { kind: 'landing'; to: string } | { kind: 'activity'; activityName: string } | null;

export function paymentReturn(search: string): PaymentReturn {
  const query = new URLSearchParams(search);
  const activityName = query.get('activityName');
  if (activityName) return { kind: 'activity', activityName };
  const to = landings[query.get('payCallback') ?? ''];
  return to ? { kind: 'landing', to } : null;
}

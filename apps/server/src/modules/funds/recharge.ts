import type { PaidHandlers } from './paymentSettlement.ts';

/**
 * A recharge is its own document: paying it is the whole effect (the ledger moves Alipay's money into
 * the available balance in `postPayment`), so it is always owed.
 */
export function registerRechargePaid(handlers: PaidHandlers) {
  handlers.register('RECHARGE', async () => ({ notOwed: [] }));
}

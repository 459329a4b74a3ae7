import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Ledger } from './ledger/ledger.ts';
import { PayPasswords } from './payments/payPassword.ts';
import { SmsCodes } from '../sms/smsCodes.ts';
import type { SmsGateway } from '../sms/smsGateway.ts';
import type { PaymentGateway } from './alipay/paymentGateway.ts';
import { createPaymentOrder, newPaymentOrderInsert, type CreatePaymentOrderInput, type PaymentDocumentKind, type PaymentOrder } from './payments/paymentOrders.ts';
import { PaidHandlers, type OnPaid } from './payments/paymentSettlement.ts';
import { refundDocument, type RefundInput } from './payments/refunds.ts';
import { registerRechargePaid } from './rechargeWithdraw/recharge.ts';
import { registerReplenishPaid, type ReplenishHooks } from './payments/replenish.ts';
import { openSplit, shopOrderCompleted } from './aliLedger/aliLedger.ts';

/**
 * The funds module's API for the rest of the server (dropship orders, after-sales, pick-up): create a
 * payment order, hear about its payment inside the paying transaction, refund a paid document. Only
 * this module writes the ledger.
 */
export interface FundsServices {
  db: Db;
  ledger: Ledger;
  gateway: PaymentGateway;
  paidHandlers: PaidHandlers;
  payPasswords: PayPasswords;
  sms: SmsCodes;
  replenishHooks: ReplenishHooks;
  createPaymentOrder(tx: DbOrTx, input: CreatePaymentOrderInput): Promise<PaymentOrder>;
  /** A payment order for documents made in the same statement, as part of that statement (`newPaymentOrderInsert`). */
  newPaymentOrderInsert(input: CreatePaymentOrderInput, payNo: string, onlyIf: SQL): SQL;
  onPaid(kind: PaymentDocumentKind, handler: OnPaid): void;
  refund(tx: DbOrTx, input: RefundInput): Promise<{ refundNo: string | null; to: 'BALANCE' | 'ALIPAY' }>;
  /** 货款后付 by 支付宝分账: a paid-later order's debt waits for its shop order, which settles it on completion. */
  aliLedger: { openSplit: typeof openSplit; shopOrderCompleted: typeof shopOrderCompleted };
}

export function createFundsServices(deps: {
  db: Db;
  gateway: PaymentGateway;
  sms: SmsGateway;
  /** Keys the PIN HMAC (a PIN has only 10⁶ values) and the SMS code hashes. */
  pepper: string;
}): FundsServices {
  const ledger = new Ledger();
  const paidHandlers = new PaidHandlers();
  const replenishHooks: ReplenishHooks = { onPaid: [], onCanceled: [] };
  registerRechargePaid(paidHandlers);
  registerReplenishPaid(paidHandlers, replenishHooks);
  return {
    db: deps.db,
    ledger,
    gateway: deps.gateway,
    paidHandlers,
    payPasswords: new PayPasswords(deps.db, deps.pepper),
    sms: new SmsCodes(deps.db, deps.sms, deps.pepper),
    replenishHooks,
    createPaymentOrder: (tx, input) => {
      if (!paidHandlers.has(input.documentKind)) throw new Error(`no onPaid handler for ${input.documentKind}`);
      return createPaymentOrder(tx, input);
    },
    newPaymentOrderInsert: (input, payNo, onlyIf) => {
      if (!paidHandlers.has(input.documentKind)) throw new Error(`no onPaid handler for ${input.documentKind}`);
      return newPaymentOrderInsert(input, payNo, onlyIf);
    },
    onPaid: (kind, handler) => paidHandlers.register(kind, handler),
    refund: (tx, input) => refundDocument(tx, ledger, input),
    aliLedger: { openSplit, shopOrderCompleted },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { createTestApp, ssoLogin, type TestApp } from '../support/testApp.ts';
import { alipayPaidOrder } from '../daifa/support.ts';

// Every bill points at a document that exists: the demo's made-up DF/SH/JH numbers would fail here.
let t: TestApp;
let seller: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = (await ssoLogin(t.app, 'seller', 'seller123')).userId;
});
afterAll(() => t?.close());

const documentsCheck = async () =>
  (await reconcile(t.database.db)).checks.find((c) => c.name === '每笔流水的关联单据都存在')!;

describe('reconcile: every bill’s document exists', () => {
  it('holds for the seeded history and a real order; a bill under a number nobody issued breaks it', async () => {
    await alipayPaidOrder(t, seller);
    expect(await documentsCheck()).toMatchObject({ problems: 0 });
    await t.database.db.transaction((tx) =>
      t.funds.ledger.post(tx, {
        tenantId: seller,
        billType: 'ORDER',
        direction: 'OUT',
        document: { kind: 'DAIFA_ORDER', no: 'DF26112800000001' },
        payMethod: 'BALANCE',
        itemType: 'ORDER',
        operator: { id: seller, name: 'seller' },
        idempotencyKey: 'made-up-order',
        entries: [
          { account: 'available', fen: -100, itemType: 'ORDER' },
          { account: 'supplierPayable', fen: 100, itemType: 'ORDER' },
        ],
      }),
    );
    const broken = await documentsCheck();
    expect(broken.problems).toBe(1);
    expect(broken.examples[0]).toMatchObject({
      document_kind: 'DAIFA_ORDER',
      document_no: 'DF26112800000001',
    });
  });
});

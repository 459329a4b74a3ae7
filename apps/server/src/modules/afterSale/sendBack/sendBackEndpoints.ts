import type { FastifyInstance } from 'fastify';
import { problemParcelEndpoints, sendBackEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { idempotent } from '../../funds/idempotency.ts';
import { COURIERS } from '../../daifa/express/couriers.ts';
import { courierQuotes } from '../../daifa/express/expressEndpoints.ts';
import { problemsByIds } from '../problemParcels.ts';
import { districtOf, ownPostOrder } from './postOrders.ts';
import { createSendBack, paySendBack, quoteSendBack } from './sendBackCreate.ts';
import { cancelSendBack, changeSendBackReceiver } from './sendBackCancel.ts';
import { registerSendBackPaid } from './sendBackDesk.ts';
import { registerSendBackReconcile } from './sendBackReconcile.ts';
import { postOrderPage } from './postOrderPage.ts';

/** 寄回 (README): the chosen parcels, couriers and quotes, 寄回单 made, paid, changed and canceled. */
export function registerSendBack(app: FastifyInstance, ctx: AppContext) {
  const { db, funds, daifa } = ctx;
  const e = sendBackEndpoints;
  registerSendBackPaid(funds);
  registerSendBackReconcile();
  const who = (caller: { accountId: number; username: string }) => ({
    accountId: caller.accountId,
    operatorName: caller.username,
  });
  registerEndpoint(app, ctx, problemParcelEndpoints.goodsList, ({ body, caller }) =>
    problemsByIds(db, caller.tenantId, body.ids),
  );
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => postOrderPage(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.express, () =>
    Promise.resolve(COURIERS.map((c) => ({ code: c.code, name: c.name, etaDays: c.etaDays }))),
  );
  registerEndpoint(app, ctx, e.expressFee, ({ body }) =>
    courierQuotes(db, districtOf(body.areaCode).provinceCode, 1000),
  );
  registerEndpoint(app, ctx, e.quote, ({ body, caller }) =>
    quoteSendBack(db, caller.tenantId, body.problemIds, body.areaCode),
  );
  registerEndpoint(app, ctx, e.create, ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, (tx) => createSendBack(tx, funds, caller, who(caller), body)),
  );
  registerEndpoint(app, ctx, e.pay, ({ body, caller }) =>
    db.transaction((tx) => paySendBack(tx, funds, caller, body.postNo)),
  );
  registerEndpoint(app, ctx, e.cancel, ({ body, caller }) =>
    db.transaction(async (tx) =>
      cancelSendBack(
        tx,
        { funds, returns: daifa.returns },
        await ownPostOrder(tx, body.postNo, caller.tenantId),
        'USER',
        who(caller),
      ),
    ),
  );
  registerEndpoint(app, ctx, e.receiver, ({ body, caller }) =>
    db.transaction((tx) =>
      changeSendBackReceiver(tx, { funds, returns: daifa.returns }, caller, body.postNo, body.receiver),
    ),
  );
}

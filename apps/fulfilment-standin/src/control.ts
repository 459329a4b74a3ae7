import type { Engine } from './engine.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { adoptedOrder } from './orders/adoption.ts';
import type { PlatformWaybills } from './platformWaybills.ts';
import { faultsOf, type Faults } from './faults.ts';
import type { ForcedOutcome, ForcedParcel, LineResult, OrderDoc, StopReason } from './orders/model.ts';
import { isReturnDoc, type ReturnDoc, type ReturnForce, type ReturnStage } from './returns/model.ts';
import { forceReturn } from './returns/desk.ts';
import { advanceReturn } from './returns/simulate.ts';
import { orderOf, type OutboxRow } from './store/store.ts';
import { isSendBackDoc, type SendBackDoc } from './returns/sendBackModel.ts';
import { advanceSendBack } from './returns/sendBackDesk.ts';
import type { HeadlessDoc } from './returns/headless.ts';

const RESULTS: readonly LineResult[] = [
  'TOOK',
  'TOOK_PART',
  'E_LACK_TAKING',
  'E_NEXT_TAKING',
  'E_CHANGE_TAKING',
  'E_STOP_TAKING',
];
const REASONS: readonly StopReason[] = ['PRICE_RAISED', 'STALL_CLOSED', 'DELISTED'];

export interface ForceInput {
  orderNo: string;
  lineId?: string | number;
  /** The line's next LINE_RESULT. */
  result?: LineResult;
  reason?: StopReason;
  tookQty?: number;
  /**
   * The parcel's end instead: a State 4 problem (with `stateEx`) or signed; or no waybill at all; or
   * on its way for good after 发往 (IN_TRANSIT, until intercepted).
   */
  parcel?: 'PROBLEM' | 'SIGNED' | 'WAYBILL_REFUSED' | 'IN_TRANSIT';
  stateEx?: string;
  /** The next parcel interception's outcome (已发货仅退款) instead of the draw. */
  intercept?: 'OK' | 'FAIL';
}

/** Test and demo levers of a running stand-in; `/control` offers the same over HTTP. */
export interface StandInControl {
  now(): Date;
  advanceClock(ms: number): Promise<Date>;
  setClock(at: Date): Promise<Date>;
  setSpeed(simSpeed: number): void;
  faults(): Faults;
  setFaults(faults: Faults): Promise<Faults>;
  force(input: ForceInput): Promise<void>;
  setCallbackUrl(url: string | null): Promise<void>;
  setPrice(goodsId: string, priceFen: number | null): Promise<void>;
  order(orderNo: string): Promise<OrderDoc | null>;
  /** The desk signs for a 无头件 now: `{waybillNo?, phoneTail?, courier?, goods?}` override the draw. */
  registerHeadless(given?: unknown): Promise<HeadlessDoc>;
  /** A 寄回 the desk holds (JH…), or null. */
  sendBackOf(postNo: string): Promise<SendBackDoc | null>;
  /** Hands a 寄回 still packing to the courier now, whatever the clock says. */
  playSendBack(postNo: string): Promise<SendBackDoc>;
  /** A return the desk expects (SH…), or null. */
  returnOf(asNo: string): Promise<ReturnDoc | null>;
  /** The return's QC and stall answers instead of the seeded draw (404 before it is expected). */
  forceReturn(asNo: string, force: ReturnForce): Promise<void>;
  /**
   * Plays one return's steps to its end now, whatever the clock says (the rest of the warehouse stays
   * where it is): a test's or a demo's way to see a parcel through without moving every order on.
   */
  playReturn(asNo: string): Promise<ReturnDoc>;
  /**
   * An expected return taken on where it already stands (the demo's settled cases, whose events the
   * server has applied up to `seq`): nothing is sent for it; it moves on from there only if not over.
   */
  adoptReturn(
    asNo: string,
    at: { stage: ReturnStage; seq: number; waybillNo?: string; courier?: string },
  ): Promise<void>;
  outbox(filter?: { orderNo?: string; state?: 'PENDING' | 'DELIVERED' }): Promise<OutboxRow[]>;
  /** Every pending message is tried at once, backoff or not. */
  retryNow(): Promise<number>;
  /** Plays due orders and delivers due messages now, without waiting for the poll. */
  tick(): Promise<void>;
  /**
   * Takes on an order the warehouse already holds, where it stands (`orders/adoption.ts`): the demo's
   * seeded orders. Again for the same order: a repeat (`adopted: false`); another body: ORDER_EXISTS.
   */
  adopt(body: unknown): Promise<{ adopted: boolean; order: OrderDoc }>;
}

function checkForce(input: ForceInput): void {
  if (!input.orderNo) throw badRequest('缺少参数 orderNo');
  if (
    input.parcel !== undefined &&
    !['PROBLEM', 'SIGNED', 'WAYBILL_REFUSED', 'IN_TRANSIT'].includes(input.parcel)
  )
    throw badRequest('parcel 须为 PROBLEM、SIGNED、WAYBILL_REFUSED 或 IN_TRANSIT');
  if (input.intercept !== undefined && !['OK', 'FAIL'].includes(input.intercept))
    throw badRequest('intercept 须为 OK 或 FAIL');
  if (
    input.parcel === undefined &&
    input.intercept === undefined &&
    !RESULTS.includes(input.result as LineResult)
  )
    throw badRequest(`result 须为 ${RESULTS.join(' / ')}`);
  if (input.reason !== undefined && !REASONS.includes(input.reason))
    throw badRequest(`reason 须为 ${REASONS.join(' / ')}`);
}

export function createControl(engine: Engine, waybills: PlatformWaybills): StandInControl {
  const { clock, store } = engine;
  return {
    now: () => new Date(clock.nowMs()),
    async advanceClock(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw badRequest('advanceMs 须为非负数');
      clock.advance(ms);
      await engine.tick();
      return new Date(clock.nowMs());
    },
    async setClock(at) {
      clock.set(at.getTime());
      await engine.tick();
      return new Date(clock.nowMs());
    },
    setSpeed: (simSpeed) => clock.setSpeed(simSpeed),
    faults: () => engine.settings().faults,
    async setFaults(faults) {
      const clean = faultsOf(faults as Record<string, unknown>);
      await engine.updateSettings((s) => void (s.faults = clean));
      return clean;
    },
    async force(input) {
      checkForce(input);
      const outcome: ForcedOutcome | null =
        input.parcel || input.intercept
          ? null
          : {
              result: input.result!,
              ...(input.lineId !== undefined ? { lineId: input.lineId } : {}),
              ...(input.reason ? { reason: input.reason } : {}),
              ...(input.tookQty !== undefined ? { tookQty: input.tookQty } : {}),
            };
      const parcel: ForcedParcel | null = input.parcel
        ? { state: input.parcel, ...(input.stateEx ? { stateEx: input.stateEx } : {}) }
        : null;
      const applied = await engine.changeOrder(input.orderNo, (_env, doc) => {
        if (!doc) return { doc, out: [], result: false };
        if (outcome) doc.forced.push(outcome);
        if (parcel) doc.forcedParcel = parcel;
        if (input.intercept) doc.forcedIntercept = input.intercept;
        return { doc, out: [], result: true };
      });
      if (applied) return;
      if (input.intercept && !parcel && !outcome) throw notFound('订单未提交');
      // Not submitted yet: kept until it is.
      await engine.updateSettings((s) => {
        if (outcome) s.pendingForced[input.orderNo] = [...(s.pendingForced[input.orderNo] ?? []), outcome];
        if (parcel) s.pendingForcedParcel[input.orderNo] = parcel;
      });
    },
    async setCallbackUrl(url) {
      await engine.updateSettings((s) => void (s.callbackUrl = url));
    },
    async setPrice(goodsId, priceFen) {
      if (!engine.market.goods(goodsId)) throw notFound(`市场没有商品 ${goodsId}`);
      await engine.updateSettings((s) => {
        if (priceFen === null) delete s.priceOverrides[goodsId];
        else s.priceOverrides[goodsId] = priceFen;
      });
    },
    async order(orderNo) {
      const doc = await store.doc(orderNo);
      return orderOf(doc);
    },
    async returnOf(asNo) {
      const doc = await store.doc(asNo);
      return isReturnDoc(doc) ? doc : null;
    },
    registerHeadless: (given) => engine.registerHeadless(given),
    async sendBackOf(postNo) {
      const doc = await store.doc(postNo);
      return isSendBackDoc(doc) ? doc : null;
    },
    playSendBack: (postNo) =>
      engine.changeSendBack(postNo, (doc) => {
        if (!doc) throw notFound(`没有寄回单 ${postNo}`);
        if (doc.dueAt === null) throw conflict('SEND_BACK_OVER', '寄回已寄出或已取消');
        return { doc, out: advanceSendBack(engine.env.seed, doc, doc.dueAt), result: doc };
      }),
    playReturn: (asNo) =>
      engine.changeReturn(asNo, (doc) => {
        if (!doc) throw notFound(`没有待退货的 ${asNo}`);
        if (doc.dueAt === null)
          throw conflict('RETURN_WAITING', '退货在等买家寄回或已结束，没有可推进的步骤');
        const out = [];
        while (doc.dueAt !== null) out.push(...advanceReturn(engine.env.seed, doc, doc.dueAt));
        return { doc, out, result: doc };
      }),
    async adoptReturn(asNo, at) {
      const stages: ReturnStage[] = ['SIGNED', 'QC_PASSED', 'AT_STALL', 'DONE', 'PROBLEM', 'CANCELED'];
      if (!stages.includes(at.stage)) throw badRequest(`stage 须为 ${stages.join(' / ')}`);
      if (!Number.isSafeInteger(at.seq) || at.seq < 0) throw badRequest('seq 须为非负整数');
      await engine.changeReturn(asNo, (doc, now) => {
        if (!doc) throw notFound(`没有待退货的 ${asNo}`);
        doc.stage = at.stage;
        doc.seq = at.seq;
        if (at.waybillNo) doc.waybillNo = at.waybillNo;
        if (at.courier) doc.courier = at.courier;
        // a return still under way takes its next step from now
        doc.dueAt = ['DONE', 'PROBLEM', 'CANCELED'].includes(at.stage) ? null : now;
        return { doc, out: [], result: undefined };
      });
    },
    async forceReturn(asNo, force) {
      await engine.changeReturn(asNo, (doc) => {
        if (!doc) throw notFound(`没有待退货的 ${asNo}`);
        return forceReturn(doc, force);
      });
    },
    outbox: (filter = {}) => store.outbox(filter),
    retryNow: () => store.retryNow(Date.now()),
    tick: () => engine.tick(),
    async adopt(body) {
      const incoming = adoptedOrder(engine.env, body, clock.nowMs());
      if (incoming.receiver.encrypted && !incoming.parcel) incoming.ewaybill = await waybills.get(incoming);
      return engine.changeOrder<{ adopted: boolean; order: OrderDoc }>(incoming.orderNo, (_env, doc) => {
        if (doc && doc.fingerprint !== incoming.fingerprint)
          throw conflict('ORDER_EXISTS', `订单 ${incoming.orderNo} 已提交且内容不同`);
        if (doc) return { doc, out: [], result: { adopted: false, order: doc } };
        return { doc: incoming, out: [], result: { adopted: true, order: incoming } };
      });
    },
  };
}

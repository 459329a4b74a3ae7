import { SimClock } from './clock.ts';
import { Market } from './market/market.ts';
import type { OrderDoc, OutMessage } from './orders/model.ts';
import { advance, type SimEnv } from './orders/simulate.ts';
import type { BatchCuts } from './orders/timing.ts';
import { deliverer } from './outbox/deliverer.ts';
import type { Keys } from './outbox/signing.ts';
import { isReturnDoc, type ReturnDoc } from './returns/model.ts';
import { isSendBackDoc, type SendBackDoc } from './returns/sendBackModel.ts';
import { advanceEWaybill, isEWaybillDoc, type EWaybillDoc } from './courier/eorder.ts';
import { advanceSendBack } from './returns/sendBackDesk.ts';
import {
  HEADLESS_GAP_MS,
  headlessMessage,
  isHeadlessDoc,
  newHeadless,
  type HeadlessDoc,
} from './returns/headless.ts';
import { Rng, mixSeed } from '@oms/standin-kit';
import { advanceReturn } from './returns/simulate.ts';
import { beijingDayStart } from './shanghai.ts';
import { isDeskDoc, type DocChange, type Settings, type StoredDoc, type Store } from './store/store.ts';

export interface EngineOptions {
  store: Store;
  keys: Keys;
  seed: number;
  simSpeed: number;
  batchCuts: BatchCuts;
  startAtMs: number | null;
  callbackUrl: string | null;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
}

/** The result of changing an order: the caller's answer, or a refusal the routes turn into HTTP. */
export type OrderStep<T> = (
  env: SimEnv,
  doc: OrderDoc | null,
  now: number,
) => { doc: OrderDoc | null; out: OutMessage[]; result: T };

/** A return's change, as `OrderStep` (the returns desk, `returns/`). */
export type ReturnStep<T> = (
  doc: ReturnDoc | null,
  now: number,
) => { doc: ReturnDoc | null; out: OutMessage[]; result: T };

/** A 寄回's change, as `OrderStep`. */
export type SendBackStep<T> = (
  doc: SendBackDoc | null,
  now: number,
) => { doc: SendBackDoc | null; out: OutMessage[]; result: T };

/**
 * The running warehouse: the simulated clock, the market, the loop that plays due orders forward and
 * the loop that delivers what they send. Settings are cached here and written through to the store.
 */
export async function startEngine(o: EngineOptions) {
  const { store } = o;
  let startMs = 0;
  let settings: Settings = await store.updateSettings((s) => {
    s.marketEpochMs ??= beijingDayStart(o.startAtMs ?? Date.now());
    if (o.callbackUrl) s.callbackUrl = o.callbackUrl;
    // A stopped clock resumes where the store's stopped, not at the wall clock: a second process on
    // the same store (or a restart) a minute later would otherwise jump it, and every order waiting
    // for its batch would be batched at once.
    const kept = s.clockMs ?? null;
    startMs =
      o.simSpeed === 0 && kept !== null
        ? Math.max(o.startAtMs ?? 0, kept)
        : Math.max(o.startAtMs ?? Date.now(), kept ?? 0);
    s.clockMs = startMs;
  });
  const clock = new SimClock(o.simSpeed, startMs);
  const market = new Market(
    o.seed,
    () => settings.marketEpochMs ?? 0,
    () => settings.priceOverrides,
  );
  const env: SimEnv = {
    seed: o.seed,
    market,
    batchCuts: o.batchCuts,
    eBusinessId: o.keys.courierEBusinessId,
  };
  const deliverDue = deliverer({
    store,
    keys: o.keys,
    retryBaseMs: o.retryBaseMs,
    retryMaxMs: o.retryMaxMs,
    callbackUrl: async () => settings.callbackUrl,
  });

  const updateSettings = async (change: (s: Settings) => void) => {
    settings = await store.updateSettings(change);
    return settings;
  };
  const outAt = () => Date.now() + (settings.faults.delayMs ?? 0);

  /** Plays the document to now, then applies `change`; retried once when a concurrent first save won. */
  async function changeDoc<T>(
    key: string,
    change: (doc: StoredDoc | null, now: number) => ReturnType<DocChange<T>>,
  ) {
    const run = () =>
      store.changeDoc(
        key,
        (doc) => {
          const now = clock.nowMs();
          const out =
            !doc || isHeadlessDoc(doc)
              ? []
              : isEWaybillDoc(doc)
                ? advanceEWaybill(env.seed, env.eBusinessId, doc, now)
                : isReturnDoc(doc)
                  ? advanceReturn(env.seed, doc, now)
                  : isSendBackDoc(doc)
                    ? advanceSendBack(env.seed, doc, now)
                    : advance(env, doc, now);
          const done = change(doc, now);
          return { doc: done.doc, out: [...out, ...done.out], result: done.result };
        },
        outAt(),
      );
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof Error) || !e.message.includes('changed meanwhile')) throw e;
      return run();
    }
  }

  /** An order's change: a return under the same key is no order (its document is left as it is). */
  const changeOrder = <T>(orderNo: string, step: OrderStep<T>): Promise<T> =>
    changeDoc(orderNo, (doc, now) => {
      if (isDeskDoc(doc)) return { doc, out: [], result: step(env, null, now).result };
      return step(env, doc, now);
    });

  /** A return's change, the same way round. */
  const changeReturn = <T>(asNo: string, step: ReturnStep<T>): Promise<T> =>
    changeDoc(asNo, (doc, now) => {
      if (doc && !isReturnDoc(doc)) return { doc, out: [], result: step(null, now).result };
      return step(doc, now);
    });

  /** A 寄回's change, the same way round. */
  const changeSendBack = <T>(postNo: string, step: SendBackStep<T>): Promise<T> =>
    changeDoc(postNo, (doc, now) => {
      if (doc && !isSendBackDoc(doc)) return { doc, out: [], result: step(null, now).result };
      return step(doc, now);
    });

  /** A courier 电子面单 order's change (`courier/eorder.ts`); another kind under the key is left alone. */
  const changeEWaybill = <T>(
    key: string,
    step: (doc: EWaybillDoc | null, now: number) => { doc: EWaybillDoc | null; result: T },
  ): Promise<T> =>
    changeDoc(key, (doc, now) => {
      if (doc && !isEWaybillDoc(doc)) return { doc, out: [], result: step(null, now).result };
      const done = step(doc, now);
      return { doc: done.doc, out: [], result: done.result };
    });

  /** The desk signs for a 无头件 now (the fields given override the draw); a repeat of its WJ sends nothing. */
  async function registerHeadless(given: unknown = {}): Promise<HeadlessDoc> {
    const now = clock.nowMs();
    const n = (await updateSettings((s) => void (s.headlessCount = (s.headlessCount ?? 0) + 1)))
      .headlessCount!;
    const fresh = newHeadless(env.seed, n, now, given);
    return changeDoc(fresh.headlessNo, (doc) =>
      isHeadlessDoc(doc)
        ? { doc, out: [], result: doc }
        : { doc: fresh, out: [headlessMessage(fresh)], result: fresh },
    );
  }

  /** About six 无头件 a simulated day; one at most a pass, however far the clock jumped. */
  async function headlessDue(): Promise<void> {
    const now = clock.nowMs();
    const gap = () => new Rng(mixSeed(env.seed, now, 11)).int(HEADLESS_GAP_MS[0], HEADLESS_GAP_MS[1]);
    const next = settings.nextHeadlessAt;
    if (next === undefined || next === null) {
      await updateSettings((s) => void (s.nextHeadlessAt = now + gap()));
      return;
    }
    if (now < next) return;
    await updateSettings((s) => void (s.nextHeadlessAt = now + gap()));
    await registerHeadless();
  }

  async function simulateDue(): Promise<void> {
    const due = await store.dueOrders(clock.nowMs(), 500);
    // a stop does not wait for the rest of a long round (the next start plays them)
    for (const key of due) {
      if (stopped) return;
      await changeDoc(key, (doc) => ({ doc, out: [], result: null }));
    }
  }

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  // Passes never overlap: the poll and a test's `tick` queue behind one another.
  let chain: Promise<unknown> = Promise.resolve();
  let lastClockSave = 0;
  const pass = async () => {
    await simulateDue();
    await headlessDue();
    let claimed = await deliverDue();
    while (claimed >= 64 && !stopped) claimed = await deliverDue();
    if (Date.now() - lastClockSave > 1000) {
      lastClockSave = Date.now();
      const clockMs = clock.nowMs();
      settings = await store.updateSettings((s) => void (s.clockMs = Math.max(s.clockMs ?? 0, clockMs)));
    }
  };
  const runPass = () => (chain = chain.then(pass).catch(() => undefined));
  const loop = () => {
    if (stopped) return;
    void runPass().then(() => {
      if (!stopped) timer = setTimeout(loop, o.pollMs);
    });
  };
  loop();

  return {
    store,
    clock,
    market,
    env,
    settings: () => settings,
    updateSettings,
    changeOrder,
    changeReturn,
    changeSendBack,
    registerHeadless,
    changeEWaybill,
    /** A document as it stands now (played forward first), or null. */
    peek: (key: string) => changeDoc(key, (doc) => ({ doc, out: [], result: doc })),
    /** Runs one pass now (after the one under way): tests that move the clock use it to not wait a poll. */
    async tick() {
      await runPass();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
      const clockMs = clock.nowMs();
      await store
        .updateSettings((s) => void (s.clockMs = Math.max(s.clockMs ?? 0, clockMs)))
        .catch(() => undefined);
      await store.close();
    },
  };
}

export type Engine = Awaited<ReturnType<typeof startEngine>>;

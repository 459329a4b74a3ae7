import type { Receiver } from '../placement/placement.ts';
import { callJson } from './httpJson.ts';

/**
 * What the daifa module needs from the dropship warehouse (its pickers at the market, QC, packing, the
 * waybill). The warehouse answers with events on our hook (`fulfilmentHook.ts`); these are the calls
 * we make. In demo mode and tests it is `@oms/fulfilment-standin` over HTTP (see its PROTOCOL.md).
 */
export interface FulfilmentGateway {
  /** Hands a paid order over; the same order again is a repeat, not a second order. */
  submit(order: FulfilmentOrder): Promise<SubmitResult>;
  /** Stops the order where it is and tells which lines were already taken. */
  intercept(orderNo: string): Promise<InterceptResult>;
  /**
   * Steers one line after a stall's answer: `requeue` (等待, 明天有), `reroute` (换档口, or the same goods
   * at its new price after 补款), `exchange` (换款 accepted or refused), `drop` (退款, 有货先发).
   */
  steer(orderNo: string, lineId: number, action: SteerAction): Promise<SteerResult>;
  /** 修改地址 before the waybill is printed; after a refused waybill, also 换快递 (`courier`). */
  changeAddress(orderNo: string, receiver: FulfilmentReceiver, courier?: string): Promise<SteerResult>;
  /** 挂起 / 恢复 of a handed-over order: its clock stops (nothing picked, packed or collected) and goes on. */
  hold(orderNo: string): Promise<SteerResult>;
  release(orderNo: string): Promise<SteerResult>;
  /** The warehouses parcels leave from (the sender on waybills); null while the service is out of reach. */
  warehouses(): Promise<Warehouse[] | null>;
}

export interface Warehouse {
  code: string;
  name: string;
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

const WAREHOUSE_FIELDS = [
  'code',
  'name',
  'contact',
  'phone',
  'province',
  'city',
  'district',
  'address',
] as const;

/** The service's list as we keep it: every field text, anything else dropped; a malformed answer is none. */
function warehousesOf(body: Record<string, unknown>): Warehouse[] | null {
  if (!Array.isArray(body.warehouses)) return null;
  const list = (body.warehouses as Record<string, unknown>[]).filter(
    (w) => w && WAREHOUSE_FIELDS.every((f) => typeof w[f] === 'string'),
  );
  return list.length
    ? list.map(
        (w) => Object.fromEntries(WAREHOUSE_FIELDS.map((f) => [f, String(w[f])])) as unknown as Warehouse,
      )
    : null;
}

export type SteerAction =
  | { kind: 'requeue' }
  | {
      kind: 'reroute';
      goods: {
        goodsId: string;
        articleNo: string;
        stall: string;
        color: string;
        size: string;
        priceFen: number;
      };
    }
  | { kind: 'exchange'; accept: boolean }
  | { kind: 'drop' };

export type SteerResult =
  /** Done now, or done before (a retry after our side failed to record it). */
  | { outcome: 'DONE' }
  /** The warehouse cannot: the order is over, or the line was taken meanwhile. */
  | { outcome: 'REFUSED'; code: string; message: string }
  | { outcome: 'UNKNOWN_ORDER' }
  | { outcome: 'UNREACHABLE'; message: string };

/**
 * The warehouse prints the address; it needs no division code. A masking platform's receiver comes as
 * its masked text with the sealed original (`encrypted`, `oaid`): the warehouse asks that platform for
 * the waybill (密文面单).
 */
export type FulfilmentReceiver = Omit<Receiver, 'provinceCode' | 'sealed'> & {
  encrypted?: string;
  oaid?: string;
};

export interface FulfilmentOrder {
  orderNo: string;
  courier: string;
  receiver: FulfilmentReceiver;
  /** The shop order a sealed receiver belongs to. */
  platform?: { channel: string; tid: string };
  /** 增值服务 the seller paid for: the packer's 鞋盒 and the checker's 质检. */
  services?: { shoeBox?: string | undefined; qc?: string | undefined };
  /** 自定义发货信息: the sender the waybill names instead of the warehouse, 面单备注, 中性包装. */
  sender?: { name?: string; phone?: string; remark?: string; neutral?: boolean };
  lines: {
    lineId: number;
    lineNo: number;
    /** Absent for goods the market does not list (自定义商品). */
    goodsId?: string;
    articleNo: string;
    stall: string;
    color: string;
    size: string;
    qty: number;
    priceFen: number;
  }[];
}

export type SubmitResult =
  | { outcome: 'ACCEPTED' }
  /** The warehouse holds another order under this number: ours cannot go (a bug, logged and left for ops). */
  | { outcome: 'REFUSED'; message: string }
  /** Nothing answered, or the warehouse failed: try again later. */
  | { outcome: 'UNREACHABLE'; message: string };

export type InterceptResult =
  | { outcome: 'INTERCEPTED'; waybillPrinted: boolean; takenLineNos: number[] }
  /** The courier has it already (揽收): only after-sales can bring it back. */
  | { outcome: 'ALREADY_COLLECTED' }
  /** The warehouse never received the order. */
  | { outcome: 'UNKNOWN_ORDER' }
  | { outcome: 'UNREACHABLE'; message: string };

/** The warehouse's answer to a call on something it holds (an order, a return) as a SteerResult. */
export function steerResultOf(res: Awaited<ReturnType<typeof callJson>>): SteerResult {
  if (!res) return { outcome: 'UNREACHABLE', message: '仓库无应答' };
  if (res.status === 200 || res.status === 201) return { outcome: 'DONE' };
  if (res.status === 404) return { outcome: 'UNKNOWN_ORDER' };
  if (res.status === 409)
    return {
      outcome: 'REFUSED',
      code: String(res.body.error ?? ''),
      message: String(res.body.message ?? ''),
    };
  return { outcome: 'UNREACHABLE', message: String(res.body.message ?? res.status) };
}

export function httpFulfilmentGateway(options: {
  url: string;
  apiKey: string;
  timeoutMs?: number;
}): FulfilmentGateway {
  const timeoutMs = options.timeoutMs ?? 5000;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callJson(options.url, options.apiKey, method, path, body, timeoutMs);
  /** A call on one handed-over order (address, hold, release) as a SteerResult. */
  const orderCall = async (orderNo: string, what: string, body?: unknown): Promise<SteerResult> =>
    steerResultOf(await call('POST', `/fulfilment/orders/${encodeURIComponent(orderNo)}/${what}`, body));
  return {
    async submit(order) {
      const res = await call('POST', '/fulfilment/orders', order);
      if (!res) return { outcome: 'UNREACHABLE', message: '仓库无应答' };
      if (res.status === 200 || res.status === 201) return { outcome: 'ACCEPTED' };
      const message = String(res.body.message ?? res.body.error ?? res.status);
      if (res.status >= 400 && res.status < 500) return { outcome: 'REFUSED', message };
      return { outcome: 'UNREACHABLE', message };
    },
    async intercept(orderNo) {
      const res = await call('POST', `/fulfilment/orders/${encodeURIComponent(orderNo)}/intercept`);
      if (!res) return { outcome: 'UNREACHABLE', message: '仓库无应答' };
      if (res.status === 200) {
        const taken = Array.isArray(res.body.takenLines)
          ? (res.body.takenLines as { lineNo?: unknown }[])
          : [];
        return {
          outcome: 'INTERCEPTED',
          waybillPrinted: res.body.waybillPrinted === true,
          takenLineNos: taken.map((l) => Number(l.lineNo)).filter(Number.isInteger),
        };
      }
      if (res.status === 404) return { outcome: 'UNKNOWN_ORDER' };
      if (res.status === 409 && res.body.error === 'ALREADY_COLLECTED')
        return { outcome: 'ALREADY_COLLECTED' };
      return { outcome: 'UNREACHABLE', message: String(res.body.message ?? res.status) };
    },
    changeAddress: (orderNo, receiver, courier) =>
      orderCall(orderNo, 'address', { receiver, ...(courier ? { courier } : {}) }),
    hold: (orderNo) => orderCall(orderNo, 'hold'),
    release: (orderNo) => orderCall(orderNo, 'release'),
    async warehouses() {
      const res = await call('GET', '/fulfilment/warehouses');
      return res?.status === 200 ? warehousesOf(res.body) : null;
    },
    async steer(orderNo, lineId, action) {
      const path = `/fulfilment/orders/${encodeURIComponent(orderNo)}/lines/${lineId}/${action.kind}`;
      const body =
        action.kind === 'reroute'
          ? action.goods
          : action.kind === 'exchange'
            ? { accept: action.accept }
            : undefined;
      const res = await call('POST', path, body);
      if (!res) return { outcome: 'UNREACHABLE', message: '仓库无应答' };
      if (res.status === 200) return { outcome: 'DONE' };
      const code = String(res.body.error ?? '');
      // The line already left the exception (a retry of a call the warehouse took): nothing to do.
      if (res.status === 409 && (code === 'LINE_NOT_WAITING' || code === 'NO_EXCHANGE'))
        return { outcome: 'DONE' };
      if (res.status === 404) return { outcome: 'UNKNOWN_ORDER' };
      if (res.status === 409) return { outcome: 'REFUSED', code, message: String(res.body.message ?? code) };
      return { outcome: 'UNREACHABLE', message: String(res.body.message ?? res.status) };
    },
  };
}

import type { SendBackOrder } from './returnsGateway.ts';
import { kdniaoSign } from '../express/courierTraces.ts';

/** An address on a waybill, in plain text (the sender's and the buyer's as the order holds them). */
export type WaybillAddress = SendBackOrder['receiver'];

export interface WaybillRequest {
  /** Our order number: the courier answers the same number for it until it is canceled. */
  orderCode: string;
  courierCode: string;
  sender: WaybillAddress;
  receiver: WaybillAddress;
  goodsName: string;
  quantity: number;
  weightG: number;
}

/** What the courier prints besides the number: 大头笔, 三段码 and 集包地. */
export interface WaybillSorting {
  markDestination: string;
  sortingCode: string;
  packageName: string;
  packageCode: string;
}

export type AllocateResult =
  | ({ ok: true; waybillNo: string; repeat: boolean } & WaybillSorting)
  | { ok: false; reason: string; unreachable: boolean };

/**
 * The courier's 电子面单 service: a number for a parcel of ours and its sorting marks, and cancelling a
 * number not used. 快递鸟's EOrderService (RequestType 1007, 1147) over a signed form; in demo mode and
 * tests `@oms/fulfilment-standin` (its PROTOCOL.md, "Courier").
 */
export interface CourierGateway {
  allocate(request: WaybillRequest): Promise<AllocateResult>;
  cancel(input: {
    courierCode: string;
    orderCode: string;
    waybillNo: string;
  }): Promise<{ ok: boolean; reason: string }>;
  /** 轨迹订阅 (1008): the courier's 101 pushes follow on our traces hook (`courierTraces.ts`). */
  subscribe(input: {
    courierCode: string;
    orderCode: string;
    waybillNo: string;
  }): Promise<{ ok: boolean; reason: string }>;
}

const TIMEOUT_MS = 8000;

interface KdniaoAnswer {
  Success?: boolean;
  ResultCode?: string;
  Reason?: string;
  Order?: Record<string, unknown>;
}

/** 快递鸟 over HTTP: `url` is the service's base (…/api/EOrderService is appended). */
export function kdniaoCourierGateway(options: {
  url: string;
  eBusinessId: string;
  appKey: string;
}): CourierGateway {
  async function post(
    requestType: string,
    data: object,
    path = '/api/EOrderService',
  ): Promise<KdniaoAnswer | null> {
    const requestData = JSON.stringify(data);
    try {
      const res = await fetch(`${options.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams({
          RequestType: requestType,
          EBusinessID: options.eBusinessId,
          RequestData: requestData,
          DataSign: kdniaoSign(requestData, options.appKey),
          DataType: '2',
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return null;
      return (await res.json()) as KdniaoAnswer;
    } catch {
      return null;
    }
  }
  const address = (a: WaybillAddress) => ({
    Name: a.name,
    Mobile: a.phone,
    ProvinceName: a.province,
    CityName: a.city,
    ExpAreaName: a.district,
    Address: a.address,
  });
  return {
    async allocate(r) {
      const answer = await post('1007', {
        OrderCode: r.orderCode,
        ShipperCode: r.courierCode,
        PayType: 1,
        ExpType: 1,
        Sender: address(r.sender),
        Receiver: address(r.receiver),
        Commodity: [{ GoodsName: r.goodsName, Goodsquantity: r.quantity }],
        Quantity: 1,
        Weight: Math.max(0.1, Math.round(r.weightG / 100) / 10),
        IsReturnPrintTemplate: 0,
      });
      if (!answer) return { ok: false, reason: '电子面单服务暂时无法连接，请稍后重试', unreachable: true };
      const order = answer.Order;
      if (!answer.Success || !order?.LogisticCode)
        return { ok: false, reason: String(answer.Reason ?? '快递公司未分配单号'), unreachable: false };
      return {
        ok: true,
        waybillNo: String(order.LogisticCode),
        repeat: answer.ResultCode === '106',
        markDestination: String(order.MarkDestination ?? ''),
        sortingCode: String(order.SortingCode ?? ''),
        packageName: String(order.PackageName ?? ''),
        packageCode: String(order.PackageCode ?? ''),
      };
    },
    async cancel(input) {
      const answer = await post('1147', {
        ShipperCode: input.courierCode,
        OrderCode: input.orderCode,
        ExpNo: input.waybillNo,
      });
      if (!answer) return { ok: false, reason: '电子面单服务暂时无法连接，请稍后重试' };
      return { ok: Boolean(answer.Success), reason: String(answer.Reason ?? '') };
    },
    async subscribe(input) {
      const answer = await post(
        '1008',
        { ShipperCode: input.courierCode, LogisticCode: input.waybillNo, OrderCode: input.orderCode },
        '/api/dist',
      );
      if (!answer) return { ok: false, reason: '轨迹订阅服务暂时无法连接' };
      return { ok: Boolean(answer.Success), reason: String(answer.Reason ?? '') };
    },
  };
}

/** No 电子面单 service configured (a real warehouse without OMS_COURIER_URL): every call says so. */
export const unconfiguredCourierGateway: CourierGateway = {
  allocate: async () => ({ ok: false, reason: '未配置电子面单服务，请使用已有单号发货', unreachable: false }),
  cancel: async () => ({ ok: false, reason: '未配置电子面单服务' }),
  subscribe: async () => ({ ok: false, reason: '未配置电子面单服务' }),
};

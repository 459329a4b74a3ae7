import { ApiError, conflict } from './errors.ts';
import type { EWaybill, OrderDoc } from './orders/model.ts';

/**
 * 密文面单: for an order whose receiver a masking platform sealed (拼多多, 抖店, 快手), the waybill comes
 * from the platform's e-waybill service, asked with the blob and its oaid as a 厂家代打 partner. The
 * warehouse never holds the plain receiver; the label prints the platform's masked text.
 */
export interface PlatformWaybills {
  get(input: Pick<OrderDoc, 'platform' | 'receiver' | 'courier'>): Promise<EWaybill>;
}

export interface PlatformWaybillOptions {
  /** The platforms' open API (in demo mode: the platform stand-in); null when none is configured. */
  url: string | null;
  /** Our key as the platforms' 厂家代打 partner. */
  partnerKey: string;
  timeoutMs?: number;
}

const unavailable = (message: string) => new ApiError(503, 'PLATFORM_UNAVAILABLE', message);

export function platformWaybills(options: PlatformWaybillOptions): PlatformWaybills {
  return {
    async get({ platform, receiver, courier }) {
      if (!platform || !receiver.encrypted || !receiver.oaid)
        throw conflict('MASKED_RECEIVER', '收件人信息为平台加密数据，请通过平台面单发货');
      if (!options.url) throw unavailable('仓库未接入平台电子面单服务');
      let res: Response;
      try {
        res = await fetch(`${options.url}/${platform.channel.toLowerCase()}/waybill/get`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.partnerKey}` },
          body: JSON.stringify({
            tid: platform.tid,
            oaid: receiver.oaid,
            encrypted: receiver.encrypted,
            courier_code: courier,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        throw unavailable(`平台电子面单服务无应答：${(error as Error).message}`);
      }
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (res.status >= 500 || res.status === 429) throw unavailable(`平台电子面单服务繁忙（${res.status}）`);
      if (res.status !== 200 || typeof body.waybill_no !== 'string')
        throw conflict('EWAYBILL_REFUSED', `平台拒绝取号：${String(body.error_msg ?? res.status)}`);
      return { courier, waybillNo: body.waybill_no, sortCode: String(body.sort_code ?? '') };
    },
  };
}

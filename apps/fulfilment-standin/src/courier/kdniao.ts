import crypto from 'node:crypto';
import { beijingText } from '../shanghai.ts';
import type { Parcel, Trace } from '../orders/model.ts';

/**
 * 快递鸟's DataSign: base64 of the lowercase hex MD5 of (RequestData + AppKey), UTF-8 — the hex text is
 * what gets base64-encoded, not the 16 raw bytes. The URL encoding the docs add on top is the form
 * encoding of the POST body, undone by any form parser.
 */
export function kdniaoSign(requestData: string, appKey: string): string {
  return Buffer.from(
    crypto
      .createHash('md5')
      .update(requestData + appKey, 'utf8')
      .digest('hex'),
  ).toString('base64');
}

export interface PushItem {
  EBusinessID: string;
  OrderCode: string;
  ShipperCode: string;
  LogisticCode: string;
  Success: boolean;
  Reason: string;
  State: string;
  StateEx: string;
  Location: string;
  CallBack: string;
  Traces: Trace[];
}

/** The RequestData of a 101 push: one parcel, its whole trace so far (快递鸟 resends all of it each time). */
export function pushRequestData(
  eBusinessId: string,
  atMs: number,
  item: Omit<PushItem, 'EBusinessID' | 'OrderCode' | 'Success' | 'Reason' | 'CallBack'>,
): string {
  return JSON.stringify({
    EBusinessID: eBusinessId,
    PushTime: beijingText(atMs),
    Count: '1',
    Data: [{ EBusinessID: eBusinessId, OrderCode: '', Success: true, Reason: '', CallBack: '', ...item }],
  });
}

/** The form a push is posted as (application/x-www-form-urlencoded). */
export function pushForm(eBusinessId: string, requestData: string, dataSign: string): string {
  return new URLSearchParams({
    RequestData: requestData,
    DataSign: dataSign,
    RequestType: '101',
    EBusinessID: eBusinessId,
    DataType: '2',
  }).toString();
}

/** The push of a parcel as it stands after its latest step (its state and the whole trace). */
export const parcelPushData = (eBusinessId: string, atMs: number, p: Parcel): string =>
  pushRequestData(eBusinessId, atMs, {
    ShipperCode: p.courierCode,
    LogisticCode: p.waybillNo,
    State: p.state,
    StateEx: p.stateEx,
    Location: p.traces.at(-1)!.Location,
    Traces: p.traces,
  });

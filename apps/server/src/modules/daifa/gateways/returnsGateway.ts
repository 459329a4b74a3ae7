import { callJson, callRaw } from './httpJson.ts';
import { steerResultOf, type SteerResult } from './fulfilmentGateway.ts';

/**
 * The warehouse's returns desk: we tell it what an after-sale case sends back (退货退款), give it the
 * buyer's return waybill, or call the return off before it arrives. The desk answers with events on
 * our returns hook (`afterSale/returnsHook.ts`): 签收, QC, the stall's answer. In demo mode and tests
 * it is `@oms/fulfilment-standin` over HTTP (its PROTOCOL.md, "Returns desk").
 */
export interface ReturnsGateway {
  /** The same return again is a repeat; REFUSED when the desk holds another under this SH. */
  expect(input: ExpectedReturn): Promise<SteerResult>;
  /** Before it is signed for; again with another number, the newest counts. */
  giveWaybill(asNo: string, waybillNo: string, courier: string): Promise<SteerResult>;
  /** 撤销 before it is signed for (REFUSED `ALREADY_SIGNED` after). A repeat is DONE. */
  cancel(asNo: string): Promise<SteerResult>;
  /** 重新退档口: the refused (or QC-failed) pieces to the stall once more; its answer as before. A repeat is DONE. */
  restall(asNo: string, lines: RefusedPieces): Promise<SteerResult>;
  /** 协商退款: ask the stall to keep the refused pieces for part of their price (NEGOTIATION_OFFER follows). */
  negotiate(asNo: string, lines: RefusedPieces): Promise<SteerResult>;
  /** The seller's answer to the stall's offer (REFUSED `OFFER_ANSWERED` for the other answer given). */
  answerNegotiation(asNo: string, accept: boolean): Promise<SteerResult>;
  /** 寄回: the paid 寄回单's parcels to pack and ship; the same again is a repeat. */
  sendBack(input: SendBackOrder): Promise<SteerResult>;
  /** 修改收件信息 while packing (REFUSED `ALREADY_SHIPPED` after). */
  changeSendBackReceiver(postNo: string, receiver: SendBackOrder['receiver']): Promise<SteerResult>;
  /** 取消寄回 while packing (REFUSED `ALREADY_SHIPPED` after). A repeat is DONE. */
  cancelSendBack(postNo: string): Promise<SteerResult>;
  /** 关联售后: the 无头件 the desk holds is this return's parcel; signed for at once (RETURN_SIGNED follows). */
  takeHeadless(
    asNo: string,
    parcel: { headlessNo: string; waybillNo: string; courier: string },
  ): Promise<SteerResult>;
  /**
   * 已发货仅退款: ask the courier to bring the order's parcel back for case `asNo` (INTERCEPT_RESULT
   * follows). REFUSED `ALREADY_SIGNED` once the buyer signed, `ALREADY_INTERCEPTED` for another case's;
   * the same case again is DONE.
   */
  intercept(input: {
    asNo: string;
    orderNo: string;
    reason: string;
    lines: ExpectedReturn['lines'];
  }): Promise<SteerResult>;
  /**
   * 价保 (PRICE: `fen` asked back from the stall) or 补寄 (REISSUE: the buyer is short of pieces of these
   * lines): the desk looks into it and answers REVIEW_RESULT. The same case again is DONE.
   */
  review(input: {
    asNo: string;
    orderNo: string;
    kind: 'PRICE' | 'REISSUE';
    reason: string;
    fen?: number;
    lines: ExpectedReturn['lines'];
  }): Promise<SteerResult>;
  /** A photo its events named, as a JPEG; NOT_FOUND before it is taken, UNREACHABLE when nothing answered. */
  photo(photoId: string): Promise<Buffer | 'NOT_FOUND' | 'UNREACHABLE'>;
}

export type RefusedPieces = { lineId: number; qty: number }[];

export interface SendBackOrder {
  postNo: string;
  parcelNos: string[];
  courier: string;
  receiver: {
    name: string;
    phone: string;
    province: string;
    city: string;
    district: string;
    address: string;
  };
}

export interface ExpectedReturn {
  asNo: string;
  orderNo: string;
  /** The account's 退货编码 the buyer writes on the parcel. */
  returnCode: string;
  reason: string;
  /** What the stall is asked to do: take back (absent), swap for `exchangeTo` (换货) or mend (维修). */
  service?: 'EXCHANGE' | 'REPAIR';
  exchangeTo?: string;
  lines: {
    lineId: number;
    lineNo: number;
    articleNo: string;
    stall: string;
    color: string;
    size: string;
    qty: number;
    priceFen: number;
  }[];
}

export function httpReturnsGateway(options: {
  url: string;
  apiKey: string;
  timeoutMs?: number;
}): ReturnsGateway {
  const timeoutMs = options.timeoutMs ?? 5000;
  const post = async (path: string, body?: unknown): Promise<SteerResult> =>
    steerResultOf(await callJson(options.url, options.apiKey, 'POST', path, body, timeoutMs));
  const of = (asNo: string, what: string) => `/fulfilment/returns/${encodeURIComponent(asNo)}/${what}`;
  return {
    expect: (input) => post('/fulfilment/returns', input),
    giveWaybill: (asNo, waybillNo, courier) => post(of(asNo, 'waybill'), { waybillNo, courier }),
    cancel: (asNo) => post(of(asNo, 'cancel')),
    restall: (asNo, lines) => post(of(asNo, 'restall'), { lines }),
    negotiate: (asNo, lines) => post(of(asNo, 'negotiation'), { lines }),
    answerNegotiation: (asNo, accept) => post(of(asNo, 'negotiation/answer'), { accept }),
    sendBack: (input) => post('/fulfilment/sendBacks', input),
    changeSendBackReceiver: (postNo, receiver) =>
      post(`/fulfilment/sendBacks/${encodeURIComponent(postNo)}/receiver`, { receiver }),
    cancelSendBack: (postNo) => post(`/fulfilment/sendBacks/${encodeURIComponent(postNo)}/cancel`),
    takeHeadless: (asNo, parcel) => post(of(asNo, 'headless'), parcel),
    intercept: ({ asNo, ...body }) => post(of(asNo, 'intercept'), body),
    review: ({ asNo, ...body }) => post(of(asNo, 'review'), body),
    photo: async (photoId) => {
      const answer = await callRaw(
        options.url,
        options.apiKey,
        'GET',
        `/photos/${encodeURIComponent(photoId)}`,
        undefined,
        timeoutMs,
      );
      if (!answer || answer.status >= 500) return 'UNREACHABLE';
      if (answer.status !== 200 || !answer.contentType.startsWith('image/')) return 'NOT_FOUND';
      return answer.raw;
    },
  };
}

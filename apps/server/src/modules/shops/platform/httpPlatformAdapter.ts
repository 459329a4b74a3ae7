/**
 * A PlatformAdapter over the platforms' HTTP open API (in demo mode and tests: `apps/platform-standin`,
 * whose PROTOCOL.md this follows). Every answer is checked with zod before it reaches the product, and
 * every failure leaves as a PlatformError of the kind the caller acts on.
 */
import { z } from 'zod';
import { hasFastRefundTag } from '@oms/api-client';
import {
  PlatformError,
  type PlatformAdapter,
  type PlatformCredentials,
  type PlatformOrder,
  type PlatformOrderPage,
  type PlatformRefundPage,
} from './adapter.ts';

export interface HttpPlatformAdapterOptions {
  /** The channel code (TAOBAO, PDD, …); its lower-case form is the API's path prefix. */
  channel: string;
  /** Where the platform's open API lives, e.g. `http://127.0.0.1:8090`. */
  baseUrl: string;
  clientId: string;
  /** Each call, answer included, must finish within this. */
  timeoutMs: number;
}

/** The platform's error codes the product must tell apart (PROTOCOL.md § Errors). */
const ACCESS_TOKEN_EXPIRED = 40101;
const REFRESH_TOKEN_REFUSED = 40013;
const ORDER_NOT_FOUND = 40400;
const DECRYPT_QUOTA_USED = 42901;
const DEFAULT_RETRY_AFTER_MS = 1000;

const time = z.iso.datetime({ offset: true }).transform((text) => new Date(text));
const fen = z.number().int().nonnegative();
const orderStatus = z.enum(['WAIT_PAY', 'WAIT_SEND', 'SENT', 'FINISHED', 'CLOSED']);
const refundStatus = z.enum(['NONE', 'REFUNDING', 'REFUNDED', 'REFUSED']);
const cursor = z.string().min(1).nullable();

const lineSchema = z
  .object({
    oid: z.string().min(1),
    title: z.string(),
    pic_url: z.string(),
    color: z.string(),
    size: z.string(),
    article_no: z.string(),
    stall: z.string().nullable(),
    num: z.number().int().positive(),
    price: fen,
    refund_status: refundStatus,
  })
  .transform((line) => ({
    oid: line.oid,
    title: line.title,
    imageUrl: line.pic_url,
    color: line.color,
    size: line.size,
    articleNo: line.article_no,
    stall: line.stall,
    quantity: line.num,
    priceFen: line.price,
    refundStatus: line.refund_status,
  }));

const receiverSchema = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
});

/** The platforms that mask receivers and decrypt them on request. */
const MASKING = new Set(['PDD', 'TIKTOK', 'KUAISHOU']);

const orderSchema = z
  .object({
    tid: z.string().min(1),
    status: orderStatus,
    refund_status: refundStatus,
    created: time,
    pay_time: time.nullable(),
    // 最晚发货时间; an older platform answer without it leaves the product's own promise
    ship_by_time: time.nullable().optional().default(null),
    modified: time,
    buyer_nick: z.string(),
    buyer_message: z.string(),
    seller_memo: z.string(),
    seller_flag: z.number().int().min(0).max(5),
    receiver: receiverSchema.extend({
      masked: z.boolean(),
      // masking platforms: the sealed receiver for 密文面单 and 解密, and its handle
      encrypted: z.string().min(1).max(4000).nullable().optional().default(null),
      oaid: z.string().min(1).max(64).nullable().optional().default(null),
    }),
    payment: fen,
    post_fee: fen,
    express_company: z.string().nullable(),
    waybill_no: z.string().nullable(),
    packages: z
      .array(z.object({ express_company: z.string(), waybill_no: z.string() }))
      .optional()
      .default([]),
    lines: z.array(lineSchema).min(1),
  })
  .transform((order): PlatformOrder => ({
    tid: order.tid,
    status: order.status,
    refundStatus: order.refund_status,
    createdAt: order.created,
    paidAt: order.pay_time,
    shipByAt: order.ship_by_time,
    modifiedAt: order.modified,
    buyerNick: order.buyer_nick,
    buyerRemark: order.buyer_message,
    sellerRemark: order.seller_memo,
    sellerFlag: order.seller_flag,
    receiver: order.receiver,
    paymentFen: order.payment,
    postFeeFen: order.post_fee,
    expressCompany: order.express_company,
    waybillNo: order.waybill_no,
    packages: order.packages.map((p) => ({ expressCompany: p.express_company, waybillNo: p.waybill_no })),
    lines: order.lines,
  }));

const orderPageSchema = z
  .object({ orders: z.array(orderSchema), next_cursor: cursor })
  .transform((page): PlatformOrderPage => ({ orders: page.orders, nextCursor: page.next_cursor }));

const refundPageSchema = z
  .object({
    refunds: z.array(
      // loose: a platform's own words for the refund (淘宝 tb_status, 抖店 aftersale_status…) are kept raw
      z
        .object({
          refund_id: z.string().min(1),
          tid: z.string().min(1),
          oid: z.string().nullable(),
          status: z.enum(['REFUNDING', 'REFUNDED', 'REFUSED', 'CLOSED']),
          reason: z.string(),
          refund_fee: fen,
          refund_kind: z.enum(['UNSHIPPED', 'REFUND_ONLY', 'RETURN_GOODS', 'EXCHANGE']).nullish(),
          // what the buyer wants instead, as they typed it: cut to the 40 characters a case keeps
          exchange_to: z
            .string()
            .transform((v) => v.slice(0, 40))
            .nullish(),
          return_waybill_no: z
            .string()
            .regex(/^[A-Za-z0-9]{8,30}$/)
            .nullish(),
          return_company: z.string().max(20).nullish(),
          modified: time,
        })
        .loose(),
    ),
    next_cursor: cursor,
  })
  .transform((page): PlatformRefundPage => ({
    refunds: page.refunds.map((r) => ({
      refundId: r.refund_id,
      tid: r.tid,
      oid: r.oid,
      status: r.status,
      reason: r.reason,
      amountFen: r.refund_fee,
      kind: r.refund_kind ?? null,
      returnWaybillNo: r.return_waybill_no ?? null,
      returnCompany: r.return_company ?? null,
      fast: hasFastRefundTag(r.aftersale_tags),
      modifiedAt: r.modified,
      raw: { ...r, modified: r.modified.toISOString() },
    })),
    nextCursor: page.next_cursor,
  }));

const grantSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_expires_in: z.number().int().positive(),
  shop_id: z.string().min(1),
  shop_name: z.string(),
});

const platformErrorSchema = z.object({ error_code: z.number().int(), error_msg: z.string() });

function credentialsOf(grant: z.infer<typeof grantSchema>, receivedAt: number): PlatformCredentials {
  return {
    platformShopId: grant.shop_id,
    shopName: grant.shop_name,
    accessToken: grant.access_token,
    refreshToken: grant.refresh_token,
    expiresAt: new Date(receivedAt + grant.expires_in * 1000),
    refreshExpiresAt: new Date(receivedAt + grant.refresh_expires_in * 1000),
  };
}

/** Retry-After in seconds or as an HTTP date; absent or unreadable: a second. */
function retryAfterMs(header: string | null): number {
  if (header === null) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - Date.now());
}

/** What a refused call means for the caller: wait, refresh, authorise again, or give up. */
function refusal(status: number, body: unknown, retryAfter: string | null): PlatformError {
  const parsed = platformErrorSchema.safeParse(body);
  // the day's 解密 quota is used up: waiting seconds will not help
  if (status === 429 && parsed.success && parsed.data.error_code === DECRYPT_QUOTA_USED)
    return new PlatformError('rejected', parsed.data.error_msg);
  if (status === 429) return new PlatformError('rate_limited', '平台限流', retryAfterMs(retryAfter));
  if (status >= 500) return new PlatformError('unavailable', `平台故障 (HTTP ${status})`);
  const message = parsed.success ? `${parsed.data.error_msg} (${parsed.data.error_code})` : `HTTP ${status}`;
  if (parsed.success && parsed.data.error_code === ACCESS_TOKEN_EXPIRED)
    return new PlatformError('token_expired', message);
  if (status === 401 || (parsed.success && parsed.data.error_code === REFRESH_TOKEN_REFUSED)) {
    return new PlatformError('authorization_revoked', message);
  }
  return new PlatformError('rejected', message);
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  accessToken?: string;
  query?: Record<string, string>;
  /** Sent as a form (the OAuth token endpoint) … */
  form?: Record<string, string>;
  /** … or as JSON. */
  json?: unknown;
}

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

export function createHttpPlatformAdapter(options: HttpPlatformAdapterOptions): PlatformAdapter {
  const channel = options.channel;
  const prefix = `${options.baseUrl.replace(/\/+$/, '')}/${channel.toLowerCase()}`;

  async function send(call: Call): Promise<Answer> {
    const url = new URL(`${prefix}${call.path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.accessToken !== undefined) headers.authorization = `Bearer ${call.accessToken}`;
    let body: string | undefined;
    if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form).toString();
    } else if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    }
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeoutMs);
    try {
      const response = await fetch(url, { method: call.method, headers, body, signal: abort.signal });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        // An unreadable body: answered below by status (5xx/unreadable → unavailable, else rejected).
        if (response.ok) throw new PlatformError('unavailable', `${channel} 平台返回了无法解析的内容`);
      }
      return { status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      if (error instanceof PlatformError) throw error;
      if (abort.signal.aborted)
        throw new PlatformError('timeout', `${channel} 平台 ${options.timeoutMs} ms 内无应答`);
      throw new PlatformError('unavailable', `${channel} 平台无法连接: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The answer read through `schema`; a refusal thrown as its PlatformError. */
  function read<T>(answer: Answer, schema: z.ZodType<T>): T {
    if (answer.status < 200 || answer.status >= 300)
      throw refusal(answer.status, answer.body, answer.retryAfter);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      throw new PlatformError(
        'unavailable',
        `${channel} 平台的应答不符合约定: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    }
    return parsed.data;
  }

  const request = async <T>(call: Call, schema: z.ZodType<T>): Promise<T> => read(await send(call), schema);

  async function token(form: Record<string, string>): Promise<PlatformCredentials> {
    const grant = await request(
      { method: 'POST', path: '/oauth/token', form: { ...form, client_id: options.clientId } },
      grantSchema,
    );
    return credentialsOf(grant, Date.now());
  }

  const feedQuery = (input: { since: Date; cursor: string | null; pageSize: number }) => ({
    since: input.since.toISOString(),
    page_size: String(input.pageSize),
    ...(input.cursor === null ? {} : { cursor: input.cursor }),
  });

  const adapter: PlatformAdapter = {
    channel,
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${prefix}/oauth/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    exchangeCode: ({ code, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    pullChangedOrders: (accessToken, input) =>
      request(
        { method: 'GET', path: '/orders/changed', accessToken, query: feedQuery(input) },
        orderPageSchema,
      ),
    async pullOrder(accessToken, tid) {
      const answer = await send({ method: 'GET', path: `/orders/${encodeURIComponent(tid)}`, accessToken });
      const refused = platformErrorSchema.safeParse(answer.body);
      if (answer.status === 404 && refused.success && refused.data.error_code === ORDER_NOT_FOUND)
        return null;
      return read(answer, z.object({ order: orderSchema })).order;
    },
    async pushWaybill(accessToken, { tid, expressCompany, waybillNo }) {
      await request(
        {
          method: 'POST',
          path: `/orders/${encodeURIComponent(tid)}/waybill`,
          accessToken,
          json: { express_company: expressCompany, waybill_no: waybillNo },
        },
        z.object({ order: z.object({ tid: z.string() }) }),
      );
    },
    async addPackage(accessToken, { tid, expressCompany, waybillNo }) {
      await request(
        {
          method: 'POST',
          path: `/orders/${encodeURIComponent(tid)}/packages`,
          accessToken,
          json: { express_company: expressCompany, waybill_no: waybillNo },
        },
        z.object({ order: z.object({ tid: z.string() }) }),
      );
    },
    pullRefunds: (accessToken, input) =>
      request(
        { method: 'GET', path: '/refunds/changed', accessToken, query: feedQuery(input) },
        refundPageSchema,
      ),
  };
  if (MASKING.has(channel))
    adapter.decryptReceiver = async (accessToken, { tid, encrypted }) =>
      (
        await request(
          { method: 'POST', path: '/receiver/decrypt', accessToken, json: { tid, encrypted } },
          z.object({ receiver: receiverSchema }),
        )
      ).receiver;
  if (channel !== 'REDBOOK') return adapter;
  return {
    ...adapter,
    async sendVerificationCode(accessToken) {
      await request(
        { method: 'POST', path: '/verification/send', accessToken, json: {} },
        z.object({ sent: z.literal(true) }),
      );
    },
    async checkVerificationCode(accessToken, code) {
      const answer = await request(
        { method: 'POST', path: '/verification/check', accessToken, json: { code } },
        z.object({ valid: z.boolean() }),
      );
      return answer.valid;
    },
  };
}

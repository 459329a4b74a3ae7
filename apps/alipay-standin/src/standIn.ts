import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyRequest } from '@oms/alipay-protocol';
import { apiMethods } from './apiMethods.ts';
import { cashierAction, openCashier, type CashierResult } from './cashier.ts';
import { loadKeys, signedAnswer, type StandInContext } from './context.ts';
import { controlRoutes } from './control.ts';
import { startNotifier } from './notifier.ts';
import { openStore, SCHEMA } from './store.ts';

export interface AlipayStandInOptions {
  databaseUrl: string;
  port?: number;
  host?: string;
  /** Milliseconds per minute of Alipay's notify retry schedule (60,000 = real time; tests use ~50). */
  msPerMinute?: number;
}

export interface AlipayStandIn {
  url: string;
  gatewayUrl: string;
  publicKey: string;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendCashier(res: http.ServerResponse, result: CashierResult) {
  if (result.kind === 'redirect') {
    res.writeHead(302, { location: result.location });
    res.end();
    return;
  }
  res.writeHead(result.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(result.html);
}

/**
 * A local stand-in for Alipay's open platform (gateway.do, the cashier, asynchronous notifications),
 * speaking the documented protocol so the server's real gateway client talks to it unchanged.
 */
export async function startAlipayStandIn(options: AlipayStandInOptions): Promise<AlipayStandIn> {
  const pool = await openStore(options.databaseUrl);
  const keys = await loadKeys(pool);
  const ctx: StandInContext = { pool, keys, msPerMinute: options.msPerMinute ?? 60_000, publicUrl: '' };
  const control = controlRoutes(ctx);

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const body = req.method === 'POST' ? await readBody(req) : '';
      if (url.pathname.startsWith('/control/')) {
        const answer = await control(req.method ?? 'GET', url, body);
        res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(answer.body));
        return;
      }
      const cashier = /^\/cashier\/([^/]+)(?:\/(pay|cancel|fail))?$/.exec(url.pathname);
      if (cashier) {
        sendCashier(res, await cashierAction(ctx, decodeURIComponent(cashier[1]!), cashier[2] ?? 'view'));
        return;
      }
      if (url.pathname !== '/gateway.do') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('not found');
        return;
      }
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      if (body) Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
      const method = params.method ?? '';
      const app = await pool.query<{ public_key: string }>(`select public_key from ${SCHEMA}.apps where app_id = $1`, [params.app_id ?? '']);
      const publicKey = app.rows[0]?.public_key;
      const signed = publicKey !== undefined && params.sign_type === 'RSA2' && verifyRequest(params, publicKey);
      const isPage = method === 'alipay.trade.page.pay' || method === 'alipay.trade.wap.pay';
      if (!signed) {
        if (isPage) {
          res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          res.end('<!doctype html><meta charset="utf-8"><h2>验签出错</h2><p>isv.invalid-signature</p>');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(
          JSON.stringify({
            error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: publicKey ? 'isv.invalid-signature' : 'isv.invalid-app-id', sub_msg: '验签出错' },
          }),
        );
        return;
      }
      if (isPage) {
        sendCashier(res, await openCashier(ctx, params as { app_id: string }));
        return;
      }
      const handler = apiMethods[method];
      let biz: Record<string, unknown> = {};
      try {
        biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
      } catch {
        /* answered as a parameter error below */
      }
      const answer = handler
        ? await handler(ctx, params.app_id!, biz)
        : { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(signedAnswer(ctx, method, answer));
    })().catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`stand-in error: ${(e as Error).message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  ctx.publicUrl = url;
  const notifier = startNotifier(ctx);
  return {
    url,
    gatewayUrl: `${url}/gateway.do`,
    publicKey: keys.publicKey,
    async close() {
      notifier.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end().catch(() => undefined);
    },
  };
}

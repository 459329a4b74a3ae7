// The C-Lodop stand-in: the service ports (8000 and 18000 by default) serve CLodopfuncs.js and take
// print tasks; a separate control port lets tests put it in each situation and read what it printed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clodopScript } from './clodopScript.ts';

/** What a seller's machine can look like (spec §8). */
export type ClodopSituation = 'ok' | 'not-started' | 'control-missing' | 'service-outdated' | 'control-outdated';
export const CLODOP_SITUATIONS: readonly ClodopSituation[] = ['ok', 'not-started', 'control-missing', 'service-outdated', 'control-outdated'];

export interface RecordedCall {
  fn: string;
  args: (string | number | boolean)[];
}

export interface PrintTask {
  taskId: string;
  kind: 'print' | 'preview';
  taskName: string;
  printer: string;
  copies: number;
  calls: RecordedCall[];
  receivedAt: string;
  result: 'printed' | string;
}

export interface ClodopStandInOptions {
  servicePorts?: number[];
  /** 0 picks a free port. */
  controlPort?: number;
  host?: string;
  situation?: ClodopSituation;
  printers?: string[];
}

/** A current C-Lodop; the outdated situations report versions below the bridge's minimums. */
export const CURRENT_VERSIONS = { cversion: '6.6.1.2', version: '6.2.2.6' };
export const OLD_VERSIONS = { cversion: '4.0.9.8', version: '6.1.9.8' };
/** A printer that refuses every task, as an offline printer does. */
export const OFFLINE_PRINTER = '仓库打印机(脱机)';

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,OPTIONS',
  'access-control-allow-headers': 'content-type',
  // Chrome's local network access: a public page asks before reaching localhost
  'access-control-allow-private-network': 'true',
};

function readBody(req: IncomingMessage, limit = 20 * 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) reject(new Error('too large'));
      else parts.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export interface ClodopStandIn {
  servicePorts: number[];
  controlUrl: string;
  tasks: PrintTask[];
  situation: () => ClodopSituation;
  setSituation: (s: ClodopSituation) => Promise<void>;
  close: () => Promise<void>;
}

export async function startClodopStandIn(options: ClodopStandInOptions = {}): Promise<ClodopStandIn> {
  const host = options.host ?? '127.0.0.1';
  const ports = options.servicePorts ?? [8000, 18000];
  const printers = options.printers ?? ['Gprinter GP-1324D', 'Xprinter XP-365B', OFFLINE_PRINTER];
  const tasks: PrintTask[] = [];
  let situation: ClodopSituation = options.situation ?? 'ok';

  const service = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (req.method === 'GET' && url.pathname.toLowerCase() === '/clodopfuncs.js') {
      const versions = situation === 'service-outdated' ? { ...CURRENT_VERSIONS, cversion: OLD_VERSIONS.cversion } : situation === 'control-outdated' ? { ...CURRENT_VERSIONS, version: OLD_VERSIONS.version } : CURRENT_VERSIONS;
      const origin = `http://${req.headers.host ?? `localhost:${ports[0]}`}`;
      const script = clodopScript({ origin, ...versions, printers, control: situation !== 'control-missing', httpsStatus: 0 });
      res.writeHead(200, { ...cors, 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(script);
    }
    if (req.method === 'POST' && url.pathname === '/c_print') {
      let task: PrintTask;
      try {
        const body = JSON.parse(await readBody(req)) as Omit<PrintTask, 'receivedAt' | 'result'>;
        const result = body.printer === OFFLINE_PRINTER ? '打印机脱机或缺纸' : 'printed';
        task = { ...body, receivedAt: new Date().toISOString(), result };
      } catch {
        res.writeHead(400, { ...cors, 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ ok: false, error: '打印任务格式不正确' }));
      }
      tasks.push(task);
      res.writeHead(200, { ...cors, 'content-type': 'application/json' });
      return void res.end(JSON.stringify(task.result === 'printed' ? { ok: true } : { ok: false, error: task.result }));
    }
    res.writeHead(404, cors).end();
  };

  let servers: Server[] = [];
  const open = async () => {
    if (servers.length) return;
    servers = ports.map(() => createServer((req, res) => void service(req, res)));
    try {
      for (const [i, s] of servers.entries()) ports[i] = await listen(s, ports[i]!, host);
    } catch (error) {
      // one port taken: give back the other, so nothing half-started stays behind
      await Promise.all(servers.filter((s) => s.listening).map(close));
      servers = [];
      throw error;
    }
  };
  const shut = async () => {
    await Promise.all(servers.map(close));
    servers = [];
  };
  if (situation !== 'not-started') await open();

  const setSituation = async (s: ClodopSituation) => {
    situation = s;
    if (s === 'not-started') await shut();
    else await open();
  };

  const control = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      if (req.method === 'GET' && url.pathname === '/tasks') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(tasks));
      }
      if (req.method === 'DELETE' && url.pathname === '/tasks') {
        tasks.length = 0;
        return res.writeHead(204).end();
      }
      if (req.method === 'POST' && url.pathname === '/situation') {
        const s = (await readBody(req)).trim() as ClodopSituation;
        if (!CLODOP_SITUATIONS.includes(s)) return res.writeHead(400).end(`unknown situation ${s}`);
        await setSituation(s);
        return res.writeHead(204).end();
      }
      res.writeHead(404).end();
    })();
  });
  const controlPort = await listen(control, options.controlPort ?? 0, host);

  return {
    servicePorts: ports,
    controlUrl: `http://${host}:${controlPort}`,
    tasks,
    situation: () => situation,
    setSituation,
    close: async () => {
      await shut();
      await close(control);
    },
  };
}

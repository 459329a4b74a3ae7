// Finding C-Lodop: load CLodopfuncs.js from the local service (8000, then 18000; 8443 for https pages),
// with a timeout, then check the service and control versions. The load state goes loading → complete
// or error, and an error names the problem (problems.ts) instead of failing silently.
import { MIN_CONTROL_VERSION, MIN_SERVICE_VERSION, printProblem, type PrintProblem } from '../problems.ts';
import { compareVersions } from '../versions.ts';
import type { CLodop } from './types.ts';

export interface ClodopFound {
  lodop: CLodop;
  /** Where the script came from. */
  url: string;
  cversion: string;
  version: string;
  printers: string[];
}

export type LodopLoadState =
  | { state: 'loading' }
  | { state: 'complete'; found: ClodopFound }
  | { state: 'error'; problem: PrintProblem; found?: Omit<ClodopFound, 'lodop' | 'printers'> };

export interface FindOptions {
  /** Service addresses to try in order; defaults by the page's protocol. */
  bases?: string[];
  timeoutMs?: number;
}

export const HTTP_BASES = ['http://localhost:8000', 'http://localhost:18000'];
export const HTTPS_BASES = ['https://localhost.lodop.net:8443', 'https://localhost:8443'];

type LodopWindow = Window & { getCLodop?: () => CLodop | undefined };

function loadScript(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const done = (ok: boolean) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      resolve(ok);
    };
    const timer = setTimeout(() => {
      script.remove();
      done(false);
    }, timeoutMs);
    script.onload = () => done(true);
    script.onerror = () => {
      script.remove();
      done(false);
    };
    script.src = `${url}?t=${Date.now()}`;
    document.head.append(script);
  });
}

/** Chrome 142+ asks before a public page reaches localhost; a refusal looks like a dead service. */
async function localNetworkDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'local-network-access' as PermissionName });
    return status.state === 'denied';
  } catch {
    return false;
  }
}

export function printersOf(lodop: CLodop): string[] {
  const n = Number(lodop.GET_PRINTER_COUNT()) || 0;
  return Array.from({ length: n }, (_, i) => String(lodop.GET_PRINTER_NAME(i)));
}

export async function findCLodop(options: FindOptions = {}): Promise<LodopLoadState> {
  const win = window as LodopWindow;
  const https = location.protocol === 'https:';
  const bases = options.bases ?? (https ? HTTPS_BASES : HTTP_BASES);
  const timeoutMs = options.timeoutMs ?? 3000;
  for (const base of bases) {
    const url = `${base}/CLodopfuncs.js`;
    delete win.getCLodop;
    if (!(await loadScript(url, timeoutMs))) continue;
    // the script just (re)defined it, or did not: TypeScript cannot see that side effect
    const get = (win as LodopWindow).getCLodop as (() => CLodop | undefined) | undefined;
    let lodop: CLodop | undefined;
    try {
      lodop = typeof get === 'function' ? get() : undefined;
    } catch {
      lodop = undefined;
    }
    if (!lodop) return { state: 'error', problem: printProblem('CONTROL_MISSING') };
    const cversion = String(lodop.CVERSION ?? '');
    const version = String(lodop.VERSION ?? '');
    const seen = { url, cversion, version };
    if (compareVersions(cversion, MIN_SERVICE_VERSION) < 0)
      return { state: 'error', problem: printProblem('SERVICE_OUTDATED', seen), found: seen };
    if (compareVersions(version, MIN_CONTROL_VERSION) < 0)
      return { state: 'error', problem: printProblem('CONTROL_OUTDATED', seen), found: seen };
    return { state: 'complete', found: { lodop, url, cversion, version, printers: printersOf(lodop) } };
  }
  if (await localNetworkDenied()) return { state: 'error', problem: printProblem('LOCAL_NETWORK_BLOCKED') };
  return { state: 'error', problem: printProblem(https ? 'HTTPS_SERVICE_MISSING' : 'SERVICE_NOT_RUNNING') };
}

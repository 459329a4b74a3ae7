import { openLoad } from './openLoad.ts';
import { cpuPerAnswer, cpuSample } from './cpuUse.ts';
import { gzippedApiProblem, load, percentile } from './load.ts';

/** Answers a second arriving at the busiest load planned for, and how many ask at once for the capacity. */
export const LIST_RATE = Number(process.env.BENCH_LIST_RATE ?? 100);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

/** What a browser offers: the answers are measured as sellers get them, compressed. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export type RecordFigure = (figure: string, value: number, unit: string, target: string, ok: boolean) => void;

export interface FigureOptions {
  url: string;
  body?: object;
  method?: 'GET' | 'POST';
  targetMs: number;
}

/**
 * An answer's two figures. The target is what a seller waits at the busiest load planned for: `rate`
 * answers a second arriving each on its own (open loop, `openLoad.ts`), the p95 against the issue's
 * figure. Then the capacity: answers a second with `concurrency` asking at once, each again as soon as
 * its answer came (autocannon's closed loop) — the headroom over that load. That run's p95 is how long a
 * queue of 20 takes to drain on 2 cores shared with PostgreSQL and the load generator (20 ÷ the rate), a
 * wait no seller sees below full load; it is printed, not judged.
 */
export function answerFigures(setup: {
  server: { url: string; child: { pid?: number | undefined } };
  who: Record<string, string>;
  record: RecordFigure;
  /** Asked once before the load, to fail on a wrong answer rather than time one. */
  probe?: (o: FigureOptions) => Promise<void>;
}) {
  const serverUrl = setup.server.url;
  const serverPid = setup.server.child.pid!;
  const rate = LIST_RATE;
  const concurrency = CONCURRENCY;
  return async (label: string, o: FigureOptions) => {
    const method = o.method ?? 'POST';
    if (setup.probe) await setup.probe(o);
    const headers = {
      ...setup.who,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      'accept-encoding': BROWSER_ENCODINGS,
    };
    const payload = o.body === undefined ? {} : { body: JSON.stringify(o.body) };
    const url = `${serverUrl}${o.url}`;
    const open = await openLoad({
      url,
      method,
      headers,
      ...payload,
      rate: rate,
      seconds: 8,
      check: gzippedApiProblem,
    });
    if (open.failures.length)
      throw new Error(`${label}: ${open.failures.length} failed (${open.failures[0]})`);
    setup.record(
      `${label}: p95 at ${rate} answers/s arriving`,
      open.p95,
      'ms',
      `≤ ${o.targetMs} ms`,
      open.p95 <= o.targetMs,
    );
    const cpuBefore = cpuSample(serverPid);
    const full = await load({
      url,
      method,
      connections: concurrency,
      headers,
      ...payload,
      duration: 6,
      check: gzippedApiProblem,
    });
    if (full.failures.length)
      throw new Error(`${label}: ${full.failures.length} failed (${full.failures[0]})`);
    setup.record(
      `${label}: capacity at concurrency ${concurrency} (p95 ${percentile(full.latencies, 95).toFixed(0)} ms)`,
      full.rate,
      '/s',
      '—',
      true,
    );
    console.log(`  ${cpuPerAnswer(cpuBefore, cpuSample(serverPid), full.latencies.length)}`);
  };
}

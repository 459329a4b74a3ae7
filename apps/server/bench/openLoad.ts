import http from 'node:http';
import { percentile } from './load.ts';

export interface OpenLoadResult {
  /** Milliseconds from each request's planned start to its last byte. */
  latencies: number[];
  p95: number;
  /** Answers a second actually served (the offered rate when the server keeps up). */
  rate: number;
  failures: string[];
}

/**
 * Requests arriving at `rate` a second for `seconds`, each at its own time whatever the others are
 * doing (Poisson arrivals, as users' clicks come), over keep-alive connections opened as needed. A
 * closed loop (autocannon's N connections, each waiting for its answer) measures how long a queue of N
 * takes to drain once the machine is saturated; this measures what a user waits at a given load. The
 * latency counts from the planned start, so a server that falls behind is charged for the wait
 * (no coordinated omission).
 */
export async function openLoad(options: {
  url: string;
  /** Default POST (with `body`). */
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  rate: number;
  seconds: number;
  check: (body: string) => string | null;
}): Promise<OpenLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(options.url);
  const latencies: number[] = [];
  const failures: string[] = [];
  const inFlight: Promise<void>[] = [];
  const send = (plannedAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: options.method ?? 'POST',
          headers:
            options.body === undefined
              ? options.headers
              : { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            latencies.push(performance.now() - plannedAt);
            // a gzipped page reads as bytes; an envelope under the threshold comes plain
            const body = Buffer.concat(chunks).toString('latin1');
            const problem =
              response.statusCode === 200
                ? options.check(body)
                : `HTTP ${response.statusCode}: ${body.slice(0, 200)}`;
            if (problem) failures.push(problem);
            resolve();
          });
        },
      );
      request.on('error', (e) => {
        failures.push(String(e));
        resolve();
      });
      request.end(options.body);
    });

  const started = performance.now();
  const end = started + options.seconds * 1000;
  let next = started;
  for (;;) {
    next += (-Math.log(1 - Math.random()) / options.rate) * 1000;
    if (next >= end) break;
    const wait = next - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(next));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, p95: percentile(latencies, 95), rate: latencies.length / seconds, failures };
}

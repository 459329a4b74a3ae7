import autocannon from 'autocannon';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export interface LoadResult {
  latencies: number[];
  /** Answers per second over the whole run (wall clock). */
  rate: number;
  seconds: number;
  failures: string[];
}

/**
 * autocannon over loopback. With `requests`, each call of `next(i)` builds the i-th request (a body
 * and headers of its own: another payment, another notify) and `amount` of them are sent; without,
 * the same request is repeated for `duration` seconds. `check` reads each answer's body.
 */
export async function load(options: {
  url: string;
  /** Default POST. */
  method?: 'GET' | 'POST';
  connections: number;
  headers?: Record<string, string>;
  body?: string;
  duration?: number;
  amount?: number;
  next?: (i: number) => { body: string; headers: Record<string, string> };
  check: (body: string) => string | null;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let issued = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'POST',
        connections: options.connections,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.body ? { body: options.body } : {}),
        ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
        ...(options.next
          ? {
              requests: [
                {
                  method: 'POST',
                  setupRequest: (request: autocannon.Request) => {
                    // autocannon may build a request or two more than it sends: those repeat the last one.
                    const built = options.next!(Math.min(issued++, options.amount! - 1));
                    return {
                      ...request,
                      body: built.body,
                      headers: { ...request.headers, ...built.headers },
                    };
                  },
                  onResponse: (status: number, body: string) => {
                    const problem =
                      status === 200 ? options.check(body) : `HTTP ${status}: ${body.slice(0, 200)}`;
                    if (problem) failures.push(problem);
                  },
                },
              ],
            }
          : {
              requests: [
                {
                  onResponse: (status: number, body: string) => {
                    const problem =
                      status === 200 ? options.check(body) : `HTTP ${status}: ${body.slice(0, 200)}`;
                    if (problem) failures.push(problem);
                  },
                },
              ],
            }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      lastAnswer = performance.now();
    });
  });
  // To the last answer: autocannon reports on its one-second tick, which would round every run up.
  const seconds = (lastAnswer - started) / 1000;
  if (result.errors > 0) failures.push(`${result.errors} connection errors or timeouts`);
  return { latencies, rate: latencies.length / seconds, seconds, failures };
}

/**
 * The same for answers a browser would get gzipped (autocannon hands over the body undecoded): a
 * refusal is a small envelope, under the compression threshold, so it is still read; a big answer
 * is a page.
 */
export function gzippedApiProblem(body: string): string | null {
  return body.startsWith('{') ? apiProblem(body) : body.length > 0 ? null : 'empty answer';
}

/** An API envelope's problem, if it has one. */
export function apiProblem(body: string): string | null {
  try {
    const answer = JSON.parse(body) as { errorCode?: number; errorMsg?: string };
    return answer.errorCode === 0 ? null : `${answer.errorCode}: ${answer.errorMsg}`;
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
}

import http from 'node:http';
import https from 'node:https';

/**
 * Kept-alive connections to the market and the warehouse. Node's http, not fetch(): every placement
 * asks the market for its goods, and fetch (undici through web streams, an AbortSignal a call) took a
 * fifth of the server's time on a placement. Idle sockets close after 4 s, before the usual 5 s of a
 * server's keep-alive, so a socket is seldom reused just as the other side closes it.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: 4_000 }),
  'https:': new https.Agent({ keepAlive: true, timeout: 4_000 }),
};

type Answer = { status: number; body: Record<string, unknown> };
type RawAnswer = { status: number; contentType: string; raw: Buffer };

function parsed(answer: RawAnswer): Answer {
  const text = answer.raw.toString('utf8');
  try {
    return { status: answer.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { status: answer.status, body: { message: text.slice(0, 200) } };
  }
}

/** One JSON call to an outside service with a bearer key; the answer's status and body, or `null` when nothing answered. */
export async function callJson(
  baseUrl: string,
  apiKey: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  timeoutMs: number,
): Promise<Answer | null> {
  const answer = await callRaw(baseUrl, apiKey, method, path, body, timeoutMs);
  return answer && parsed(answer);
}

/** One call whose answer is bytes (a photo): its status, content type and body, or `null` when nothing answered. */
export async function callRaw(
  baseUrl: string,
  apiKey: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  timeoutMs: number,
): Promise<RawAnswer | null> {
  let url: URL;
  try {
    url = new URL(`${baseUrl}${path}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const deadline = Date.now() + timeoutMs;
  const first = await send(url, apiKey, method, payload, timeoutMs);
  if (first !== 'STALE_SOCKET') return first;
  // a kept-alive socket the other side had just closed: the request never reached it, so once more
  const again = await send(url, apiKey, method, payload, deadline - Date.now());
  return again === 'STALE_SOCKET' ? null : again;
}

function send(
  url: URL,
  apiKey: string,
  method: 'GET' | 'POST',
  payload: string | undefined,
  timeoutMs: number,
): Promise<RawAnswer | null | 'STALE_SOCKET'> {
  return new Promise((resolve) => {
    const lib = url.protocol === 'https:' ? https : http;
    const request = lib.request(
      url,
      {
        method,
        agent: agents[url.protocol as keyof typeof agents],
        headers: {
          authorization: `Bearer ${apiKey}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => {
          clearTimeout(timer);
          resolve(null);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            raw: Buffer.concat(chunks),
          });
        });
      },
    );
    // the whole call's deadline (a socket's own timeout counts only idle time)
    const timer = setTimeout(() => request.destroy(new Error('timed out')), Math.max(0, timeoutMs));
    request.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(request.reusedSocket && e.code === 'ECONNRESET' ? 'STALE_SOCKET' : null);
    });
    request.end(payload);
  });
}

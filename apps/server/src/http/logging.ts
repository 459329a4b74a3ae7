import type { FastifyInstance, FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

/**
 * What the server logs, and what it never does: session tokens (user_hash in a query, X-TOKEN, cookies)
 * and SQL parameters (a failed insert's parameters can hold a password hash or a customer's address).
 */
const SECRET_KEYS = /^(user_hash|userhash|x-token|token|access_token|refresh_token|code|password|captchacode|sign|secret)$/i;
// A value that looks like a credential whatever its name: long runs of base64url/hex characters.
const TOKEN_LIKE = /^[A-Za-z0-9_\-+/=%.]{24,}$/;
export const REDACTED = '[REDACTED]';

/** The URL with every secret-looking query value replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const hashAt = url.indexOf('#', at);
  const query = url.slice(at + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const key = pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // A malformed key is still compared as it came.
      }
      return SECRET_KEYS.test(name) || TOKEN_LIKE.test(pair.slice(eq + 1)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${redacted}`;
}

interface LoggableError {
  type: string;
  message: string;
  code?: unknown;
  stack?: string;
  cause?: { message: string; code?: unknown };
}

// drizzle's query errors read `Failed query: …\nparams: …`: the statement is useful, its values are not ours to log.
const withoutParams = (text: string) => text.replace(/\nparams:[^\n]*/g, `\nparams: ${REDACTED}`);
// PostgreSQL quotes the offending value in its message (`invalid input syntax …: "value"`, `Key (x)=(value)`).
const withoutValues = (text: string) => text.replace(/"[^"]*"/g, `"${REDACTED}"`).replace(/=\([^)]*\)/g, `=(${REDACTED})`);

export function serializeError(error: unknown): LoggableError {
  const e = error as { name?: string; message?: string; code?: unknown; stack?: string; cause?: { message?: string; code?: unknown } };
  const message = withoutParams(String(e?.message ?? error));
  const stackLines = typeof e?.stack === 'string' ? e.stack.split('\n').filter((l) => l.trimStart().startsWith('at ')) : [];
  return {
    type: e?.name ?? typeof error,
    message,
    ...(e?.code !== undefined ? { code: e.code } : {}),
    ...(stackLines.length ? { stack: `${e?.name ?? 'Error'}: ${message}\n${stackLines.join('\n')}` } : {}),
    ...(e?.cause ? { cause: { message: withoutValues(String(e.cause.message)), ...(e.cause.code !== undefined ? { code: e.cause.code } : {}) } } : {}),
  };
}

/** JSON lines for production; one readable line per event on a terminal (npm start's demo). */
export function loggerFor(level: string, format: 'pretty' | 'json') {
  if (format === 'json') return loggerOptions(level);
  return {
    ...loggerOptions(level),
    stream: pretty({ singleLine: true, colorize: Boolean(process.stdout.isTTY), translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,req,res,responseTime' }),
  };
}

export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
    // Belt and braces for anything that logs a request or reply whole.
    redact: {
      paths: ['req.headers["x-token"]', 'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers["x-token"]'],
      censor: REDACTED,
    },
  };
}

/** In the readable format, Fastify's two lines per request become this one. */
export function logOneLinePerRequest(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`);
  });
}

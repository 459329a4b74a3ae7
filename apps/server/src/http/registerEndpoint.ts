import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, hasNul, isUnstorable, type Endpoint } from '@oms/api-client';
import { ApiError, envelope } from './apiError.ts';
import { hasPermission, resolveCaller, type Caller } from './caller.ts';
import type { AppContext } from './context.ts';
import { resolveOperator, type Operator } from '../modules/ops/operators.ts';

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

export interface HandlerInput<E extends Endpoint, C> {
  body: Out<E['body']>;
  params: Out<E['params']>;
  query: Out<E['query']>;
  caller: C;
  request: FastifyRequest;
  reply: FastifyReply;
}

type CallerFor<E extends Endpoint> = E['access'] extends { kind: 'public' } | { kind: 'operator' }
  ? Caller | null
  : Caller;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** Set on operator endpoints (/ops). */
    operator: Operator | null;
  }
}

/**
 * The path of the first string (or key) PostgreSQL cannot store — NUL, or half an emoji (a lone
 * surrogate) — and which of the two it was.
 */
function unstorablePath(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string; nul: boolean } | null {
  const found = (text: string) => (isUnstorable(text) ? { nul: hasNul(text) } : null);
  if (typeof value === 'string') {
    const bad = found(value);
    return bad && { path: path.join('.'), ...bad };
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const badKey = found(key);
    if (badKey) return { path: [...path, printable(key)].join('.'), ...badKey };
    const inner = unstorablePath(item, [...path, key], depth + 1);
    if (inner !== null) return inner;
  }
  return null;
}

/** A key as it can be named back: without NUL and lone surrogates. */
const printable = (key: string) => [...key].filter((c) => !isUnstorable(c)).join('');

function parseOrThrow(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  // Every endpoint, present and future, refuses what text columns cannot hold even where a schema
  // forgot to: it never reaches SQL.
  const bad = unstorablePath(value);
  if (bad !== null) {
    const message = bad.nul ? '内容包含无法识别的控制字符' : '内容包含无法识别的字符';
    throw new ApiError(ErrorCode.INVALID_INPUT, message, { field: bad.path });
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  const first = issues[0]!;
  throw new ApiError(ErrorCode.INVALID_INPUT, first.message, { field: first.field, issues });
}

export interface EndpointOptions {
  /** Anonymous endpoints that cost us (argon2, stored rows) take at most this many calls a minute per client address. */
  perMinutePerClient?: number;
  /** The handler answers with a file through `reply` itself (errors still go out as the JSON envelope). */
  sendsFile?: boolean;
}

type Handler<E extends Endpoint> = (
  input: HandlerInput<E, CallerFor<E>>,
) => Promise<Out<E['data']>> | Out<E['data']>;

/**
 * Registers one contract endpoint. Order matters: who is calling is settled in onRequest, before the
 * body is even read, so an anonymous bad request is told to sign in, not how to fix its input.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  ...args: [Handler<E>] | [EndpointOptions, Handler<E>]
) {
  const [options, handler] = args.length === 1 ? [{} as EndpointOptions, args[0]] : args;
  const access = endpoint.access;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // @fastify/rate-limit picks this up when the route is added (it is registered with global: false).
    config: options.perMinutePerClient
      ? { rateLimit: { max: options.perMinutePerClient, timeWindow: 60_000 } }
      : {},
    onRequest: async (request) => {
      request.caller = null;
      const wantsPurchaser = request.headers['x-request-source'] === 'purchase';
      if (access.kind === 'public') return;
      if (access.kind === 'operator') {
        const operator = await resolveOperator(ctx.db, request.headers['x-ops-token']);
        if (!operator) throw new ApiError(ErrorCode.NOT_SIGNED_IN, '请先登录运营后台');
        if (access.roles && !access.roles.includes(operator.role))
          throw new ApiError(ErrorCode.FORBIDDEN, '当前运营角色无权操作');
        request.operator = operator;
        return;
      }
      const caller = await resolveCaller(
        ctx.db,
        request.headers['x-user-id'],
        request.headers['x-token'],
        ctx.callers,
      );
      if (!caller) throw new ApiError(ErrorCode.NOT_SIGNED_IN);
      if ((wantsPurchaser || access.kind === 'purchaser') && caller.kind !== 'purchaser') {
        throw new ApiError(ErrorCode.NOT_PURCHASER);
      }
      if (access.permission && !hasPermission(caller, access.permission)) {
        throw new ApiError(ErrorCode.FORBIDDEN, '暂无权限，请联系主账号管理人员开通权限');
      }
      if (access.kind === 'signedIn' && access.mainAccountOnly && caller.userType !== 0) {
        throw new ApiError(ErrorCode.FORBIDDEN, '仅主账号可以操作');
      }
      if (
        (access.kind === 'signedIn' || access.kind === 'purchaser') &&
        access.manualDelivery &&
        !caller.manualDelivery
      ) {
        throw new ApiError(ErrorCode.FORBIDDEN, '暂无拿退货权限，请联系平台开通');
      }
      if (access.kind === 'purchaser' && access.erp && !caller.hasErp)
        throw new ApiError(ErrorCode.ERP_NOT_OPEN);
      request.caller = caller;
    },
    handler: async (request, reply) => {
      // the path first: a bad id is the first thing wrong with a request
      const params = parseOrThrow(endpoint.params, request.params);
      const body = parseOrThrow(endpoint.body, request.body);
      const query = parseOrThrow(endpoint.query, request.query);
      const data = await handler({
        body,
        params,
        query,
        caller: request.caller,
        request,
        reply,
      } as HandlerInput<E, CallerFor<E>>);
      if (options.sendsFile) return reply;
      // Outside production every answer is checked against the contract, so drift fails tests.
      const checked = ctx.checkResponses ? endpoint.data.parse(data ?? null) : data;
      return envelope(checked ?? null);
    },
  });
}

import type { z } from 'zod';
import type { ApiEnvelope } from '../errorCodes.ts';
import { fillPath, type Endpoint } from '../endpoints.ts';
import type { ApiClient, RequestOptions } from './client.ts';

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Calls a contract endpoint with its typed body/params; the answer keeps the endpoint's data type. */
export function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: { body?: Input<E['body']>; params?: Input<E['params']>; query?: Input<E['query']> } = {},
  options?: RequestOptions,
): Promise<ApiEnvelope<z.output<E['data']>>> {
  const url = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  const payload = (endpoint.method === 'GET' || endpoint.method === 'PUT' ? input.query : input.body) as
    | Record<string, unknown>
    | undefined;
  return client.request(endpoint.method, url, payload, options);
}

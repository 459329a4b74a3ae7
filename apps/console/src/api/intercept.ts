import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  interceptEndpoints as e,
  type InterceptActions,
  type InterceptConditions,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

export const useInterceptRules = () =>
  useSWR(queryKeys.intercept.rules(), () => unwrap(callEndpoint(apiClient, e.rules)));

export const useInterceptHits = (request: { pageNum: number; pageSize: number; ruleId?: number }) =>
  useSWR(
    queryKeys.intercept.hits(request),
    () => unwrap(callEndpoint(apiClient, e.hits, { body: request })),
    {
      keepPreviousData: true,
    },
  );

/** Rules and hits both move after a change (a count, an order, a hit applied now). */
const refresh = () => globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.intercept.all()[0]);

const after = async <T extends { errorCode: number }>(answer: Promise<T>) => {
  const a = await answer;
  if (a.errorCode === 0) void refresh();
  return a;
};

export const saveInterceptRule = (body: {
  id?: number;
  version?: number;
  name: string;
  enabled: boolean;
  conditions: InterceptConditions;
  actions: InterceptActions;
}) => after(callEndpoint(apiClient, e.save, { body }));

export const toggleInterceptRule = (id: number, version: number, enabled: boolean) =>
  after(callEndpoint(apiClient, e.toggle, { body: { id, version, enabled } }));

export const moveInterceptRule = (id: number, direction: 'UP' | 'DOWN') =>
  after(callEndpoint(apiClient, e.move, { body: { id, direction } }));

export const deleteInterceptRule = (id: number) => after(callEndpoint(apiClient, e.remove, { body: { id } }));

export const applyInterceptRule = (id: number) =>
  after(callEndpoint(apiClient, e.applyNow, { body: { id } }));

export const trialInterceptRule = (conditions: InterceptConditions) =>
  callEndpoint(apiClient, e.trial, { body: { conditions } });

import useSWR, { mutate } from 'swr';
import {
  callEndpoint,
  messageEndpoints,
  type MessageCategory,
  type MessageListRequest,
  type MessageSubscription,
  type NoticeKind,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { unwrap } from './unwrap.ts';
import { queryKeys } from './queryKeys.ts';

const e = messageEndpoints;

export function useMessagePage(request: MessageListRequest) {
  return useSWR(
    queryKeys.messages.page(request),
    () => unwrap(callEndpoint(apiClient, e.list, { body: request })),
    {
      keepPreviousData: true,
    },
  );
}

/** After marking: the list, the tabs' counts and the bell all ask again. */
export async function refreshMessages() {
  await Promise.all([
    mutate((key) => Array.isArray(key) && key[0] === 'messages'),
    mutate(queryKeys.shell.unreadMessages()),
  ]);
}

export async function markMessagesRead(body: { ids?: number[]; all?: boolean; category?: MessageCategory }) {
  const res = await callEndpoint(apiClient, e.markRead, { body });
  await refreshMessages();
  return res;
}

export function useMessageSubscription(enabled: boolean) {
  return useSWR(enabled ? queryKeys.messages.subscription() : null, () =>
    unwrap(callEndpoint(apiClient, e.subscription)),
  );
}

export async function saveMessageSubscription(items: MessageSubscription[]) {
  const res = await callEndpoint(apiClient, e.saveSubscription, { body: { items } });
  await refreshMessages();
  return res;
}

export function fetchMessagePopups(since: string | undefined) {
  return unwrap(callEndpoint(apiClient, e.popups, { body: since ? { since } : {} }));
}

export function useNotices(kind: NoticeKind, request: { pageNum: number; pageSize: number }) {
  const endpoint = kind === 'SYSTEM' ? e.systemNoticeList : e.noticeList;
  return useSWR(queryKeys.messages.notices(kind, request), () =>
    unwrap(callEndpoint(apiClient, endpoint, { body: request })),
  );
}

export function useNotice(kind: NoticeKind, id: number | null) {
  const endpoint = kind === 'SYSTEM' ? e.systemNoticeDetail : e.noticeDetail;
  return useSWR(id ? queryKeys.messages.notice(kind, id) : null, () =>
    unwrap(callEndpoint(apiClient, endpoint, { query: { id: String(id) } })),
  );
}

export async function markNoticeRead(id: number) {
  const res = await callEndpoint(apiClient, e.noticeRead, { body: { id } });
  await mutate((key) => Array.isArray(key) && key[0] === 'messages' && key[1] === 'notices');
  return res;
}

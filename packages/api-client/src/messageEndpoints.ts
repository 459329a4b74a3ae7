import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import {
  markReadRequestSchema,
  markReadResultSchema,
  messageListRequestSchema,
  messagePageSchema,
  messagePopupRequestSchema,
  messagePopupsSchema,
  messageSubscriptionSaveSchema,
  messageSubscriptionSchema,
  noticeDetailSchema,
  noticeIdQuerySchema,
  noticeListRequestSchema,
  noticePageSchema,
  noticeReadRequestSchema,
} from './schemas/message.ts';
import { popupMarkShownSchema, popupQuerySchema, popupSchema } from './schemas/popup.ts';

const anyone = { kind: 'signedIn' } as const;

/**
 * 消息中心 (spec §7): the tenant's messages, read per account and filtered by what the account may open
 * (`MESSAGE_CATEGORY_PERMISSION`); 平台公告 and 系统通知 written on /ops. The unread count is
 * `shellEndpoints.messageUnreadCount`.
 */
export const messageEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/b2/message/list',
    access: anyone,
    body: messageListRequestSchema,
    data: messagePageSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/b2/message/marking/read',
    access: anyone,
    body: markReadRequestSchema,
    data: markReadResultSchema,
  }),
  popups: endpoint({
    method: 'POST',
    path: '/api/b2/message/popups',
    access: anyone,
    body: messagePopupRequestSchema,
    data: messagePopupsSchema,
  }),
  subscription: endpoint({
    method: 'GET',
    path: '/api/b2/message/subscription',
    access: anyone,
    data: z.array(messageSubscriptionSchema),
  }),
  /** The platform's popup (活动, 规则变更) due on a page: audience, window and frequency decided here. */
  popup: endpoint({
    method: 'GET',
    path: '/api/popup/getPopup',
    access: anyone,
    query: popupQuerySchema,
    data: popupSchema,
  }),
  /** The popup was seen: ONCE is over for the account, DAILY for its Shanghai day. */
  popupShown: endpoint({
    method: 'POST',
    path: '/api/popup/markShown',
    access: anyone,
    body: popupMarkShownSchema,
    data: z.null(),
  }),
  saveSubscription: endpoint({
    method: 'POST',
    path: '/api/b2/message/subscription/save',
    access: anyone,
    body: messageSubscriptionSaveSchema,
    data: z.array(messageSubscriptionSchema),
  }),
  noticeList: endpoint({
    method: 'POST',
    path: '/api/notice/list',
    access: anyone,
    body: noticeListRequestSchema,
    data: noticePageSchema,
  }),
  systemNoticeList: endpoint({
    method: 'POST',
    path: '/api/notice/system/list',
    access: anyone,
    body: noticeListRequestSchema,
    data: noticePageSchema,
  }),
  noticeDetail: endpoint({
    method: 'GET',
    path: '/api/notice/detail',
    access: anyone,
    query: noticeIdQuerySchema,
    data: noticeDetailSchema,
  }),
  systemNoticeDetail: endpoint({
    method: 'GET',
    path: '/api/notice/system/detail',
    access: anyone,
    query: noticeIdQuerySchema,
    data: noticeDetailSchema,
  }),
  noticeRead: endpoint({
    method: 'POST',
    path: '/api/notice/addReadRecord',
    access: anyone,
    body: noticeReadRequestSchema,
    data: nullData,
  }),
};

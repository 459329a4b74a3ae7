import type { FastifyInstance } from 'fastify';
import { messageEndpoints, shellEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { markRead, messagePage, popupsSince, unreadCount } from './messageList.ts';
import { saveSubscriptions, subscriptionsOf } from './messageAccess.ts';
import { markNoticeRead, noticeDetail, noticePage } from './notices.ts';
import { markPopupShown, popupFor } from './popups.ts';

/** 消息中心: messages per account and permission, 平台公告 and 系统通知. */
export function registerMessages(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const brand = ctx.config.brand;
  const e = messageEndpoints;
  registerEndpoint(app, ctx, shellEndpoints.messageUnreadCount, ({ caller }) => unreadCount(db, caller));
  registerEndpoint(app, ctx, e.list, ({ caller, body }) => messagePage(db, caller, body));
  registerEndpoint(app, ctx, e.markRead, ({ caller, body }) => markRead(db, caller, body));
  registerEndpoint(app, ctx, e.popups, ({ caller, body }) => popupsSince(db, caller, body.since));
  registerEndpoint(app, ctx, e.subscription, ({ caller }) => subscriptionsOf(db, caller));
  registerEndpoint(app, ctx, e.saveSubscription, ({ caller, body }) => saveSubscriptions(db, caller, body.items));
  registerEndpoint(app, ctx, e.noticeList, ({ caller, body }) => noticePage(db, caller, brand, 'ANNOUNCEMENT', body));
  registerEndpoint(app, ctx, e.systemNoticeList, ({ caller, body }) => noticePage(db, caller, brand, 'SYSTEM', body));
  registerEndpoint(app, ctx, e.noticeDetail, ({ caller, query }) => noticeDetail(db, caller, brand, 'ANNOUNCEMENT', query.id));
  registerEndpoint(app, ctx, e.systemNoticeDetail, ({ caller, query }) =>
    noticeDetail(db, caller, brand, 'SYSTEM', query.id),
  );
  registerEndpoint(app, ctx, e.noticeRead, ({ caller, body }) => markNoticeRead(db, caller, brand, body.id));
  registerEndpoint(app, ctx, e.popup, ({ caller, query }) => popupFor(db, caller, brand, query.page));
  registerEndpoint(app, ctx, e.popupShown, ({ caller, body }) => markPopupShown(db, caller, brand, body.id));
}

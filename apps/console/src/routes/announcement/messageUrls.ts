import { stateCodeTuple, messageCategory } from '@oms/api-client';
import { listUrlCodec, urlField } from '../../list/urlState.ts';

export const MESSAGE_CENTER_PATH = '/announcement/list';
export const MESSAGE_TABS = ['messages', 'notice', 'system'] as const;

/** 消息中心's URL state: the tab, the category ('' = 全部), 全部/未读 and the page. */
export const messageCenterUrl = listUrlCodec(
  {
    tab: urlField.oneOf(MESSAGE_TABS, 'messages'),
    category: urlField.oneOf(['', ...stateCodeTuple(messageCategory)] as [string, ...string[]], ''),
    unread: urlField.oneOf(['0', '1'], '0'),
    page: urlField.int(1, 1, 10_000),
  },
  { paging: ['page'] },
);

/** A notice's own page (公告详情): `type` notice or system. */
export const noticeDetailHref = (kind: 'ANNOUNCEMENT' | 'SYSTEM', id: number) =>
  `/announcement/details?type=${kind === 'SYSTEM' ? 'system' : 'notice'}&id=${id}`;

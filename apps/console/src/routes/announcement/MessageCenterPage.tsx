import { Tabs } from 'antd';
import { Page } from '@oms/ui';
import type { MessageCategory } from '@oms/api-client';
import { useListUrlState } from '../../list/useListUrlState.ts';
import { useNotices } from '../../api/messages.ts';
import { useUnreadMessageCount } from '../../api/shell.ts';
import { MessageList } from './MessageList.tsx';
import { NoticeList } from './NoticeList.tsx';
import { messageCenterUrl } from './messageUrls.ts';

const tabLabel = (label: string, unread: number | undefined) =>
  unread ? `${label}（${unread > 99 ? '99+' : unread}）` : label;

/** 消息中心 (/announcement/list, the bell): 消息 by category, 平台公告, 系统通知; the tab and filters live in the URL. */
export default function MessageCenterPage() {
  const { state, update } = useListUrlState(messageCenterUrl);
  const unread = useUnreadMessageCount().data;
  // the tabs' own counts (first page, cached with the lists)
  const notices = useNotices('ANNOUNCEMENT', {
    pageNum: state.tab === 'notice' ? state.page : 1,
    pageSize: 20,
  });
  const system = useNotices('SYSTEM', { pageNum: state.tab === 'system' ? state.page : 1, pageSize: 20 });
  return (
    <Page title="消息中心">
      <Tabs
        activeKey={state.tab}
        onChange={(tab) => update({ tab: tab as typeof state.tab, page: 1 })}
        items={[
          {
            key: 'messages',
            label: tabLabel('消息', unread),
            children: (
              <MessageList
                category={state.category as MessageCategory | ''}
                unreadOnly={state.unread === '1'}
                page={state.page}
                onChange={(change) => update(change as Partial<typeof state>)}
              />
            ),
          },
          {
            key: 'notice',
            label: tabLabel('平台公告', notices.data?.unread),
            children: (
              <NoticeList kind="ANNOUNCEMENT" page={state.page} onPage={(page) => update({ page })} />
            ),
          },
          {
            key: 'system',
            label: tabLabel('系统通知', system.data?.unread),
            children: <NoticeList kind="SYSTEM" page={state.page} onPage={(page) => update({ page })} />,
          },
        ]}
      />
    </Page>
  );
}

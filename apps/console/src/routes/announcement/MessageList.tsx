import { useEffect, useState } from 'react';
import { mutate as mutateGlobal } from 'swr';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, Empty, Flex, List, Menu, Segmented, Select, Space, Tag, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { messageCategory, stateLabel, type Message, type MessageCategory } from '@oms/api-client';
import { CountBadge, useFeedback, useNarrowLayout } from '@oms/ui';
import { markMessagesRead, useMessagePage } from '../../api/messages.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { SubscriptionDrawer } from './SubscriptionDrawer.tsx';
import { messageTime } from './messageTime.ts';

const PAGE_SIZE = 20;

export interface MessageListProps {
  category: MessageCategory | '';
  unreadOnly: boolean;
  page: number;
  onChange: (change: { category?: string; unread?: '0' | '1'; page?: number }) => void;
}

/** 消息: categories with their unread counts, 全部/未读, 全部已读, 接收设置; a message opens the list it is about. */
export function MessageList({ category, unreadOnly, page, onChange }: MessageListProps) {
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const { toast } = useFeedback();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const request = {
    ...(category ? { category } : {}),
    unreadOnly,
    pageNum: page,
    pageSize: PAGE_SIZE,
  };
  const { data, isLoading, mutate } = useMessagePage(request);
  // the bell is asked again with each page, so it never says less than the list shows
  useEffect(() => {
    if (data) void mutateGlobal(queryKeys.shell.unreadMessages());
  }, [data]);
  const counts = data?.unread ?? {};
  const readable = Object.keys(counts) as MessageCategory[];
  const totalUnread = readable.reduce((sum, c) => sum + (counts[c] ?? 0), 0);

  const open = async (m: Message) => {
    if (!m.read) await markMessagesRead({ ids: [m.id] });
    if (m.link) navigate(m.link);
  };
  const markAll = async () => {
    const res = await markMessagesRead(category ? { all: true, category } : { all: true });
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    toast.success(res.data.marked ? `已将 ${res.data.marked} 条消息标为已读` : '没有未读消息');
    await mutate();
  };

  const categoryItems = [
    { key: '', label: '全部分类', count: totalUnread },
    ...readable.map((c) => ({ key: c, label: stateLabel(messageCategory, c), count: counts[c] ?? 0 })),
  ];
  const picker = narrow ? (
    <Select
      aria-label="消息分类"
      value={category}
      style={{ width: '100%' }}
      onChange={(v) => onChange({ category: v, page: 1 })}
      options={categoryItems.map((i) => ({
        value: i.key,
        label: i.count ? `${i.label}（${i.count > 99 ? '99+' : i.count}）` : i.label,
      }))}
    />
  ) : (
    <Menu
      aria-label="消息分类"
      mode="inline"
      selectedKeys={[category || 'ALL']}
      style={{ width: 180, borderInlineEnd: 'none' }}
      onClick={({ key }) => onChange({ category: key === 'ALL' ? '' : key, page: 1 })}
      items={categoryItems.map((i) => ({
        key: i.key || 'ALL',
        label: (
          <Flex justify="space-between" align="center">
            <span>{i.label}</span>
            <CountBadge count={i.count} title={`${i.count}条未读`} />
          </Flex>
        ),
      }))}
    />
  );

  return (
    <Flex gap={16} vertical={narrow}>
      {picker}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Segmented
            aria-label="已读筛选"
            value={unreadOnly ? '1' : '0'}
            onChange={(v) => onChange({ unread: v as '0' | '1', page: 1 })}
            options={[
              { value: '0', label: '全部' },
              { value: '1', label: '未读' },
            ]}
          />
          <Space wrap>
            <Button onClick={() => void markAll()}>全部已读</Button>
            <Button icon={<SettingOutlined aria-hidden />} onClick={() => setSettingsOpen(true)}>
              接收设置
            </Button>
          </Space>
        </Flex>
        <List<Message>
          // on a phone the actions go under the text, which keeps the width
          itemLayout={narrow ? 'vertical' : 'horizontal'}
          loading={isLoading}
          dataSource={data?.list ?? []}
          locale={{ emptyText: <Empty description={unreadOnly ? '没有未读消息' : '暂无消息'} /> }}
          pagination={
            (data?.total ?? 0) > PAGE_SIZE
              ? {
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: data?.total ?? 0,
                  showSizeChanger: false,
                  onChange: (p) => onChange({ page: p }),
                  size: narrow ? 'small' : 'medium',
                }
              : false
          }
          renderItem={(m) => (
            <List.Item
              data-testid="message-row"
              actions={[
                ...(m.link
                  ? [
                      <Button key="open" type="link" size="small" onClick={() => void open(m)}>
                        查看
                      </Button>,
                    ]
                  : []),
                ...(!m.read
                  ? [
                      <Button
                        key="read"
                        type="link"
                        size="small"
                        onClick={() => void markMessagesRead({ ids: [m.id] })}
                      >
                        标为已读
                      </Button>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                avatar={<Badge dot={!m.read} offset={[-2, 2]} />}
                title={
                  <Space size={8} wrap>
                    {!m.read && <span className="oms-visually-hidden">未读</span>}
                    <Tag>{stateLabel(messageCategory, m.category)}</Tag>
                    <Typography.Text strong={!m.read}>{m.title}</Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                      {m.content}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {messageTime(m.at)}
                      {m.digest > 0 && ` · 汇总 ${m.digest} 条`}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </div>
      <SubscriptionDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Flex>
  );
}

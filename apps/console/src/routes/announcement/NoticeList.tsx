import { Badge, Empty, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { NoticeKind, NoticeRow } from '@oms/api-client';
import { useNarrowLayout } from '@oms/ui';
import { useNotices } from '../../api/messages.ts';
import { noticeDetailHref } from './messageUrls.ts';
import { messageTime } from './messageTime.ts';

const PAGE_SIZE = 20;

/** 平台公告 or 系统通知: pinned first, unread dotted; each opens its own page. */
export function NoticeList({
  kind,
  page,
  onPage,
}: {
  kind: NoticeKind;
  page: number;
  onPage: (p: number) => void;
}) {
  const narrow = useNarrowLayout();
  const { data, isLoading } = useNotices(kind, { pageNum: page, pageSize: PAGE_SIZE });
  return (
    <List<NoticeRow>
      loading={isLoading}
      dataSource={data?.list ?? []}
      locale={{ emptyText: <Empty description={kind === 'SYSTEM' ? '暂无系统通知' : '暂无公告'} /> }}
      pagination={
        (data?.total ?? 0) > PAGE_SIZE
          ? {
              current: page,
              pageSize: PAGE_SIZE,
              total: data?.total ?? 0,
              onChange: onPage,
              size: narrow ? 'small' : 'medium',
            }
          : false
      }
      renderItem={(n) => (
        <List.Item data-testid="notice-row">
          <List.Item.Meta
            avatar={<Badge dot={!n.read} offset={[-2, 2]} />}
            title={
              <Space size={8} wrap>
                {!n.read && <span className="oms-visually-hidden">未读</span>}
                {n.pinned && <Tag color="red">置顶</Tag>}
                <Link to={noticeDetailHref(n.kind, n.id)}>
                  <Typography.Text strong={!n.read}>{n.title}</Typography.Text>
                </Link>
              </Space>
            }
            description={
              <>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                  {n.summary}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {messageTime(n.publishedAt)}
                </Typography.Text>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

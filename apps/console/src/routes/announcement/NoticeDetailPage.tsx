import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { MarkdownView, Page } from '@oms/ui';
import { noticeKind, stateLabel } from '@oms/api-client';
import { markNoticeRead, useNotice } from '../../api/messages.ts';
import { MESSAGE_CENTER_PATH } from './messageUrls.ts';
import { messageTime } from './messageTime.ts';

/** 公告详情 (/announcement/details?type=notice|system&id=): the Markdown body; opening it counts it read. */
export default function NoticeDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = params.get('type') === 'system' ? 'SYSTEM' : 'ANNOUNCEMENT';
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const { data, error, isLoading } = useNotice(kind, id);
  const back = `${MESSAGE_CENTER_PATH}?tab=${kind === 'SYSTEM' ? 'system' : 'notice'}`;
  useEffect(() => {
    if (data && !data.read) void markNoticeRead(data.id);
  }, [data]);

  if (!id || error)
    return (
      <Page>
        <Result
          status="404"
          title={kind === 'SYSTEM' ? '通知不存在或已撤回' : '公告不存在或已撤回'}
          extra={
            <Button type="primary" onClick={() => navigate(back)}>
              返回消息中心
            </Button>
          }
        />
      </Page>
    );
  return (
    <Page title={data?.title ?? stateLabel(noticeKind, kind)} extra={<Link to={back}>返回列表</Link>}>
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Space size={8} wrap>
            <Tag color="blue">{stateLabel(noticeKind, data.kind)}</Tag>
            {data.pinned && <Tag color="red">置顶</Tag>}
            <Typography.Text type="secondary">发布于 {messageTime(data.publishedAt)}</Typography.Text>
          </Space>
          <MarkdownView source={data.body} onNavigate={(href) => navigate(href)} />
        </Flex>
      )}
    </Page>
  );
}

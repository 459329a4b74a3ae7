import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { SoundOutlined } from '@ant-design/icons';

export interface NoticeStripItem {
  id: number;
  title: string;
  pinned?: boolean;
}

export interface NoticeStripProps {
  items: readonly NoticeStripItem[];
  /** Renders one notice's link (the app's router link). */
  renderLink: (item: NoticeStripItem, children: ReactNode) => ReactNode;
  /** 更多: the whole list. */
  more?: ReactNode;
}

/** 工作台's notice strip: the newest 平台公告 (pinned first) on one line each, a link apiece. */
export function NoticeStrip({ items, renderLink, more }: NoticeStripProps) {
  const { token } = theme.useToken();
  if (!items.length) return null;
  return (
    <Flex
      align="flex-start"
      gap={12}
      role="region"
      aria-label="平台公告"
      style={{ padding: '8px 12px', background: token.colorInfoBg, borderRadius: token.borderRadius }}
    >
      <SoundOutlined aria-hidden style={{ color: token.colorInfo, marginTop: 4 }} />
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        {items.map((item) => (
          <Typography.Text key={item.id} ellipsis style={{ maxWidth: '100%' }}>
            {item.pinned && <span style={{ color: '#cf1322', marginRight: 6 }}>[置顶]</span>}
            {renderLink(item, item.title)}
          </Typography.Text>
        ))}
      </Flex>
      {more}
    </Flex>
  );
}

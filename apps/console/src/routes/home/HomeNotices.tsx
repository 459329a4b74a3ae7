import { Link } from 'react-router-dom';
import { NoticeStrip } from '@oms/ui';
import { useNotices } from '../../api/messages.ts';
import { noticeDetailHref } from '../announcement/messageUrls.ts';

/** The three newest 平台公告 (pinned first) above the figures; 更多 opens them all. */
export function HomeNotices() {
  const { data } = useNotices('ANNOUNCEMENT', { pageNum: 1, pageSize: 3 });
  return (
    <div style={{ marginBottom: 16 }}>
      <NoticeStrip
        items={data?.list ?? []}
        renderLink={(item, children) => (
          <Link to={noticeDetailHref('ANNOUNCEMENT', item.id)}>{children}</Link>
        )}
        more={<Link to="/announcement/list?tab=notice">更多</Link>}
      />
    </div>
  );
}

import { Drawer, Empty, List } from 'antd';
import { Link } from 'react-router-dom';
import { useHelpForRoute } from '../../api/help.ts';

/** The drawer behind the header's ?: loaded when first opened, so antd's List stays out of the shell. */
export default function PageHelpDrawer({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const { data, isLoading } = useHelpForRoute(pathname);
  return (
    <Drawer title="本页帮助" open onClose={onClose} size="default" destroyOnHidden>
      <List
        aria-label="本页帮助文章"
        loading={isLoading}
        dataSource={data ?? []}
        locale={{ emptyText: <Empty description="这个页面还没有帮助文章" /> }}
        renderItem={(a) => (
          <List.Item key={a.slug}>
            <Link to={`/helpCenter?article=${a.slug}`} onClick={onClose}>
              {a.title}
            </Link>
          </List.Item>
        )}
      />
      <Link to="/helpCenter" onClick={onClose}>
        进入帮助中心
      </Link>
    </Drawer>
  );
}

import { useState } from 'react';
import { Button, Drawer, Empty, List } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { useHelpForRoute } from '../../api/help.ts';

/** The ? of every page: the help articles about this page, in a drawer (asked for when opened). */
export function PageHelp() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const { data, isLoading } = useHelpForRoute(open ? pathname : null);
  return (
    <>
      <Button
        type="text"
        aria-label="本页帮助"
        title="本页帮助"
        icon={<QuestionCircleOutlined aria-hidden style={{ fontSize: 18 }} />}
        onClick={() => setOpen(true)}
      />
      <Drawer title="本页帮助" open={open} onClose={() => setOpen(false)} size="default" destroyOnHidden>
        <List
          aria-label="本页帮助文章"
          loading={isLoading}
          dataSource={data ?? []}
          locale={{ emptyText: <Empty description="这个页面还没有帮助文章" /> }}
          renderItem={(a) => (
            <List.Item key={a.slug}>
              <Link to={`/helpCenter?article=${a.slug}`} onClick={() => setOpen(false)}>
                {a.title}
              </Link>
            </List.Item>
          )}
        />
        <Link to="/helpCenter" onClick={() => setOpen(false)}>
          进入帮助中心
        </Link>
      </Drawer>
    </>
  );
}

import { Col, Descriptions, Row, Typography } from 'antd';
import { Page, TodoCard } from '@oms/ui';
import { Link } from 'react-router-dom';
import { useHomeData, useHomeTodo } from '../../api/home.ts';
import { HomeFigures } from './HomeFigures.tsx';
import { HomeNotices } from './HomeNotices.tsx';
import { HomeTrend } from './HomeTrend.tsx';
import { menuLeaves } from '../../app/menu/buildMenu.ts';
import { useSession } from '../../app/session/sessionStore.ts';
import { PayLaterCard } from './PayLaterCard.tsx';

const sourceLabel = { seller: '卖家', purchaser: '采购商' } as const;

/**
 * 工作台: who is signed in, the notices, today against yesterday, what waits (each a count opening its
 * list), the trend, 货款后付 and shortcuts to this account's pages.
 */
export default function HomePage() {
  const { user, menu } = useSession();
  const leaves = menuLeaves(menu).map((l) => l.code);
  const mayHome = leaves.includes('/home');
  const home = useHomeData(mayHome);
  const todo = useHomeTodo(mayHome);
  if (!user) return null;

  const titleOf = new Map(menu.flatMap((m) => (m.children ?? [m]).map((c) => [c.code, c.title] as const)));
  // The offline pages are not menu entries: they ride on 拿货任务指派 and 退货登记指派.
  const offline = [
    { code: '/order/getOfflineList', title: '线下拿货单', on: '/offlineReturnOrder/pickup' },
    {
      code: '/order/offlineReturnOrder',
      title: '线下退货单',
      on: '/offlineReturnOrder/offlineReturnOrderList',
    },
  ].filter((o) => leaves.includes(o.on));
  for (const o of offline) titleOf.set(o.code, o.title);
  const shortcuts = [...leaves.filter((code) => code !== '/home'), ...offline.map((o) => o.code)];
  return (
    <Page title="工作台">
      {/* Headings in order under the page's h1: h2 for each part, sized as before. */}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
        欢迎，{user.subUsername ?? user.username}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="账号">{user.username}</Descriptions.Item>
        <Descriptions.Item label="账号类型">
          {sourceLabel[user.source]}
          {user.userType === 1 ? '子账号' : '主账号'}
        </Descriptions.Item>
        <Descriptions.Item label="用户编号">{user.userId}</Descriptions.Item>
      </Descriptions>
      <HomeNotices />
      {home.data && <HomeFigures figures={home.data.figures} />}
      {todo.data && todo.data.length > 0 && (
        <section style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            待办事项
          </Typography.Title>
          <Row gutter={[12, 12]}>
            {todo.data.map((t) => (
              <Col key={t.key} xs={8} sm={8} md={6} lg={4} xxl={3}>
                <Link to={t.link} className="oms-tile-link">
                  <TodoCard label={t.label} count={t.count} />
                </Link>
              </Col>
            ))}
          </Row>
        </section>
      )}
      {mayHome && <HomeTrend ready={!!home.data && !!todo.data} />}
      <PayLaterCard enabled={leaves.includes('/funds/balance')} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        常用功能
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {shortcuts.map((code) => (
          <Col key={code} xs={8} sm={8} md={6} lg={4}>
            <Link to={code} className="oms-tile-link">
              <div className="oms-tile" style={{ textAlign: 'center' }}>
                {titleOf.get(code)}
              </div>
            </Link>
          </Col>
        ))}
      </Row>
    </Page>
  );
}

import { Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { Page } from '@oms/ui';
import { Link } from 'react-router-dom';
import { useProblemParcelCount, useReplenishWaitingCount, useUnreadMessageCount } from '../../api/shell.ts';
import { menuLeaves } from '../../app/menu/buildMenu.ts';
import { useSession } from '../../app/session/sessionStore.ts';
import { PayLaterCard } from './PayLaterCard.tsx';

const sourceLabel = { seller: '卖家', purchaser: '采购商' } as const;

/** 工作台: who is signed in, the counts that need attention, and shortcuts to this account's pages. */
export default function HomePage() {
  const { user, menu } = useSession();
  const leaves = menuLeaves(menu).map((l) => l.code);
  const unread = useUnreadMessageCount().data;
  const problems = useProblemParcelCount(leaves.includes('/afterSale/problemList')).data;
  const replenish = useReplenishWaitingCount(leaves.includes('/funds/transferRecord')).data;
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
  const cards = [
    { title: '未读消息', value: unread, to: '/announcement/list', show: true },
    {
      title: '待处理问题件',
      value: problems,
      to: '/afterSale/problemList',
      show: leaves.includes('/afterSale/problemList'),
    },
    {
      title: '待补款',
      value: replenish,
      to: '/funds/transferRecord',
      show: leaves.includes('/funds/transferRecord'),
    },
  ].filter((c) => c.show);

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
      <Row gutter={[16, 12]} style={{ marginBottom: 24 }}>
        {cards.map((c) => (
          <Col key={c.title} xs={24} sm={8}>
            {/* The link is the block, so the focus ring goes round the card. */}
            <Link to={c.to} className="oms-tile-link">
              <div className="oms-tile">
                <Statistic title={c.title} value={c.value ?? '-'} />
              </div>
            </Link>
          </Col>
        ))}
      </Row>
      <PayLaterCard enabled={leaves.includes('/funds/balance')} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        常用功能
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {shortcuts.map((code) => (
          <Col key={code} xs={12} sm={8} md={6} lg={4}>
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

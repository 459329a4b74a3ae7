// 我的优惠劵 (go2): 未使用 / 已使用 / 已过期 with counts; 面额, 满x可用, 有效期; 去使用 opens 代发下单.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, Col, Empty, Pagination, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { COUPON_TABS, couponTabLabels } from '@oms/api-client';
import { Page, formatFen } from '@oms/ui';
import { useCouponPage } from '../../../api/funds.ts';
import { chinaTime } from '../fundsFormat.ts';

type Tab = (typeof COUPON_TABS)[number];

export default function CouponPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (COUPON_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'UNUSED';
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const page = useCouponPage({ tab, ...paging });
  const counts = page.data?.counts;
  return (
    <Page title="我的优惠劵">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setParams({ tab: key }, { replace: true });
          setPaging({ pageNum: 1, pageSize: paging.pageSize });
        }}
        items={COUPON_TABS.map((key) => ({
          key,
          label: `${couponTabLabels[key]}${counts ? `(${counts[key]})` : ''}`,
        }))}
      />
      {!page.data ? (
        <Skeleton active />
      ) : page.data.list.length === 0 ? (
        <Empty description={`暂无${couponTabLabels[tab]}的优惠劵`} />
      ) : (
        <Row gutter={[12, 12]}>
          {page.data.list.map((c) => (
            <Col xs={24} sm={12} lg={8} key={c.id}>
              <Card size="small" style={{ opacity: c.state === 'UNUSED' ? 1 : 0.75 }}>
                <div
                  style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}
                >
                  <div>
                    <Typography.Text strong style={{ fontSize: 24, color: '#cf1322' }}>
                      {formatFen(c.faceFen)}
                    </Typography.Text>
                    <div>满{formatFen(c.thresholdFen)}可用</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      有效期 {chinaTime(c.validFrom).slice(0, 10)} 至 {chinaTime(c.validTo).slice(0, 10)}
                    </Typography.Text>
                  </div>
                  <div style={{ textAlign: 'right' }}>
                    {c.state === 'UNUSED' ? (
                      c.locked ? (
                        <Tag color="processing">支付中</Tag>
                      ) : (
                        <Link to="/order/placeOrder">去使用</Link>
                      )
                    ) : (
                      <Tag>{couponTabLabels[c.state]}</Tag>
                    )}
                  </div>
                </div>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {page.data && page.data.total > paging.pageSize && (
        <Pagination
          style={{ marginTop: 16 }}
          current={paging.pageNum}
          pageSize={paging.pageSize}
          total={page.data.total}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      )}
    </Page>
  );
}

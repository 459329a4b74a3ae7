import { Link } from 'react-router-dom';
import { Col, Row, Statistic, Typography } from 'antd';
import { MONEY_COLORS, formatFen } from '@oms/ui';
import { usePayLaterStatistics } from '../../api/shell.ts';

/**
 * 货款后付 on 工作台, for a tenant that pays goods later: what is owed, what falls due within 3 days and
 * what is overdue (taken from the balance), against the limit. Hidden for tenants without it.
 */
export function PayLaterCard({ enabled }: { enabled: boolean }) {
  const stats = usePayLaterStatistics(enabled).data;
  if (!stats || (stats.limitFen === 0 && stats.owedFen === 0)) return null;
  const items = [
    { title: '待结算', fen: stats.owedFen },
    { title: '3天内到期', fen: stats.dueFen },
    {
      title: '已逾期',
      fen: stats.overdueFen,
      color: stats.overdueFen > 0 ? MONEY_COLORS.expense : undefined,
    },
    { title: '额度', fen: stats.limitFen },
  ];
  return (
    <section aria-labelledby="pay-later-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="pay-later-title" style={{ fontSize: 16 }}>
        货款后付
      </Typography.Title>
      <Link to="/funds/aliLedger" className="oms-tile-link">
        <div className="oms-tile" data-testid="pay-later-card">
          <Row gutter={[16, 12]}>
            {items.map((i) => (
              <Col key={i.title} xs={12} sm={6}>
                <Statistic
                  title={i.title}
                  value={formatFen(i.fen)}
                  valueStyle={{ fontSize: 18, ...(i.color ? { color: i.color } : {}) }}
                />
              </Col>
            ))}
          </Row>
        </div>
      </Link>
    </section>
  );
}

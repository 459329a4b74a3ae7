import { Link } from 'react-router-dom';
import { Button, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { formatFen } from '@oms/ui';
import { useFundsOverview } from '../../../api/funds.ts';
import { EXPENSE_COLOR, INCOME_COLOR } from '../fundsFormat.ts';

/** The four amount cards of 我的余额, with 充值 / 提现. */
export function BalanceCards() {
  const overview = useFundsOverview();
  const o = overview.data;
  if (!o) return <Skeleton active paragraph={{ rows: 2 }} />;
  const card = (title: string, fen: number, testId: string, extra?: React.ReactNode) => (
    <Col xs={12} md={6}>
      <Card size="small" style={{ height: '100%' }}>
        <Statistic title={title} value={formatFen(fen)} valueStyle={{ fontSize: 22 }} data-testid={testId} />
        {extra}
      </Card>
    </Col>
  );
  return (
    <Row gutter={[12, 12]}>
      {card(
        '可用余额',
        o.availableFen,
        'available',
        <div style={{ marginTop: 8, display: 'flex', gap: 8 }}>
          <Link to="/funds/rechargeWithdraw?tab=recharge">
            <Button type="primary" size="small">
              充值
            </Button>
          </Link>
          <Link to="/funds/rechargeWithdraw?tab=withdraw">
            <Button size="small">提现</Button>
          </Link>
        </div>,
      )}
      {card('冻结中', o.frozenFen, 'frozen')}
      {card('货款后付待结算', o.payLaterOwedFen, 'payLater')}
      <Col xs={12} md={6}>
        <Card size="small" style={{ height: '100%' }}>
          <Statistic title="本月收入" value={formatFen(o.monthIncomeFen)} valueStyle={{ fontSize: 16, color: INCOME_COLOR }} />
          <Statistic title="本月支出" value={formatFen(o.monthExpenseFen)} valueStyle={{ fontSize: 16, color: EXPENSE_COLOR }} />
        </Card>
      </Col>
    </Row>
  );
}

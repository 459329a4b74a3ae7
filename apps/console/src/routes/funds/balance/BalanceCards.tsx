import { Link } from 'react-router-dom';
import { Col, Row, Skeleton } from 'antd';
import { AmountCard } from '@oms/ui';
import { useFundsOverview } from '../../../api/funds.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

/** The four amount cards of 我的余额, with 充值 / 提现. */
export function BalanceCards() {
  const overview = useFundsOverview();
  const o = overview.data;
  if (!o) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Row gutter={[12, 12]}>
      <Col xs={12} md={6}>
        <AmountCard
          title="可用余额"
          fen={o.availableFen}
          data-testid="available"
          extra={
            <>
              <ButtonLink to="/funds/rechargeWithdraw?tab=recharge" type="primary" size="small">
                充值
              </ButtonLink>
              <ButtonLink to="/funds/rechargeWithdraw?tab=withdraw" size="small">
                提现
              </ButtonLink>
            </>
          }
        />
      </Col>
      <Col xs={12} md={6}>
        <AmountCard title="冻结中" fen={o.frozenFen} data-testid="frozen" />
      </Col>
      <Col xs={12} md={6}>
        <AmountCard
          title="货款后付待结算"
          fen={o.payLaterOwedFen}
          data-testid="payLater"
          extra={<Link to="/funds/aliLedger">支付宝分账</Link>}
        />
      </Col>
      <Col xs={12} md={6} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <AmountCard
          title="本月收入"
          fen={o.monthIncomeFen}
          tone="income"
          size="small"
          style={{ height: 'auto', flex: 1 }}
        />
        <AmountCard
          title="本月支出"
          fen={o.monthExpenseFen}
          tone="expense"
          size="small"
          style={{ height: 'auto', flex: 1 }}
        />
      </Col>
    </Row>
  );
}

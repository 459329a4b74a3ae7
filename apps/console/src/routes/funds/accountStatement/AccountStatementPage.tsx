// 对账单: a month of the balance — 期初 + 收入 − 支出 = 期末 — with each bill type's part (the own team's
// four always listed) and the month's 拿货结算账单 by how they were settled. 明细 opens 我的余额's bills.
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, Col, DatePicker, Row, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { billType, pickupBillPaidBy, stateLabel, type Statement } from '@oms/api-client';
import { AmountCard, ListState, Page, formatFen, shanghaiToday, useFeedback } from '@oms/ui';
import { exportStatement, useStatement } from '../../../api/settlements.ts';
import { EXPENSE_COLOR, INCOME_COLOR } from '../fundsFormat.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 我的余额's bills of a month and a bill type. */
function billsHref(month: string, type?: string) {
  const start = dayjs(`${month}-01`);
  const q = new URLSearchParams({
    range: 'custom',
    from: start.format('YYYY-MM-DD'),
    to: start.endOf('month').format('YYYY-MM-DD'),
  });
  if (type) q.set('types', type);
  return `/funds/balance?${q.toString()}`;
}

export default function AccountStatementPage() {
  const { toast } = useFeedback();
  const [params, setParams] = useSearchParams();
  const thisMonth = shanghaiToday(new Date()).slice(0, 7);
  const month = MONTH.test(params.get('month') ?? '') ? params.get('month')! : thisMonth;
  const statement = useStatement(month);
  const s = statement.data;
  const exportNow = async () => {
    const refused = await exportStatement(month);
    if (refused) toast.error(refused);
  };
  return (
    <Page title="对账单">
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          aria-label="月份"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          disabledDate={(d) => d.format('YYYY-MM') > thisMonth}
          onChange={(d) => d && setParams({ month: d.format('YYYY-MM') }, { replace: true })}
        />
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportNow()}>
          导出
        </Button>
        <Link to={billsHref(month)}>查看本月收支明细</Link>
      </Space>
      {statement.error && (
        <ListState kind="error" message={statement.error.message} onRetry={() => void statement.mutate()} />
      )}
      {s && (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            <Col xs={12} md={6}>
              <AmountCard title="期初余额" fen={s.openingFen} data-testid="statement-opening" />
            </Col>
            <Col xs={12} md={6}>
              <AmountCard title="本月收入" fen={s.incomeFen} tone="income" data-testid="statement-income" />
            </Col>
            <Col xs={12} md={6}>
              <AmountCard
                title="本月支出"
                fen={s.expenseFen}
                tone="expense"
                data-testid="statement-expense"
              />
            </Col>
            <Col xs={12} md={6}>
              <AmountCard title="期末余额" fen={s.closingFen} data-testid="statement-closing" />
            </Col>
          </Row>
          <Typography.Paragraph type="secondary">
            期初 {formatFen(s.openingFen)} + 收入 {formatFen(s.incomeFen)} − 支出 {formatFen(s.expenseFen)} =
            期末 {formatFen(s.closingFen)}，共 {s.movements} 笔
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card size="small" title="按账单类型">
                <Table<Statement['byType'][number]>
                  rowKey="billType"
                  size="small"
                  pagination={false}
                  dataSource={s.byType}
                  columns={[
                    {
                      title: '类型',
                      dataIndex: 'billType',
                      render: (v: string) => <Link to={billsHref(month, v)}>{stateLabel(billType, v)}</Link>,
                    },
                    {
                      title: '收入',
                      dataIndex: 'incomeFen',
                      align: 'right',
                      render: (v: number) =>
                        v ? <span style={{ color: INCOME_COLOR }}>+{formatFen(v)}</span> : '—',
                    },
                    {
                      title: '支出',
                      dataIndex: 'expenseFen',
                      align: 'right',
                      render: (v: number) =>
                        v ? <span style={{ color: EXPENSE_COLOR }}>-{formatFen(v)}</span> : '—',
                    },
                    { title: '笔数', dataIndex: 'count', align: 'right', width: 70 },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card
                size="small"
                title="拿货结算账单（按拿货日）"
                extra={<Link to="/funds/nahuoSettlement?tab=ALL">查看账单</Link>}
              >
                <Typography.Paragraph>
                  共 {s.pickupBills.count} 张，应付{' '}
                  <Typography.Text strong>{formatFen(s.pickupBills.amountFen)}</Typography.Text>
                  ，已结清 {formatFen(s.pickupBills.paidFen)}，未结清{' '}
                  <Typography.Text type={s.pickupBills.openFen ? 'warning' : undefined} strong>
                    {formatFen(s.pickupBills.openFen)}
                  </Typography.Text>
                </Typography.Paragraph>
                <Table
                  rowKey="paidBy"
                  size="small"
                  pagination={false}
                  dataSource={s.pickupBills.byPaidBy}
                  // a month's first days have none: said in a colour that can be read (the placeholder's grey cannot)
                  locale={{ emptyText: <Typography.Text>本月没有已付款的账单</Typography.Text> }}
                  columns={[
                    {
                      title: '付款方式',
                      dataIndex: 'paidBy',
                      render: (v: string) => stateLabel(pickupBillPaidBy, v),
                    },
                    { title: '张数', dataIndex: 'count', align: 'right', width: 70 },
                    {
                      title: '金额',
                      dataIndex: 'amountFen',
                      align: 'right',
                      render: (v: number) => formatFen(v),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Page>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Col, Row, Table } from 'antd';
import { expect, within } from 'storybook/test';
import { AmountCard, SignedFen, formatFen } from '@oms/ui';

const meta = {
  title: 'Kit/Money',
  component: AmountCard,
} satisfies Meta<typeof AmountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 我的余额's cards. */
export const AmountCards: Story = {
  args: { title: '可用余额', fen: 326850 },
  render: () => (
    <Row gutter={[12, 12]} style={{ maxWidth: 960 }}>
      <Col span={6}>
        <AmountCard
          title="可用余额"
          fen={326850}
          extra={
            <>
              <Button type="primary" size="small">
                充值
              </Button>
              <Button size="small">提现</Button>
            </>
          }
        />
      </Col>
      <Col span={6}>
        <AmountCard title="冻结中" fen={25000} />
      </Col>
      <Col span={6}>
        <AmountCard title="货款后付待结算" fen={182000} />
      </Col>
      <Col span={6}>
        <AmountCard title="本月收入" fen={310000} tone="income" size="small" />
        <AmountCard title="本月支出" fen={298765} tone="expense" size="small" />
      </Col>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥3,268.50')).toBeInTheDocument();
  },
};

/** A bill row as the list shows it. */
export const BillRow: Story = {
  args: { title: '', fen: 0 },
  render: () => (
    <Table
      pagination={false}
      rowKey="serialNo"
      dataSource={[
        { serialNo: 'LS0000000306', type: '充值', fen: 30000, direction: 'IN' as const, balance: 326850, memo: '支付宝充值' },
        { serialNo: 'LS0000000305', type: '代发订单', fen: 12850, direction: 'OUT' as const, balance: 296850, memo: '代发订单货款+代发费（女人街A区315）' },
      ]}
      columns={[
        { title: '流水号', dataIndex: 'serialNo' },
        { title: '账单类型', dataIndex: 'type' },
        { title: '金额', render: (_: unknown, r) => <SignedFen fen={r.fen} direction={r.direction} /> },
        { title: '余额', dataIndex: 'balance', render: (v: number) => formatFen(v) },
        { title: '说明', dataIndex: 'memo' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-¥128.50')).toBeInTheDocument();
  },
};

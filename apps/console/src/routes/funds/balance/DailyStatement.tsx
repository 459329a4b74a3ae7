import { useMemo, useState } from 'react';
import { Button, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  QuickDateRange,
  formatFen,
  resolveDateRange,
  shanghaiToday,
  useFeedback,
  type DateRangeValue,
} from '@oms/ui';
import { exportDailyStatement, useDailyStatement } from '../../../api/funds.ts';
import { EXPENSE_COLOR, INCOME_COLOR } from '../fundsFormat.ts';

/** A day's 收入 or 支出: coloured with its sign, or a plain grey ¥0.00 on a day without any. */
function signed(fen: number, sign: '+' | '-', color: string) {
  if (fen === 0) return <Typography.Text type="secondary">{formatFen(0)}</Typography.Text>;
  return (
    <span style={{ color }}>
      {sign}
      {formatFen(fen)}
    </span>
  );
}

/** 日对账: the balance day by day — 期初 + 收入 − 支出 = 期末, each day opening where the one before closed. */
export function DailyStatement() {
  const { toast } = useFeedback();
  const [range, setRange] = useState<DateRangeValue>({ preset: 'last30' });
  const request = useMemo(() => {
    const r = resolveDateRange(range) ?? resolveDateRange({ preset: 'last30' })!;
    return { from: shanghaiToday(r.from), to: shanghaiToday(r.to) };
  }, [range]);
  const rows = useDailyStatement(request);
  const exportNow = async () => {
    const refused = await exportDailyStatement(request, `日对账_${request.from}_${request.to}.xlsx`);
    if (refused) toast.error(refused);
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <QuickDateRange value={range} onChange={setRange} label="日期" />
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportNow()}>
          导出
        </Button>
      </Space>
      <Table
        rowKey="day"
        size="middle"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          { title: '日期', dataIndex: 'day', width: 120 },
          { title: '期初余额', dataIndex: 'openingFen', align: 'right', render: (v: number) => formatFen(v) },
          {
            title: '收入',
            dataIndex: 'incomeFen',
            align: 'right',
            render: (v: number) => signed(v, '+', INCOME_COLOR),
          },
          {
            title: '支出',
            dataIndex: 'expenseFen',
            align: 'right',
            render: (v: number) => signed(v, '-', EXPENSE_COLOR),
          },
          {
            title: '期末余额',
            dataIndex: 'closingFen',
            align: 'right',
            render: (v: number) => <Typography.Text strong>{formatFen(v)}</Typography.Text>,
          },
          { title: '笔数', dataIndex: 'movements', width: 70, align: 'right' },
        ]}
      />
    </>
  );
}

import { Alert, Radio, Skeleton, Space, Typography } from 'antd';
import { formatFen } from '../helpers/money.ts';

export interface CourierQuote {
  code: string;
  name: string;
  freightFen: number;
  etaDays: number;
}

export interface CourierQuoteListProps {
  /** null until a province is chosen. */
  quotes: CourierQuote[] | null;
  loading?: boolean;
  error?: string | null;
  value: string | null;
  onChange: (quote: CourierQuote) => void;
}

/** The couriers reaching the receiver's province, cheapest first, each with its freight and ETA. */
export function CourierQuoteList({
  quotes,
  loading = false,
  error = null,
  value,
  onChange,
}: CourierQuoteListProps) {
  if (error) return <Alert type="error" showIcon message={error} />;
  if (loading && !quotes) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!quotes) return <Typography.Text type="secondary">先选择收件地区，再选快递</Typography.Text>;
  if (!quotes.length) return <Alert type="warning" showIcon message="该地区暂不支持快递" />;
  return (
    <Radio.Group
      aria-label="快递"
      value={value}
      onChange={(e) => {
        const chosen = quotes.find((c) => c.code === e.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      <Space direction="vertical">
        {quotes.map((c) => (
          <Radio key={c.code} value={c.code}>
            {c.name} <Typography.Text type="danger">{formatFen(c.freightFen)}</Typography.Text>
            <Typography.Text type="secondary"> · 约{c.etaDays}天送达</Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

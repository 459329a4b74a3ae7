import { Alert, Radio, Skeleton, Space, Typography } from 'antd';
import { formatFen } from '@oms/ui';
import { useExpressQuote } from '../../../api/placeOrder.ts';

/** The couriers reaching the receiver's province from our warehouse, cheapest first, priced for the parcel. */
export function CourierPicker({
  provinceCode,
  weightG,
  value,
  onChange,
}: {
  provinceCode: string | null;
  weightG: number;
  value: string | null;
  onChange: (code: string, freightFen: number) => void;
}) {
  const { data, error, isLoading } = useExpressQuote(provinceCode, weightG);
  if (!provinceCode) return <Typography.Text type="secondary">先选择收件地区，再选快递</Typography.Text>;
  if (error) return <Alert type="error" showIcon message={error.message} />;
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!data?.length) return <Alert type="warning" showIcon message="该地区暂不支持快递" />;
  return (
    <Radio.Group
      aria-label="快递"
      value={value}
      onChange={(e) => {
        const chosen = data.find((c) => c.code === e.target.value);
        if (chosen) onChange(chosen.code, chosen.freightFen);
      }}
    >
      <Space direction="vertical">
        {data.map((c) => (
          <Radio key={c.code} value={c.code}>
            {c.name} <Typography.Text type="danger">{formatFen(c.freightFen)}</Typography.Text>
            <Typography.Text type="secondary"> · 约{c.etaDays}天送达</Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

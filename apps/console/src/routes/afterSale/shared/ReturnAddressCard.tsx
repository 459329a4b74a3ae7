import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { copyText, ListState, useFeedback } from '@oms/ui';
import { useReturnAddress } from '../../../api/returnSettings.ts';

/**
 * Where buyers send returns: each warehouse's return desk with this account's 退货编码 — written in
 * 收件人, it puts a parcel to this account even when its waybill matches no case — ready to copy.
 */
export function ReturnAddressCard({ compact = false }: { compact?: boolean }) {
  const { data, error, mutate } = useReturnAddress();
  const { toast } = useFeedback();
  if (error && !data) return <ListState kind="error" message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <ListState kind="loading" />;
  return (
    <Flex vertical gap={12}>
      {data.map((a) => {
        const whole = `${a.contact} ${a.phone} ${a.province}${a.city}${a.district}${a.address}`;
        return (
          <Card key={a.code} size="small" title={compact ? `退货地址 · ${a.name}` : a.name}>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'code',
                  label: '退货编码',
                  children: <Typography.Text strong>{a.returnCode}</Typography.Text>,
                },
                { key: 'contact', label: '收件人', children: a.contact },
                { key: 'phone', label: '电话', children: a.phone },
                {
                  key: 'address',
                  label: '地址',
                  children: `${a.province}${a.city}${a.district}${a.address}`,
                },
              ]}
            />
            <Button
              size={compact ? 'small' : 'middle'}
              style={{ marginTop: 8 }}
              onClick={() =>
                void copyText(whole).then((ok) =>
                  ok ? toast.success('退货地址已复制') : toast.error('复制失败，请手动选择文字复制'),
                )
              }
            >
              复制退货地址
            </Button>
          </Card>
        );
      })}
    </Flex>
  );
}

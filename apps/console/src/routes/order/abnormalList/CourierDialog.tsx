import { useEffect, useState } from 'react';
import { Form, Modal, Select, Typography } from 'antd';
import { useExpressAll } from '../../../api/fromShop.ts';

/**
 * 换快递 for an order whose address a courier refused: another courier, priced by the server for the
 * packed weight (cheaper: the difference back; up to ¥10 dearer: taken from the balance).
 */
export function CourierDialog({
  orderNo,
  busy,
  onClose,
  onPick,
}: {
  orderNo: string | null;
  busy: boolean;
  onClose: () => void;
  onPick: (courierCode: string) => void;
}) {
  const { data: couriers } = useExpressAll();
  const [courier, setCourier] = useState<string | undefined>();
  useEffect(() => setCourier(undefined), [orderNo]);
  return (
    <Modal
      open={orderNo !== null}
      title={`换快递 ${orderNo ?? ''}`}
      okText="换快递"
      okButtonProps={{ disabled: !courier, loading: busy }}
      onOk={() => courier && onPick(courier)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="快递" required>
          <Select
            aria-label="快递"
            placeholder="选择另一家快递"
            value={courier}
            onChange={setCourier}
            options={(couriers ?? []).map((c) => ({ value: c.code, label: c.name }))}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        运费按包裹实重重新计算：比原运费低的差额退回余额；高出 ¥10.00
        以内从余额扣除，超过请修改地址或取消订单。
      </Typography.Text>
    </Modal>
  );
}

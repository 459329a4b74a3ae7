import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import type { PostOrderRow } from '@oms/api-client';
import { formatFen, showServerError, useFeedback, validatedValues } from '@oms/ui';
import { useAreaTree } from '../../../api/placeOrder.ts';
import { changeSendBackReceiver } from '../../../api/sendBack.ts';
import { ReceiverFields, type ReceiverValues } from '../../order/shared/ReceiverFields.tsx';
import { areaPath } from '../../order/shared/areaPath.ts';

/**
 * 修改收货信息 of a 寄回单 not yet shipped: unpaid, the freight follows the new address (paid on the
 * new figure); paid, only to an address at the same freight (the server says 运费已变化 otherwise).
 */
export function ReceiverDialog({ row, onClose }: { row: PostOrderRow; onClose: () => void }) {
  const tree = useAreaTree();
  const { toast } = useFeedback();
  const [form] = Form.useForm<{ receiver: ReceiverValues }>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = row.state === 'WAITING_SEND';
  const save = async () => {
    setProblem(null);
    const values = await validatedValues(form);
    if (!values) return;
    setBusy(true);
    try {
      const answer = await changeSendBackReceiver(row.postNo, {
        name: values.receiver.name.trim(),
        phone: values.receiver.phone.trim(),
        areaCode: values.receiver.area[2]!,
        address: values.receiver.address.trim(),
      });
      if (answer.errorCode !== 0) {
        if (!showServerError(form, answer)) setProblem(answer.errorMsg);
        return;
      }
      toast.success(
        answer.data.freightFen === row.freightFen
          ? '收货信息已修改'
          : `收货信息已修改，运费变为 ${formatFen(answer.data.freightFen)}`,
      );
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`修改收货信息 ${row.postNo}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {tree.data && (
        <Form
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{
            receiver: {
              name: row.receiver.name,
              phone: row.receiver.phone,
              area: areaPath(tree.data, row.receiver.areaCode),
              address: row.receiver.address,
            },
          }}
        >
          {paid && (
            <Alert
              type="info"
              showIcon
              title="已付款的寄回单只能改到运费相同的地址；运费不同请取消寄回后重新寄回"
              style={{ marginBottom: 12 }}
            />
          )}
          <ReceiverFields form={form} tree={tree.data} onAreaChange={() => setProblem(null)} />
          {problem && <Alert type="error" showIcon title={problem} />}
        </Form>
      )}
    </Modal>
  );
}

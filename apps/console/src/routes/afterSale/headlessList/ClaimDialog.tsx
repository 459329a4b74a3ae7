import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import type { HeadlessRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { claimHeadless } from '../../../api/headless.ts';
import { useDialogSubmit } from '../../../api/useDialogSubmit.ts';

/**
 * 认领: the full waybill number is the proof (the pool shows only 4 + 4). A wrong one says how many tries
 * are left today; the right one makes the parcel this account's 问题件.
 */
export function ClaimDialog({
  row,
  onClose,
  scanned = '',
}: {
  row: HeadlessRow;
  onClose: (claimed: boolean) => void;
  /** The whole number scanned at the returns bench. */
  scanned?: string;
}) {
  const { toast } = useFeedback();
  const [waybillNo, setWaybillNo] = useState(scanned);
  const { busy, problem, setProblem, submit } = useDialogSubmit();
  const claim = () => {
    if (!/^[A-Za-z0-9]{8,30}$/.test(waybillNo.trim())) return setProblem('请输入完整运单号');
    void submit(
      () => claimHeadless(row.headlessNo, waybillNo.trim()),
      () => {
        toast.success(`已认领 ${row.headlessNo}，已转为问题件，可在问题件中寄回`);
        onClose(true);
      },
    );
  };
  return (
    <Modal
      open
      title={`认领无头件 ${row.headlessNo}`}
      okText="认领"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => claim()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {row.courierName} {row.waybillNo} · {row.goodsHint || '未登记商品'}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => claim()}>
        <Form.Item
          label="完整运单号"
          htmlFor="claim-waybill"
          extra="请输入买家寄回时的完整运单号，核对一致即可认领；每天最多可错 5 次"
        >
          <Input
            id="claim-waybill"
            autoFocus
            value={waybillNo}
            maxLength={30}
            onChange={(e) => setWaybillNo(e.target.value)}
            onPressEnter={() => claim()}
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}

import { useState } from 'react';
import { Checkbox, Modal, Radio, Space, Typography } from 'antd';
import type { ReturnItemRow, ReturnMoved, ReturnStaff } from '@oms/api-client';
import { assignReturns } from '../../../api/returns.ts';

type Answer = { errorCode: number; errorMsg: string; data: ReturnMoved | null };

/** 指派给退货员: the ticked returns, or (按档口) every 未指派 return of their stalls. */
export function ReturnAssignDialog({
  items,
  staff,
  onDone,
}: {
  items: ReturnItemRow[] | null;
  staff: ReturnStaff;
  onDone: (answer: Answer | null) => void;
}) {
  const [staffId, setStaffId] = useState<number | null>(null);
  const [byStall, setByStall] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!items) return null;
  const supplierIds = [...new Set(items.map((i) => i.supplierId).filter((id): id is number => id !== null))];
  const submit = async () => {
    if (!staffId) return;
    setBusy(true);
    try {
      onDone(
        await assignReturns(
          byStall && supplierIds.length ? { supplierIds, staffId } : { ids: items.map((i) => i.id), staffId },
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`指派给退货员（已选 ${items.length} 条）`}
      okText="指派"
      okButtonProps={{ disabled: !staffId, loading: busy }}
      onOk={() => void submit()}
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      {staff.length === 0 ? (
        <Typography.Text type="secondary">
          还没有退货员：在「账号管理」给子账号分配含「退货登记指派」的角色。
        </Typography.Text>
      ) : (
        <Radio.Group value={staffId} onChange={(e) => setStaffId(e.target.value)} aria-label="退货员">
          <Space direction="vertical">
            {staff.map((s) => (
              <Radio key={s.staffId} value={s.staffId}>
                {s.name}
                <Typography.Text type="secondary"> 待退档口 {s.open} 条</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {supplierIds.length > 0 && (
        <Checkbox style={{ marginTop: 12 }} checked={byStall} onChange={(e) => setByStall(e.target.checked)}>
          按档口指派：这些档口（{supplierIds.length} 个）其余未指派的退货一并指派
        </Checkbox>
      )}
    </Modal>
  );
}

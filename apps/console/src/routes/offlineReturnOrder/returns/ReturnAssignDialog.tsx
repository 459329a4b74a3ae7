import { useState } from 'react';
import { Checkbox, Modal } from 'antd';
import type { ReturnItemRow, ReturnMoved, ReturnStaff } from '@oms/api-client';
import { assignReturns } from '../../../api/returns.ts';
import { ReturnStaffPicker } from './ReturnStaffPicker.tsx';

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
      <ReturnStaffPicker staff={staff} value={staffId} onChange={setStaffId} />
      {supplierIds.length > 0 && (
        <Checkbox style={{ marginTop: 12 }} checked={byStall} onChange={(e) => setByStall(e.target.checked)}>
          按档口指派：这些档口（{supplierIds.length} 个）其余未指派的退货一并指派
        </Checkbox>
      )}
    </Modal>
  );
}

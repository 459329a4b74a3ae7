import { useState } from 'react';
import { Alert, Modal, Radio, Space } from 'antd';
import type { SupplierRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { mergeSuppliers } from '../../../api/suppliers.ts';

const placeOf = (s: SupplierRow) => `${s.market} ${s.floor} ${s.stallNo} ${s.name}`;

/**
 * 合并 the ticked stalls (the same stall entered twice, or moved): pick the one to keep; the others' lines
 * and returns move to it, they stop, and lines naming them go to it from now on.
 */
export function SupplierMergeDialog({
  stalls,
  onClose,
}: {
  stalls: SupplierRow[];
  onClose: (merged: boolean) => void;
}) {
  const [keep, setKeep] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useFeedback();
  const open = stalls.length > 1;
  const submit = async () => {
    if (keep === null) return void toast.error('请选择保留的档口');
    setBusy(true);
    try {
      const answer = await mergeSuppliers(
        stalls.filter((s) => s.id !== keep).map((s) => s.id),
        keep,
      );
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(
        `已合并 ${answer.data.merged} 个档口，${answer.data.lines} 行拿货任务、${answer.data.returns} 件退货已归到保留的档口`,
      );
      setKeep(null);
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title="合并档口"
      okText="合并"
      okButtonProps={{ loading: busy, disabled: keep === null }}
      onOk={() => void submit()}
      onCancel={() => (setKeep(null), onClose(false))}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message="选择保留的档口：其余档口的拿货任务和退货归到它名下，其余档口停止合作；以后写其余档口的订单也会分到它。已生成的拿货结算账单不变。"
      />
      <Radio.Group value={keep} onChange={(e) => setKeep(e.target.value as number)} aria-label="保留的档口">
        <Space direction="vertical">
          {stalls.map((s) => (
            <Radio key={s.id} value={s.id}>
              {placeOf(s)}（近30天 {s.pieces30d} 件）
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}

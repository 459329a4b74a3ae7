import { useEffect, useState } from 'react';
import { Modal, Space, Typography } from 'antd';
import type { OfflineReturnRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { moveOfflineReturn } from '../../../api/offline.ts';
import { useReturnStaff } from '../../../api/returns.ts';
import { ReturnStaffPicker } from '../../offlineReturnOrder/returns/ReturnStaffPicker.tsx';

/**
 * 送退档口 / 再次送退: the return's goods go to a 退货员's walk, as on 退货登记指派 (a refusal is sent again
 * first — at most twice).
 */
export function SendBackDialog({ row, onClose }: { row: OfflineReturnRow | null; onClose: () => void }) {
  const { toast } = useFeedback();
  const staff = useReturnStaff(row !== null);
  const [staffId, setStaffId] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setStaffId(null);
    setError('');
  }, [row]);
  if (!row) return null;
  const again = row.state === 'FACTORY_REFUSE';
  const send = async () => {
    if (!staffId) return setError('请选择退货员');
    setBusy(true);
    try {
      const answer = await moveOfflineReturn({ id: row.id, version: row.version, action: 'START', staffId });
      if (answer.errorCode !== 0) return setError(answer.errorMsg);
      toast.success(`${row.returnNo} 已${again ? '再次' : ''}送退档口`);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`${again ? '再次送退' : '送退档口'} · ${row.returnNo}`}
      okText="送退"
      okButtonProps={{ disabled: !staffId, loading: busy }}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          交给退货员带回档口；在「退货登记指派」可看到每件商品的进度。
        </Typography.Text>
        {staff.isLoading ? (
          <Typography.Text type="secondary">正在读取退货员…</Typography.Text>
        ) : (
          <ReturnStaffPicker staff={staff.data ?? []} value={staffId} onChange={setStaffId} />
        )}
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Space>
    </Modal>
  );
}

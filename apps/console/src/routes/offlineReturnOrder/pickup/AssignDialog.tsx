import { useState } from 'react';
import { Modal, Radio, Space, Typography } from 'antd';
import type { PickupAssigned, PickupPicker } from '@oms/api-client';
import { assignToPicker } from '../../../api/pickup.ts';

type Answer = { errorCode: number; errorMsg: string; data: PickupAssigned | null };

/** 指派给拿货员: the ticked lines (and their stalls' other open lines of the day) to one picker. */
export function AssignDialog({
  open,
  count,
  ids,
  pickers,
  onDone,
}: {
  open: boolean;
  count: number;
  ids: number[];
  pickers: PickupPicker[];
  onDone: (answer: Answer | null) => void;
}) {
  const [pickerId, setPickerId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!pickerId) return;
    setBusy(true);
    try {
      onDone(await assignToPicker(ids, pickerId));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={`指派给拿货员（已选 ${count} 行）`}
      okText="指派"
      okButtonProps={{ disabled: !pickerId, loading: busy }}
      onOk={() => void submit()}
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      {pickers.length === 0 ? (
        <Typography.Text type="secondary">
          还没有拿货员：在「账号管理」给子账号分配含「拿货任务指派」的角色。
        </Typography.Text>
      ) : (
        <Radio.Group value={pickerId} onChange={(e) => setPickerId(e.target.value)} aria-label="拿货员">
          <Space direction="vertical">
            {pickers.map((p) => (
              <Radio key={p.pickerId} value={p.pickerId}>
                {p.name}
                <Typography.Text type="secondary">
                  {' '}
                  今日 {p.lines} 行 / {p.pieces} 件，待拿 {p.open} 行
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        同一档口当天只由一位拿货员拿：该档口其余未上报的任务会一并指派。
      </Typography.Paragraph>
    </Modal>
  );
}

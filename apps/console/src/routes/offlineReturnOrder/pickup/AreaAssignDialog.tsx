import { useMemo, useState } from 'react';
import { Checkbox, Flex, Modal, Select, Spin, Typography } from 'antd';
import { AreaTree, areaChoice, chosenAny } from '@oms/ui';
import type { PickupAreaTree, PickupAssigned, PickupPicker } from '@oms/api-client';
import { assignArea, usePickupArea } from '../../../api/pickup.ts';

type Answer = { errorCode: number; errorMsg: string; data: PickupAssigned | null };
const NO_AREA: PickupAreaTree = { markets: [], unmatchedWaiting: 0 };

/**
 * 按区域指派: tick markets, floors or stalls (market → floor → stall) and hand the day's lines there to
 * one picker; 包含已指派未上报 takes them from whoever held them.
 */
export function AreaAssignDialog({
  open,
  day,
  pickers,
  onDone,
}: {
  open: boolean;
  day: string | undefined;
  pickers: PickupPicker[];
  onDone: (answer: Answer | null) => void;
}) {
  const { data, isLoading } = usePickupArea(day, open);
  const [checked, setChecked] = useState<string[]>([]);
  const [pickerId, setPickerId] = useState<number | null>(null);
  const [reassign, setReassign] = useState(false);
  const [busy, setBusy] = useState(false);
  const chosen = useMemo(() => areaChoice(data ?? NO_AREA, checked), [checked, data]);
  const any = chosenAny(chosen);

  const submit = async () => {
    if (!pickerId || !any) return;
    setBusy(true);
    try {
      onDone(await assignArea({ ...(day ? { day } : {}), pickerId, ...chosen, reassign }));
      setChecked([]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title="按区域指派"
      okText="指派"
      okButtonProps={{ disabled: !pickerId || !any, loading: busy }}
      onOk={() => void submit()}
      onCancel={() => onDone(null)}
      width={560}
    >
      <Flex vertical gap={12}>
        <Select
          aria-label="指派给拿货员"
          placeholder="选择拿货员"
          value={pickerId ?? undefined}
          options={pickers.map((p) => ({ value: p.pickerId, label: `${p.name}（今日 ${p.lines} 行）` }))}
          onChange={(v) => setPickerId(v)}
        />
        {isLoading || !data ? (
          <Spin />
        ) : data.markets.length === 0 && !data.unmatchedWaiting ? (
          <Typography.Text type="secondary">还没有市场和档口：请先在「供应商管理」添加。</Typography.Text>
        ) : (
          <AreaTree area={data} checked={checked} onCheck={setChecked} />
        )}
        <Checkbox checked={reassign} onChange={(e) => setReassign(e.target.checked)}>
          包含已指派但未上报的任务（改派）
        </Checkbox>
      </Flex>
    </Modal>
  );
}

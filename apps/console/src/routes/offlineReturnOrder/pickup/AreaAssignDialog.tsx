import { useMemo, useState } from 'react';
import { Checkbox, Flex, Modal, Select, Spin, Tree, Typography } from 'antd';
import type { PickupAreaTree, PickupAssigned, PickupPicker } from '@oms/api-client';
import { assignArea, usePickupArea } from '../../../api/pickup.ts';

type Answer = { errorCode: number; errorMsg: string; data: PickupAssigned | null };

const UNMATCHED = 'unmatched';

/** The tree's nodes: `m:1`, `f:2`, `s:3` — markets, floors, stalls — with what is still to hand out. */
function treeOf(area: PickupAreaTree) {
  const nodes = area.markets.map((m) => ({
    key: `m:${m.id}`,
    title: `${m.name}（待指派 ${m.waiting}）`,
    children: m.floors.map((f) => ({
      key: `f:${f.id}`,
      title: `${f.name}（${f.waiting}）`,
      children: f.stalls.map((s) => ({
        key: `s:${s.id}`,
        title: `${s.stallNo} ${s.name}${s.waiting ? `（${s.waiting}）` : ''}${s.pickerName ? ` · ${s.pickerName}` : ''}`,
      })),
    })),
  }));
  if (area.unmatchedWaiting)
    nodes.push({ key: UNMATCHED, title: `未归类档口（${area.unmatchedWaiting}）`, children: [] });
  return nodes;
}

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
  const treeData = useMemo(() => (data ? treeOf(data) : []), [data]);
  const [checked, setChecked] = useState<string[]>([]);
  const [pickerId, setPickerId] = useState<number | null>(null);
  const [reassign, setReassign] = useState(false);
  const [busy, setBusy] = useState(false);
  // a ticked market or floor stands for all under it: send the highest ticked level only
  const chosen = useMemo(() => {
    const set = new Set(checked);
    const under = (key: string) =>
      data?.markets.some(
        (m) =>
          (set.has(`m:${m.id}`) &&
            (key.startsWith('f:')
              ? m.floors.some((f) => `f:${f.id}` === key)
              : m.floors.some((f) => f.stalls.some((s) => `s:${s.id}` === key)))) ||
          m.floors.some((f) => set.has(`f:${f.id}`) && f.stalls.some((s) => `s:${s.id}` === key)),
      ) ?? false;
    const top = checked.filter((k) => !under(k));
    const ids = (p: string) => top.filter((k) => k.startsWith(p)).map((k) => Number(k.slice(2)));
    return {
      marketIds: ids('m:'),
      floorIds: ids('f:'),
      supplierIds: ids('s:'),
      unmatched: set.has(UNMATCHED),
    };
  }, [checked, data]);
  const any =
    chosen.marketIds.length + chosen.floorIds.length + chosen.supplierIds.length > 0 || chosen.unmatched;

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
        ) : treeData.length === 0 ? (
          <Typography.Text type="secondary">还没有市场和档口：请先在「供应商管理」添加。</Typography.Text>
        ) : (
          <Tree
            checkable
            selectable={false}
            // the markets with lines still to hand out, open
            defaultExpandedKeys={data.markets.filter((m) => m.waiting > 0).map((m) => `m:${m.id}`)}
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            style={{ maxHeight: 360, overflow: 'auto' }}
            aria-label="市场、楼层和档口"
          />
        )}
        <Checkbox checked={reassign} onChange={(e) => setReassign(e.target.checked)}>
          包含已指派但未上报的任务（改派）
        </Checkbox>
      </Flex>
    </Modal>
  );
}

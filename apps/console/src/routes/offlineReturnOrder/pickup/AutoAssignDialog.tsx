import { useEffect, useState } from 'react';
import { Button, Flex, InputNumber, Modal, Select, Switch, Table, TreeSelect, Typography } from 'antd';
import type { PickupAutoSetting, PickupPicker } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { autoAssignNow, saveAutoSetting, useAutoSetting, usePickupArea } from '../../../api/pickup.ts';

type Rule = Omit<PickupAutoSetting['rules'][number], 'area' | 'pickerName'> & { key: string };

const areaKey = (r: Pick<Rule, 'marketId' | 'floorId' | 'supplierId'>) =>
  r.supplierId
    ? `s:${r.supplierId}`
    : r.floorId
      ? `f:${r.floorId}`
      : r.marketId
        ? `m:${r.marketId}`
        : undefined;
const fromKey = (key: string) => ({
  marketId: key.startsWith('m:') ? Number(key.slice(2)) : null,
  floorId: key.startsWith('f:') ? Number(key.slice(2)) : null,
  supplierId: key.startsWith('s:') ? Number(key.slice(2)) : null,
});

/**
 * 自动指派设置: at 08:30 and 14:00 the 待指派 lines of each area go to its picker, rule by rule in priority
 * order; 在岗 off passes a picker over, 每日上限 caps their lines of the day. 立即指派 applies them now.
 */
export function AutoAssignDialog({
  open,
  pickers,
  onClose,
}: {
  open: boolean;
  pickers: PickupPicker[];
  onClose: () => void;
}) {
  const { data } = useAutoSetting(open);
  const { data: area } = usePickupArea(undefined, open);
  const { toast } = useFeedback();
  const [on, setOn] = useState(false);
  const [rules, setRules] = useState<Rule[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!data) return;
    setOn(data.on);
    setRules(data.rules.map((r, i) => ({ ...r, key: `r${i}` })));
  }, [data]);
  const tree = (area?.markets ?? []).map((m) => ({
    value: `m:${m.id}`,
    title: m.name,
    children: m.floors.map((f) => ({
      value: `f:${f.id}`,
      title: `${m.name} ${f.name}`,
      children: f.stalls.map((s) => ({
        value: `s:${s.id}`,
        title: `${m.name} ${f.name} ${s.stallNo} ${s.name}`,
      })),
    })),
  }));
  const patch = (key: string, change: Partial<Rule>) =>
    setRules((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const save = async (thenRun: boolean) => {
    setBusy(true);
    try {
      const answer = await saveAutoSetting({
        on,
        rules: rules.map(({ key: _key, ...r }) => r),
      });
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      if (!thenRun) {
        toast.success('自动指派设置已保存');
        return onClose();
      }
      const run = await autoAssignNow();
      if (run.errorCode !== 0) return void toast.error(run.errorMsg);
      toast.success(`已按规则指派 ${run.data!.assigned} 行`);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="自动指派设置"
      width={860}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>取消</Button>
          <Button loading={busy} onClick={() => void save(true)} disabled={rules.length === 0}>
            保存并立即指派
          </Button>
          <Button type="primary" loading={busy} onClick={() => void save(false)}>
            保存
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <Switch checked={on} onChange={setOn} aria-label="开启自动指派" />
          <span>开启自动指派</span>
          <Typography.Text type="secondary">
            每天 08:30 和 14:00 把待指派的任务按下面的规则指派
          </Typography.Text>
        </Flex>
        <Table<Rule>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={rules}
          aria-label="自动指派规则"
          locale={{ emptyText: '还没有规则：点「添加规则」，一个区域对应一位拿货员' }}
          columns={[
            {
              title: '区域',
              key: 'area',
              render: (_, r) => (
                <TreeSelect
                  aria-label="区域"
                  style={{ width: 260 }}
                  treeData={tree}
                  value={areaKey(r)}
                  placeholder="市场 / 楼层 / 档口"
                  showSearch
                  treeNodeFilterProp="title"
                  onChange={(v: string) => patch(r.key, fromKey(v))}
                />
              ),
            },
            {
              title: '拿货员',
              key: 'picker',
              render: (_, r) => (
                <Select
                  aria-label="拿货员"
                  style={{ width: 130 }}
                  value={r.pickerId || undefined}
                  options={pickers.map((p) => ({ value: p.pickerId, label: p.name }))}
                  onChange={(v: number) => patch(r.key, { pickerId: v })}
                />
              ),
            },
            {
              title: '优先级',
              key: 'priority',
              width: 90,
              render: (_, r) => (
                <InputNumber
                  aria-label="优先级"
                  min={0}
                  max={999}
                  precision={0}
                  value={r.priority}
                  onChange={(v) => patch(r.key, { priority: Number(v) || 0 })}
                />
              ),
            },
            {
              title: '在岗',
              key: 'onDuty',
              width: 70,
              render: (_, r) => (
                <Switch aria-label="在岗" checked={r.onDuty} onChange={(v) => patch(r.key, { onDuty: v })} />
              ),
            },
            {
              title: '每日上限（行）',
              key: 'cap',
              width: 120,
              render: (_, r) => (
                <InputNumber
                  aria-label="每日上限"
                  min={1}
                  max={5000}
                  precision={0}
                  placeholder="不限"
                  value={r.cap}
                  onChange={(v) => patch(r.key, { cap: v === null ? null : Number(v) })}
                />
              ),
            },
            {
              title: '',
              key: 'remove',
              width: 60,
              render: (_, r) => (
                <Button
                  type="link"
                  danger
                  onClick={() => setRules((all) => all.filter((x) => x.key !== r.key))}
                >
                  删除
                </Button>
              ),
            },
          ]}
        />
        <div>
          <Button
            onClick={() =>
              setRules((all) => [
                ...all,
                {
                  key: `n${Date.now()}`,
                  marketId: null,
                  floorId: null,
                  supplierId: null,
                  pickerId: pickers[0]?.pickerId ?? 0,
                  priority: all.length,
                  onDuty: true,
                  cap: null,
                },
              ])
            }
          >
            添加规则
          </Button>
        </div>
      </Flex>
    </Modal>
  );
}

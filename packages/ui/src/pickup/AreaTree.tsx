import { useMemo } from 'react';
import { Tree } from 'antd';
import type { PickupAreaTree } from '@oms/api-client';

const UNMATCHED = 'unmatched';

/** What a tick of the tree hands out: the highest ticked levels only (a market stands for all under it). */
export interface AreaChoice {
  marketIds: number[];
  floorIds: number[];
  supplierIds: number[];
  unmatched: boolean;
}

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

/** The ticked keys as the ids to send: a key under a ticked market or floor is left out. */
export function areaChoice(area: PickupAreaTree, checked: readonly string[]): AreaChoice {
  const set = new Set(checked);
  const under = (key: string) =>
    area.markets.some(
      (m) =>
        (set.has(`m:${m.id}`) &&
          (key.startsWith('f:')
            ? m.floors.some((f) => `f:${f.id}` === key)
            : m.floors.some((f) => f.stalls.some((s) => `s:${s.id}` === key)))) ||
        m.floors.some((f) => set.has(`f:${f.id}`) && f.stalls.some((s) => `s:${s.id}` === key)),
    );
  const top = checked.filter((k) => !under(k));
  const ids = (p: string) => top.filter((k) => k.startsWith(p)).map((k) => Number(k.slice(2)));
  return { marketIds: ids('m:'), floorIds: ids('f:'), supplierIds: ids('s:'), unmatched: set.has(UNMATCHED) };
}

export const chosenAny = (c: AreaChoice) =>
  c.marketIds.length + c.floorIds.length + c.supplierIds.length > 0 || c.unmatched;

export interface AreaTreeProps {
  area: PickupAreaTree;
  checked: string[];
  onCheck: (keys: string[]) => void;
}

/** 按区域指派's tree: market → floor → stall with the day's lines still to hand out and who holds a stall. */
export function AreaTree({ area, checked, onCheck }: AreaTreeProps) {
  const treeData = useMemo(() => treeOf(area), [area]);
  return (
    <Tree
      checkable
      selectable={false}
      // the markets with lines still to hand out, open
      defaultExpandedKeys={area.markets.filter((m) => m.waiting > 0).map((m) => `m:${m.id}`)}
      treeData={treeData}
      checkedKeys={checked}
      onCheck={(keys) => onCheck((Array.isArray(keys) ? keys : keys.checked).map(String))}
      style={{ maxHeight: 360, overflow: 'auto' }}
      aria-label="市场、楼层和档口"
    />
  );
}

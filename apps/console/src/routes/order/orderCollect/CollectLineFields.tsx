import { useEffect, useState } from 'react';
import { AutoComplete, Button, Flex, Input, InputNumber, Typography } from 'antd';
import { formatFen, useNarrowLayout } from '@oms/ui';
import { useGoodsSearch } from '../../../api/placeOrder.ts';
import type { CollectLineValue } from './collectRows.ts';
import { lineHints } from './lineHints.ts';

type TextField = keyof Omit<CollectLineValue, 'qty'>;
const FIELDS: Array<{ key: TextField; label: string; max: number; width: number }> = [
  { key: 'stall', label: '档口', max: 40, width: 150 },
  { key: 'articleNo', label: '货号', max: 40, width: 110 },
  { key: 'color', label: '颜色', max: 40, width: 90 },
  { key: 'size', label: '尺码', max: 20, width: 70 },
];

/** The 货号 as typed, once the seller pauses: the market is asked per pause, not per key. */
function usePaused(value: string, ms = 400): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

/**
 * One goods line of 手动报单: 档口, 货号, 颜色, 尺码 typed freely, with what the market has for the 货号
 * offered (its stalls, then the stall's colours and sizes) and today's price once 档口 + 货号 name one goods.
 */
export function CollectLineFields({
  index,
  line,
  removable,
  onChange,
  onRemove,
}: {
  index: number;
  line: CollectLineValue;
  removable: boolean;
  onChange: (change: Partial<CollectLineValue>) => void;
  onRemove: () => void;
}) {
  const narrow = useNarrowLayout();
  const articleNo = usePaused(line.articleNo.trim());
  const search = useGoodsSearch(articleNo.length >= 2 ? articleNo : '');
  const hints = lineHints(articleNo.length >= 2 ? (search.data?.items ?? []) : [], line);
  const options: Record<TextField, string[]> = {
    stall: hints.stalls,
    articleNo: [],
    color: hints.colors,
    size: hints.sizes,
  };
  const style = (f: (typeof FIELDS)[number]) => ({
    width: narrow ? 'calc(50% - 3px)' : f.width,
    flex: narrow ? undefined : f.key === 'stall' ? 1 : undefined,
  });
  return (
    <Flex vertical gap={2}>
      <Flex gap={6} wrap={narrow} role="group" aria-label={`第${index + 1}款`} align="center">
        {FIELDS.map((f) => {
          const common = {
            'aria-label': f.label,
            placeholder: f.label,
            maxLength: f.max,
            style: style(f),
            value: line[f.key],
          };
          // one element per field whatever the market says: a field swapped while typed in loses focus
          return f.key === 'articleNo' ? (
            <Input key={f.key} {...common} onChange={(e) => onChange({ [f.key]: e.target.value })} />
          ) : (
            <AutoComplete
              key={f.key}
              {...common}
              options={options[f.key].map((value) => ({ value }))}
              filterOption={(typed, option) => String(option?.value ?? '').includes(typed.trim())}
              onChange={(value: string) => onChange({ [f.key]: value })}
            />
          );
        })}
        <InputNumber
          aria-label="数量"
          placeholder="数量"
          min={1}
          max={999}
          precision={0}
          style={{ width: 72 }}
          value={line.qty}
          onChange={(qty) => onChange({ qty: qty ?? null })}
        />
        {removable && (
          <Button size="small" type="text" aria-label={`删除第${index + 1}款`} onClick={onRemove}>
            ✕
          </Button>
        )}
      </Flex>
      {hints.match && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hints.match.stall} {hints.match.articleNo} · {hints.match.title} · 今日价{' '}
          {formatFen(hints.match.priceFen)}
        </Typography.Text>
      )}
    </Flex>
  );
}

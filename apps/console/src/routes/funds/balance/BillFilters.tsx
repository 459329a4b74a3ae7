import { useEffect, useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { billType, stateCodes, stateLabel } from '@oms/api-client';
import { PriceInput, QuickDateRange, inputClear } from '@oms/ui';
import { billDateRange, type BillUrlState } from './billUrls.ts';

const TYPE_OPTIONS = stateCodes(billType).map((code) => ({ value: code, label: stateLabel(billType, code) }));

/** 账单类型, 收入/支出, 支付方式, dates (近30天), 单号 and an amount range. */
export function BillFilters({
  state,
  update,
}: {
  state: BillUrlState;
  update: (change: Partial<BillUrlState>) => void;
}) {
  const [q, setQ] = useState(state.q);
  const [min, setMin] = useState(state.min);
  const [max, setMax] = useState(state.max);
  useEffect(() => {
    setQ(state.q);
    setMin(state.min);
    setMax(state.max);
  }, [state.q, state.min, state.max]);
  return (
    <Space wrap size={[12, 12]} style={{ marginBottom: 12 }}>
      <QuickDateRange
        value={billDateRange(state)}
        onChange={(v) =>
          update(
            v.preset
              ? { range: v.preset, from: '', to: '' }
              : v.from || v.to
                ? { range: 'custom', from: v.from ?? '', to: v.to ?? '' }
                : { range: '', from: '', to: '' },
          )
        }
      />
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder="账单类型"
        aria-label="账单类型"
        style={{ minWidth: 180 }}
        options={TYPE_OPTIONS}
        value={state.types}
        onChange={(types) => update({ types })}
      />
      <Select
        aria-label="收支"
        style={{ width: 110 }}
        value={state.io}
        onChange={(io) => update({ io })}
        options={[
          { value: '', label: '收入/支出' },
          { value: 'IN', label: '收入' },
          { value: 'OUT', label: '支出' },
        ]}
      />
      <Select
        aria-label="支付方式"
        style={{ width: 120 }}
        value={state.pm}
        onChange={(pm) => update({ pm })}
        options={[
          { value: '', label: '全部支付方式' },
          { value: 'BALANCE', label: '余额' },
          { value: 'ALIPAY', label: '支付宝' },
          { value: 'PAY_LATER', label: '货款后付' },
        ]}
      />
      <Input.Search
        allowClear={inputClear}
        aria-label="流水号或关联单号"
        placeholder="流水号 / 关联单号"
        style={{ width: 220 }}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onSearch={(text) => update({ q: text.trim() })}
      />
      <Space.Compact>
        <PriceInput
          aria-label="最小金额"
          placeholder="最小金额"
          style={{ width: 110 }}
          value={min}
          onChange={setMin}
        />
        <PriceInput
          aria-label="最大金额"
          placeholder="最大金额"
          prefix=""
          style={{ width: 100 }}
          value={max}
          onChange={setMax}
        />
        <Button onClick={() => update({ min, max })}>筛选</Button>
      </Space.Compact>
    </Space>
  );
}

import type { ReactNode } from 'react';
import { Button, Checkbox, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { INTERCEPT_HOLD_HOURS_MAX, sellerFlag, stateLabel } from '@oms/api-client';
import { PriceInput } from '../PriceInput/PriceInput.tsx';
import { blankCondition, CONDITION_KINDS, type ConditionKind, type RuleDraft } from './ruleDraft.ts';

export interface RuleBuilderProps {
  value: RuleDraft;
  onChange: (draft: RuleDraft) => void;
  /** The account's shops, for 店铺为. */
  shops: { id: number; name: string }[];
  /** Province names (广东省…), for 收货省份为. */
  provinces: string[];
}

const FLAG_OPTIONS = [1, 2, 3, 4, 5].map((f) => ({ value: f, label: stateLabel(sellerFlag, String(f)) }));
const labelOf = (kind: ConditionKind) => CONDITION_KINDS.find((k) => k.key === kind)!.label;

function Row({ label, onRemove, children }: { label: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Flex gap={8} align="center" wrap data-testid="rule-condition">
      <Typography.Text style={{ width: 160, flex: 'none' }}>{label}</Typography.Text>
      <Flex gap={8} align="center" style={{ flex: '1 1 240px', minWidth: 0 }}>
        {children}
      </Flex>
      <Button type="text" icon={<DeleteOutlined aria-hidden />} aria-label={`删除条件：${label}`} onClick={onRemove} />
    </Flex>
  );
}

/**
 * 自动拦截策略's rule editor: a name, the conditions (all must hold; a list within one is any-of) added
 * from 添加条件, and what a hit does. Controlled: the page keeps the draft, tries it (规则试算) and saves it.
 */
export function RuleBuilder({ value, onChange, shops, provinces }: RuleBuilderProps) {
  const c = value.conditions;
  const setCondition = <K extends ConditionKind>(kind: K, v: RuleDraft['conditions'][K] | undefined) => {
    const next = { ...c };
    if (v === undefined) delete next[kind];
    else next[kind] = v;
    onChange({ ...value, conditions: next });
  };
  const remove = (kind: ConditionKind) => () => setCondition(kind, undefined);
  const present = CONDITION_KINDS.filter((k) => c[k.key] !== undefined);
  const missing = CONDITION_KINDS.filter((k) => c[k.key] === undefined);

  const keywords = (kind: 'buyerRemark' | 'sellerRemark' | 'address') => (
    <Row key={kind} label={labelOf(kind)} onRemove={remove(kind)}>
      <Select
        mode="tags"
        aria-label={labelOf(kind)}
        style={{ width: '100%' }}
        placeholder="输入关键词后回车，可填多个，满足其一即可"
        tokenSeparators={[',', '，']}
        open={false}
        suffixIcon={null}
        value={c[kind] ?? []}
        onChange={(v: string[]) => setCondition(kind, v.map((w) => w.trim()).filter(Boolean))}
      />
    </Row>
  );

  const rows: Record<ConditionKind, () => ReactNode> = {
    buyerRemark: () => keywords('buyerRemark'),
    sellerRemark: () => keywords('sellerRemark'),
    address: () => keywords('address'),
    flags: () => (
      <Row key="flags" label={labelOf('flags')} onRemove={remove('flags')}>
        <Select
          mode="multiple"
          aria-label={labelOf('flags')}
          style={{ width: '100%' }}
          placeholder="选择旗帜"
          options={FLAG_OPTIONS}
          value={c.flags ?? []}
          onChange={(v: number[]) => setCondition('flags', v)}
        />
      </Row>
    ),
    provinces: () => (
      <Row key="provinces" label={labelOf('provinces')} onRemove={remove('provinces')}>
        <Select
          mode="multiple"
          aria-label={labelOf('provinces')}
          style={{ width: '100%' }}
          placeholder="选择省份"
          options={provinces.map((p) => ({ value: p, label: p }))}
          value={c.provinces ?? []}
          onChange={(v: string[]) => setCondition('provinces', v)}
        />
      </Row>
    ),
    amount: () => (
      <Row key="amount" label={labelOf('amount')} onRemove={remove('amount')}>
        <PriceInput
          aria-label="实付金额下限（元）"
          placeholder="不限"
          value={c.amount?.min ?? ''}
          onChange={(min) => setCondition('amount', { min, max: c.amount?.max ?? '' })}
        />
        <Typography.Text>至</Typography.Text>
        <PriceInput
          aria-label="实付金额上限（元）"
          placeholder="不限"
          value={c.amount?.max ?? ''}
          onChange={(max) => setCondition('amount', { min: c.amount?.min ?? '', max })}
        />
      </Row>
    ),
    quantity: () => (
      <Row key="quantity" label={labelOf('quantity')} onRemove={remove('quantity')}>
        <InputNumber
          aria-label="商品件数下限"
          placeholder="不限"
          min={1}
          max={9999}
          precision={0}
          value={c.quantity?.min ?? null}
          onChange={(min) => setCondition('quantity', { min, max: c.quantity?.max ?? null })}
        />
        <Typography.Text>至</Typography.Text>
        <InputNumber
          aria-label="商品件数上限"
          placeholder="不限"
          min={1}
          max={9999}
          precision={0}
          value={c.quantity?.max ?? null}
          onChange={(max) => setCondition('quantity', { min: c.quantity?.min ?? null, max })}
        />
        <Typography.Text>件</Typography.Text>
      </Row>
    ),
    shopIds: () => (
      <Row key="shopIds" label={labelOf('shopIds')} onRemove={remove('shopIds')}>
        <Select
          mode="multiple"
          aria-label={labelOf('shopIds')}
          style={{ width: '100%' }}
          placeholder="选择店铺"
          options={shops.map((s) => ({ value: s.id, label: s.name }))}
          value={c.shopIds ?? []}
          onChange={(v: number[]) => setCondition('shopIds', v)}
        />
      </Row>
    ),
    buyerOrders24h: () => (
      <Row key="buyerOrders24h" label={labelOf('buyerOrders24h')} onRemove={remove('buyerOrders24h')}>
        <Typography.Text>≥</Typography.Text>
        <InputNumber
          aria-label="同一买家24小时内下单次数"
          min={2}
          max={99}
          precision={0}
          value={c.buyerOrders24h ?? null}
          onChange={(n) => setCondition('buyerOrders24h', n)}
        />
        <Typography.Text>次</Typography.Text>
      </Row>
    ),
  };

  return (
    <Flex vertical gap={16} data-testid="rule-builder">
      <Flex vertical gap={4}>
        <Typography.Text strong>规则名称</Typography.Text>
        <Input
          aria-label="规则名称"
          placeholder="如：买家要求暂缓发货"
          maxLength={30}
          showCount
          value={value.name}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
      </Flex>
      <Flex vertical gap={8}>
        <Typography.Text strong>满足以下全部条件时</Typography.Text>
        {present.length === 0 && <Typography.Text type="secondary">还没有条件，请从下方添加</Typography.Text>}
        {present.map((k) => rows[k.key]())}
        {missing.length > 0 && (
          <Select<ConditionKind>
            aria-label="添加条件"
            placeholder="+ 添加条件"
            style={{ width: 220 }}
            value={null}
            options={missing.map((k) => ({ value: k.key, label: k.label }))}
            onChange={(kind) => setCondition(kind, blankCondition(kind))}
          />
        )}
      </Flex>
      <Flex vertical gap={8}>
        <Typography.Text strong>执行动作</Typography.Text>
        <Flex gap={8} align="center" wrap>
          <Checkbox checked={value.hold} onChange={(e) => onChange({ ...value, hold: e.target.checked })}>
            挂起订单（不会被下单、发货）
          </Checkbox>
        </Flex>
        {value.hold && (
          <Flex gap={8} align="center" wrap style={{ paddingLeft: 24 }}>
            <Checkbox
              checked={value.releaseAfterHours !== null}
              onChange={(e) =>
                onChange({ ...value, releaseAfterHours: e.target.checked ? 24 : null, urgent: e.target.checked && value.urgent })
              }
            >
              到时自动解除挂起
            </Checkbox>
            {value.releaseAfterHours !== null && (
              <>
                <InputNumber
                  aria-label="挂起小时数"
                  min={1}
                  max={INTERCEPT_HOLD_HOURS_MAX}
                  precision={0}
                  value={value.releaseAfterHours}
                  onChange={(h) => onChange({ ...value, releaseAfterHours: h ?? 1 })}
                />
                <Typography.Text>小时后</Typography.Text>
                <Checkbox checked={value.urgent} onChange={(e) => onChange({ ...value, urgent: e.target.checked })}>
                  解除时加急（标记红旗）
                </Checkbox>
              </>
            )}
          </Flex>
        )}
        <Flex gap={8} align="center" wrap>
          <Typography.Text>标记旗帜</Typography.Text>
          <Select<number>
            aria-label="标记旗帜"
            style={{ width: 140 }}
            value={value.flag ?? 0}
            options={[{ value: 0, label: '不标记' }, ...FLAG_OPTIONS]}
            onChange={(f) => onChange({ ...value, flag: f === 0 ? null : f })}
          />
        </Flex>
        <Checkbox checked={value.notify} onChange={(e) => onChange({ ...value, notify: e.target.checked })}>
          发送消息提醒（消息中心 · 订单异常）
        </Checkbox>
      </Flex>
    </Flex>
  );
}

import { memo } from 'react';
import { Button, Cascader, Flex, Input, Tag, Typography, theme } from 'antd';
import { COLLECT_MAX_LINES, daifaCollectState, type AreaTree, type CollectSubmitted } from '@oms/api-client';
import { StatusTag, useNarrowLayout } from '@oms/ui';
import { CollectLineFields } from './CollectLineFields.tsx';
import {
  areaPath,
  emptyLine,
  recogniseRow,
  type CollectLineValue,
  type CollectRowValue,
} from './collectRows.ts';

type RowResult = CollectSubmitted['rows'][number];

/**
 * One order of 手动报单: the receiver pasted and recognised (then corrected field by field), its goods
 * lines by 档口 + 货号, a remark; what it still lacks (after a try to submit) or what became of it.
 */
export const CollectRowCard = memo(function CollectRowCard({
  index,
  row,
  tree,
  problems,
  result,
  removable,
  onChange,
  onRemove,
}: {
  index: number;
  row: CollectRowValue;
  tree: AreaTree | undefined;
  problems: string[] | null;
  result: RowResult | null;
  removable: boolean;
  onChange: (row: CollectRowValue) => void;
  onRemove: (key: string) => void;
}) {
  const { token } = theme.useToken();
  const narrow = useNarrowLayout();
  const n = index + 1;
  const setReceiver = (change: Partial<CollectRowValue['receiver']>) =>
    onChange({ ...row, receiver: { ...row.receiver, ...change } });
  const setLine = (i: number, change: Partial<CollectLineValue>) =>
    onChange({ ...row, lines: row.lines.map((l, j) => (j === i ? { ...l, ...change } : l)) });

  return (
    <li
      aria-label={`第${n}单`}
      style={{
        listStyle: 'none',
        border: `1px solid ${problems?.length ? token.colorErrorBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: narrow ? 12 : 16,
      }}
    >
      <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>第 {n} 单</Typography.Text>
        {row.id && !result && <Tag>报单记录 #{row.id}</Tag>}
        {result && <StatusTag map={daifaCollectState} code={result.state} appearance="dot" />}
        {result?.reason && <Typography.Text type="danger">{result.reason}</Typography.Text>}
        <span style={{ flex: 1 }} />
        {removable && (
          <Button size="small" type="link" danger onClick={() => onRemove(row.key)}>
            删除此单
          </Button>
        )}
      </Flex>
      <Flex gap={16} vertical={narrow}>
        <Flex vertical gap={8} style={{ flex: narrow ? undefined : '0 0 340px' }}>
          <Flex gap={8}>
            <Input.TextArea
              aria-label="收件信息"
              rows={2}
              maxLength={500}
              placeholder="粘贴收件信息，如：张三 13800138000 广东省深圳市南山区科苑路15号"
              value={row.receiverText}
              onChange={(e) => onChange({ ...row, receiverText: e.target.value })}
            />
            <Button
              disabled={!row.receiverText.trim() || !tree}
              onClick={() => tree && onChange(recogniseRow(row, tree))}
            >
              识别
            </Button>
          </Flex>
          <Flex gap={8}>
            <Input
              aria-label="收件人"
              placeholder="收件人"
              maxLength={30}
              value={row.receiver.name}
              onChange={(e) => setReceiver({ name: e.target.value })}
            />
            <Input
              aria-label="手机号"
              placeholder="手机号"
              maxLength={24}
              inputMode="tel"
              value={row.receiver.phone}
              onChange={(e) => setReceiver({ phone: e.target.value })}
            />
          </Flex>
          <Cascader
            aria-label="省市区"
            style={{ width: '100%' }}
            options={tree}
            fieldNames={{ label: 'name', value: 'code', children: 'children' }}
            placeholder={tree ? '省 / 市 / 区' : '加载中…'}
            showSearch
            value={areaPath(tree, row.receiver.areaCode)}
            onChange={(value) => setReceiver({ areaCode: ((value ?? []) as string[])[2] ?? '' })}
          />
          <Input
            aria-label="详细地址"
            placeholder="详细地址（街道、门牌号）"
            maxLength={200}
            value={row.receiver.address}
            onChange={(e) => setReceiver({ address: e.target.value })}
          />
        </Flex>
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
          {row.lines.map((line, i) => (
            <CollectLineFields
              key={i}
              index={i}
              line={line}
              removable={row.lines.length > 1}
              onChange={(change) => setLine(i, change)}
              onRemove={() => onChange({ ...row, lines: row.lines.filter((_, j) => j !== i) })}
            />
          ))}
          <Flex gap={8} align="center" wrap>
            <Button
              size="small"
              disabled={row.lines.length >= COLLECT_MAX_LINES}
              onClick={() => onChange({ ...row, lines: [...row.lines, emptyLine()] })}
            >
              + 添加商品
            </Button>
            <Input
              aria-label="备注"
              placeholder="备注（选填）"
              maxLength={500}
              style={{ flex: 1, minWidth: 160 }}
              value={row.remark}
              onChange={(e) => onChange({ ...row, remark: e.target.value })}
            />
          </Flex>
        </Flex>
      </Flex>
      {problems && problems.length > 0 && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {problems.join('；')}
        </Typography.Text>
      )}
    </li>
  );
});

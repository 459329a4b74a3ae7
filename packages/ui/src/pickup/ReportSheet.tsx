import { useEffect, useState } from 'react';
import { Button, Drawer, Flex, Form, InputNumber, Radio, Typography } from 'antd';
import {
  PICKUP_PRICE_TOLERANCE_FEN,
  pickupStopReason,
  type PickupReportRequest,
  type PickupRow,
} from '@oms/api-client';
import { formatFen } from '../helpers/money.ts';
import { PriceInput } from '../PriceInput/PriceInput.tsx';
import { fenToPriceText, priceTextToFen } from '../helpers/price.ts';

/** What the sheet asks for: 已拿 (how many, at what price) or 停止拿货 (why, the new price). */
export type SheetKind = 'TOOK' | 'STOP';

const STOP_REASONS = (Object.keys(pickupStopReason) as (keyof typeof pickupStopReason)[]).filter(
  (k) => k !== 'MANUAL',
);

/**
 * The picker's answer that needs more than a tap, in a sheet from the bottom of the phone: 已拿 with
 * the pieces in hand (fewer is 部分拿货) and 实拿价 (more than 参考价 + ¥2.00 must be 档口涨价), or
 * 停止拿货 with the stall's reason.
 */
export interface ReportSheetProps {
  row: PickupRow | null;
  kind: SheetKind;
  onSubmit: (body: PickupReportRequest) => void;
  onClose: () => void;
}

export function ReportSheet({ row, kind, onSubmit, onClose }: ReportSheetProps) {
  const left = row ? row.qty - row.tookQty : 0;
  const [qty, setQty] = useState<number | null>(left);
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState<(typeof STOP_REASONS)[number] | null>(null);
  const [newPrice, setNewPrice] = useState('');
  useEffect(() => {
    if (!row) return;
    setQty(row.qty - row.tookQty);
    setPrice(fenToPriceText(row.refPriceFen));
    setReason(null);
    setNewPrice('');
  }, [row]);
  if (!row) return null;
  const priceFen = priceTextToFen(price);
  const tooDear = priceFen !== null && priceFen > row.refPriceFen + PICKUP_PRICE_TOLERANCE_FEN;
  const newFen = priceTextToFen(newPrice);
  const ready =
    kind === 'TOOK'
      ? qty !== null && qty >= 1 && qty <= left && priceFen !== null && !tooDear
      : reason !== null && (reason !== 'PRICE_RAISED' || (newFen !== null && newFen > 0));
  const submit = () => {
    if (!ready) return;
    const base = { id: row.id, version: row.version };
    onSubmit(
      kind === 'TOOK'
        ? { ...base, outcome: 'TOOK', tookQty: qty!, tookPriceFen: priceFen! }
        : {
            ...base,
            outcome: 'STOP',
            stopReason: reason!,
            ...(reason === 'PRICE_RAISED' ? { newPriceFen: newFen! } : {}),
          },
    );
  };
  return (
    <Drawer
      open
      placement="bottom"
      height="auto"
      title={`${kind === 'TOOK' ? '已拿' : '停止拿货'}：${row.articleNo} ${row.color}/${row.size}`}
      onClose={onClose}
      footer={
        <Button type="primary" block size="large" disabled={!ready} onClick={submit}>
          确认上报
        </Button>
      }
    >
      <Form layout="vertical" onFinish={submit} aria-label={kind === 'TOOK' ? '已拿上报' : '停止拿货上报'}>
        {kind === 'TOOK' ? (
          <>
            <Form.Item
              label={`实拿数量（待拿 ${left} 件）`}
              help={qty !== null && qty < left ? `少于 ${left} 件为部分拿货，其余明天再拿` : undefined}
            >
              <InputNumber
                aria-label="实拿数量"
                min={1}
                max={left}
                precision={0}
                size="large"
                inputMode="numeric"
                value={qty}
                onChange={(v) => setQty(v)}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item
              label={`实拿价（参考价 ${formatFen(row.refPriceFen)}）`}
              validateStatus={tooDear ? 'error' : undefined}
              help={tooDear ? '实拿价超出参考价2元以上，请选择「停止拿货 · 档口涨价」' : undefined}
            >
              <PriceInput
                aria-label="实拿价"
                size="large"
                inputMode="decimal"
                value={price}
                onChange={setPrice}
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label="停止原因">
              <Radio.Group value={reason} onChange={(e) => setReason(e.target.value)} aria-label="停止原因">
                <Flex wrap gap={8}>
                  {STOP_REASONS.map((r) => (
                    <Radio.Button key={r} value={r}>
                      {pickupStopReason[r].label}
                    </Radio.Button>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            {reason === 'PRICE_RAISED' && (
              <Form.Item label={`档口新价格（原价 ${formatFen(row.refPriceFen)}）`}>
                <PriceInput
                  aria-label="档口新价格"
                  size="large"
                  inputMode="decimal"
                  value={newPrice}
                  onChange={setNewPrice}
                />
              </Form.Item>
            )}
            {reason === 'NOT_SHIPPED' && (
              <Typography.Text type="secondary">档口未出货按「明天有」处理，明天继续拿。</Typography.Text>
            )}
          </>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Drawer>
  );
}

import { useState } from 'react';
import { Button, Card, Empty, Flex, List, Typography } from 'antd';
import type { AfterSaleRow, HeadlessRow } from '@oms/api-client';
import { formatDateTime } from '@oms/ui';
import { useHeadlessSearch } from '../../../api/headless.ts';
import { useCasesAwaitingWaybill } from '../../../api/afterSale.ts';
import { ClaimDialog } from '../headlessList/ClaimDialog.tsx';
import { ReturnWaybillDialog } from '../shared/ReturnWaybillDialog.tsx';

const WAYBILL = /^[A-Za-z0-9]{8,30}$/;
const OWN_NUMBER = /^(SH|DF)\d{14}$/i;

/**
 * A scan that found nothing, when it looks like a parcel's waybill: the claim pool's parcel of that
 * number (这可能是您的包裹 → 认领 with it filled in), and the cases still waiting for their buyer's waybill
 * (绑定为退货单号 → 填写退货单号 with it filled in). `onDone` puts the scanner back.
 */
export function NotFoundHelp({ code, onDone }: { code: string; onDone: () => void }) {
  const waybill = WAYBILL.test(code) && !OWN_NUMBER.test(code);
  const pool = useHeadlessSearch(waybill ? { waybillTail: code } : null);
  const awaiting = useCasesAwaitingWaybill(waybill);
  const [claiming, setClaiming] = useState<HeadlessRow | null>(null);
  const [binding, setBinding] = useState<AfterSaleRow | null>(null);
  const parcels = pool.data?.rows ?? [];
  const cases = awaiting.data?.rows ?? [];
  return (
    <Flex vertical gap={12}>
      <Empty description={`未找到「${code}」：不是本账号的单号，或单号有误`} />
      {parcels.length > 0 && (
        <Card size="small" title="这可能是您的包裹（无头件）">
          <List
            size="small"
            aria-label="这可能是您的包裹"
            dataSource={parcels}
            renderItem={(p) => (
              <List.Item
                actions={[
                  <Button key="claim" size="small" type="primary" onClick={() => setClaiming(p)}>
                    认领
                  </Button>,
                ]}
              >
                <span>
                  {p.headlessNo} · {p.courierName} {p.waybillNo} · {p.goodsHint || '未登记商品'} · 签收{' '}
                  {formatDateTime(p.signedAt)}
                </span>
              </List.Item>
            )}
          />
        </Card>
      )}
      {waybill && cases.length > 0 && (
        <Card size="small" title="绑定为退货单号：等待买家填写退货单号的售后">
          <List
            size="small"
            aria-label="等待退货单号的售后"
            dataSource={cases}
            renderItem={(c) => (
              <List.Item
                actions={[
                  <Button
                    key="bind"
                    size="small"
                    onClick={() => setBinding(c)}
                    aria-label={`绑定为 ${c.asNo} 的退货单号`}
                  >
                    绑定
                  </Button>,
                ]}
              >
                <Flex vertical>
                  <span>
                    {c.asNo} · {c.orderNo}
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {c.goods.join('，')} · 申请于 {formatDateTime(c.createdAt)}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </Card>
      )}
      {claiming && (
        <ClaimDialog
          row={claiming}
          scanned={code}
          onClose={() => {
            setClaiming(null);
            onDone();
          }}
        />
      )}
      <ReturnWaybillDialog
        target={binding}
        scanned={code}
        onClose={() => {
          setBinding(null);
          onDone();
        }}
      />
    </Flex>
  );
}

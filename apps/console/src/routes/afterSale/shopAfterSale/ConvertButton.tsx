import { useState } from 'react';
import { Typography } from 'antd';
import { afterSaleType, stateLabel, type ShopAfterSaleRow } from '@oms/api-client';
import { ConfirmButton, formatFen, useFeedback } from '@oms/ui';
import { convertShopAfterSale } from '../../../api/afterSale.ts';

const WHAT_HAPPENS: Record<string, string> = {
  REFUND_UNDELIVERY: '商品还在档口未拿货，转为未发货仅退款：货款和代发费立即退回余额',
  REFUND_DELIVERY:
    '包裹在途、买家未签收，转为已发货仅退款：仓库联系快递拦截退回，拦截成功后货款退回余额（每件扣退货服务费 ¥2.00）',
  RETURN_GOODS_DELIVERY: '买家已签收，转为退货退款：请买家寄回，档口退款后到账余额（每件扣退货服务费 ¥2.00）',
  FAST_REFUND_TIKTOK:
    '抖音已先行退款给买家，转为抖音极速退款：商品还在档口的立即取消拿货、退回余额；已签收的请买家寄回，档口退款后到账',
};

/** 转为代发售后: the case the dropship order allows now, or why it cannot be converted. */
export function ConvertButton({ row }: { row: ShopAfterSaleRow }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const type = row.convert.type;
  if (!type)
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.convert.why}
      </Typography.Text>
    );
  return (
    <ConfirmButton
      title={`转为代发售后：${stateLabel(afterSaleType, type)}？`}
      description={WHAT_HAPPENS[type]}
      okText="转为代发售后"
      cancelText="取消"
      onConfirm={async () => {
        setBusy(true);
        try {
          const answer = await convertShopAfterSale(row.id);
          if (answer.errorCode !== 0) toast.error(answer.errorMsg);
          else
            toast.success(
              answer.data!.refundedFen > 0
                ? `已转为代发售后 ${answer.data!.asNo}，${formatFen(answer.data!.refundedFen)} 已退回余额`
                : `已转为代发售后 ${answer.data!.asNo}`,
            );
        } finally {
          setBusy(false);
        }
      }}
      size="small"
      type="primary"
      loading={busy}
      aria-label={`转为代发售后 ${row.refundId}`}
    >
      转为代发售后
    </ConfirmButton>
  );
}

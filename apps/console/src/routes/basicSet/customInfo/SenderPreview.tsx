import { Card, Flex, Tag, Typography, theme } from 'antd';
import { renderWaybillRemark } from '@oms/api-client';

/** What the remark's fields read on the preview: a shop of the account's, a made-up order of two pieces. */
export const PREVIEW_ORDER = { platformOrderNo: '3726541980123456789', pieces: 2 };

/**
 * The sender block of a waybill as the courier prints it, for the settings being edited (unsaved too):
 * who sends, from which phone, the 面单备注 filled in for an example order, and 中性包装.
 */
export function SenderPreview(p: {
  sender: { name: string; phone: string } | null;
  warehouse: { name: string; phone: string } | null;
  remark: string;
  neutral: boolean;
  shopName: string;
}) {
  const { token } = theme.useToken();
  const who = p.sender ?? p.warehouse;
  const remark = renderWaybillRemark(p.remark, { shopName: p.shopName, ...PREVIEW_ORDER });
  const box = { border: `1px solid ${token.colorText}`, padding: '6px 8px' };
  return (
    <Card size="small" title="面单预览" aria-label="面单预览">
      <Flex vertical style={{ maxWidth: 360, fontSize: 13, fontFamily: 'sans-serif' }}>
        <div style={box}>
          <Typography.Text strong>收</Typography.Text> 张** 138****5678 广东省深圳市南山区 科技园***
        </div>
        <div style={{ ...box, borderTop: 0 }}>
          <Typography.Text strong>寄</Typography.Text>{' '}
          {who ? `${who.name} ${who.phone}` : '仓库寄件信息（仓库暂时无法连接）'}
          {!p.sender && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {' '}
              （使用仓库信息）
            </Typography.Text>
          )}
        </div>
        <div style={{ ...box, borderTop: 0, minHeight: 34 }}>
          <Typography.Text strong>备注</Typography.Text>{' '}
          {remark || <Typography.Text type="secondary">无</Typography.Text>}
        </div>
      </Flex>
      <Flex gap={8} style={{ marginTop: 8 }} wrap>
        {p.neutral && <Tag color="blue">中性包装</Tag>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          示例：{p.shopName}，平台订单号 {PREVIEW_ORDER.platformOrderNo}，共 {PREVIEW_ORDER.pieces} 件
        </Typography.Text>
      </Flex>
    </Card>
  );
}

import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { salesChannel, stateLabel, type FromShopPreview } from '@oms/api-client';
import { formatFen, ListState, useFeedback, useNarrowLayout } from '@oms/ui';
import { placeFromShopOrders, useExpressAll, useFromShopPreview } from '../../../../api/fromShop.ts';
import { LinkGoodsDialog, type ShopSku } from '../../shared/LinkGoodsDialog.tsx';

type PlannedOrder = FromShopPreview['orders'][number];

const STATE_TAG: Record<PlannedOrder['state'], { color: string; label: string }> = {
  READY: { color: 'success', label: '可下单' },
  NEED_LINK: { color: 'warning', label: '待关联商品' },
  REFUSED: { color: 'default', label: '不能代发' },
};

/**
 * 下单代发 of the ticked shop orders: each order's goods through 商品关联 (关联商品 where missing, kept for
 * next time), one courier for all, 有货先发 and 备注; the ready ones are placed and paid in one payment.
 */
export function FromShopDialog({
  shopOrderIds,
  onClose,
}: {
  shopOrderIds: number[] | null;
  onClose: () => void;
}) {
  const narrow = useNarrowLayout();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const { data, error, isLoading, mutate } = useFromShopPreview(shopOrderIds);
  const couriers = useExpressAll();
  const [courierCode, setCourierCode] = useState<string | null>(null);
  const [shipAvailableFirst, setShipAvailableFirst] = useState(false);
  const [remark, setRemark] = useState('');
  const [linking, setLinking] = useState<ShopSku | null>(null);
  const [placing, setPlacing] = useState(false);
  // One key per opening of the dialog: a click repeated after a lost answer places nothing twice.
  const requestKey = useRef(crypto.randomUUID());

  const orders = data?.orders ?? [];
  const ready = orders.filter((o) => o.state === 'READY');
  const needLink = orders.filter((o) => o.state === 'NEED_LINK').length;
  const goodsFen = ready.reduce((sum, o) => sum + o.goodsFen, 0);

  const place = async () => {
    if (!shopOrderIds || !courierCode) return;
    setPlacing(true);
    const answer = await placeFromShopOrders({
      shopOrderIds: ready.map((o) => o.shopOrderId),
      requestKey: requestKey.current,
      courierCode,
      shipAvailableFirst,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    });
    setPlacing(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    const { placed, refused, payNo } = answer.data;
    if (refused.length)
      toast.warning(
        `${refused.length} 个订单未下单：${refused.map((r) => `${r.tid} ${r.reason}`).join('；')}`,
      );
    if (!payNo) return void (await mutate());
    toast.success(`已生成 ${placed.length} 个代发订单，请支付`);
    navigate(`/funds/pay?payNo=${payNo}`);
  };

  return (
    <Modal
      open={shopOrderIds !== null}
      title="下单代发"
      width={narrow ? '100%' : 860}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex wrap gap={8} justify="flex-end" align="center">
          <Typography.Text type="secondary">
            可下单 {ready.length} 个 · 货款 {formatFen(goodsFen)}（代发费、运费下单时计算）
          </Typography.Text>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            loading={placing}
            disabled={!ready.length || !courierCode}
            onClick={() => void place()}
          >
            下单并支付（{ready.length} 个订单）
          </Button>
        </Flex>
      }
    >
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <ListState kind="loading" />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {needLink > 0 && (
            <Alert
              type="warning"
              showIcon
              message={`${needLink} 个订单有商品未关联档口商品：点「关联商品」选好后即可下单，以后同款自动关联`}
            />
          )}
          <List
            aria-label="待下单的店铺订单"
            size="small"
            bordered
            style={{ maxHeight: narrow ? undefined : 380, overflowY: 'auto' }}
            dataSource={orders}
            renderItem={(o) => (
              <List.Item key={o.shopOrderId} aria-label={`店铺订单 ${o.tid}`}>
                <Space direction="vertical" size={4} style={{ width: '100%' }}>
                  <Flex wrap gap={8} align="center">
                    <Typography.Text strong>{o.tid}</Typography.Text>
                    <Typography.Text type="secondary">
                      {stateLabel(salesChannel, o.platform)} · {o.shopName} · {o.receiverName} {o.region}
                    </Typography.Text>
                    <Tag color={STATE_TAG[o.state].color}>{STATE_TAG[o.state].label}</Tag>
                    {o.state === 'REFUSED' && <Typography.Text type="secondary">{o.reason}</Typography.Text>}
                  </Flex>
                  {o.lines.map((l) => (
                    <Flex key={l.shopLineId} wrap gap={8} align="center" style={{ paddingLeft: 12 }}>
                      <Typography.Text>
                        {l.articleNo} · {[l.color, l.size].filter(Boolean).join(' / ')} ×{l.qty}
                      </Typography.Text>
                      <Typography.Text type="secondary">→</Typography.Text>
                      {l.link ? (
                        <Typography.Text>
                          {l.link.stall} {l.link.articleNo} {l.link.color}/{l.link.size}{' '}
                          <Typography.Text type="danger">{formatFen(l.link.priceFen)}</Typography.Text>
                        </Typography.Text>
                      ) : (
                        <Button
                          size="small"
                          aria-label={`关联商品 ${l.articleNo} ${l.color} ${l.size}`}
                          onClick={() =>
                            setLinking({
                              articleNo: l.articleNo,
                              color: l.color,
                              size: l.size,
                              title: l.title,
                            })
                          }
                        >
                          关联商品
                        </Button>
                      )}
                    </Flex>
                  ))}
                </Space>
              </List.Item>
            )}
          />
          <Form
            layout={narrow ? 'vertical' : 'horizontal'}
            {...(narrow ? {} : { labelCol: { flex: '72px' } })}
          >
            <Form.Item label="快递" required>
              <Select
                aria-label="快递"
                placeholder="选择快递（所有订单同一快递）"
                loading={couriers.isLoading}
                value={courierCode}
                onChange={setCourierCode}
                options={(couriers.data ?? []).map((c) => ({
                  value: c.code,
                  label: `${c.name} · 约${c.etaDays}天`,
                }))}
              />
            </Form.Item>
            <Form.Item label="备注">
              <Input.TextArea
                aria-label="备注"
                maxLength={500}
                autoSize={{ minRows: 1, maxRows: 3 }}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
              />
            </Form.Item>
            <Form.Item {...(narrow ? {} : { label: ' ', colon: false })}>
              <Checkbox
                checked={shipAvailableFirst}
                onChange={(e) => setShipAvailableFirst(e.target.checked)}
              >
                有货先发（缺货的商品退款，其余先发）
              </Checkbox>
            </Form.Item>
          </Form>
        </Space>
      )}
      <LinkGoodsDialog
        sku={linking}
        onClose={() => setLinking(null)}
        onLinked={async () => {
          setLinking(null);
          await mutate();
        }}
      />
    </Modal>
  );
}

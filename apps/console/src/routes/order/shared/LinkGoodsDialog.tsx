import { useState } from 'react';
import { Checkbox, Descriptions, Form, Modal, Select, Typography } from 'antd';
import {
  closestOption,
  type ApiEnvelope,
  type DaifaGoods,
  type GoodsArticleAssociated,
  type GoodsArticleAssociateRequest,
  type GoodsAssociateRequest,
  type GoodsLink,
} from '@oms/api-client';
import { formatFen, useFeedback, useNarrowLayout } from '@oms/ui';
import { associateGoods } from '../../../api/fromShop.ts';
import { GoodsPicker } from './GoodsPicker.tsx';

export interface ShopSku {
  articleNo: string;
  color: string;
  size: string;
  title: string;
  /** False for a SKU shown as 未关联: linking it then must not replace a link made meanwhile (46001). */
  linked?: boolean;
}

/**
 * 关联商品: the shop SKU is bought as the market goods chosen here, in the colour and size chosen here;
 * kept for every later order of the SKU.
 */
export function LinkGoodsDialog({
  sku,
  onClose,
  onLinked,
  save = associateGoods,
  saveArticle,
}: {
  sku: ShopSku | null;
  onClose: () => void;
  onLinked: () => void | Promise<void>;
  /** The call that keeps the link (the 商品关联 page has its own, on its own permission). */
  save?: (body: GoodsAssociateRequest) => Promise<ApiEnvelope<GoodsLink>>;
  /** 按货号关联 (the 商品关联 page): every SKU of the 货号 to the chosen goods, colours and sizes by name. */
  saveArticle?: (body: GoodsArticleAssociateRequest) => Promise<ApiEnvelope<GoodsArticleAssociated>>;
}) {
  const narrow = useNarrowLayout();
  const { toast } = useFeedback();
  const [goods, setGoods] = useState<DaifaGoods | null>(null);
  const [color, setColor] = useState('');
  const [size, setSize] = useState('');
  const [saving, setSaving] = useState(false);
  const [wholeArticle, setWholeArticle] = useState(false);

  const close = () => {
    setGoods(null);
    setWholeArticle(false);
    onClose();
  };
  const choose = (g: DaifaGoods) => {
    setGoods(g);
    setColor(closestOption(sku?.color ?? '', g.colors));
    setSize(closestOption(sku?.size ?? '', g.sizes));
  };
  const confirm = async () => {
    if (!sku || !goods) return;
    setSaving(true);
    if (wholeArticle && saveArticle) {
      const answer = await saveArticle({ articleNo: sku.articleNo, goodsId: goods.goodsId, replace: true });
      setSaving(false);
      if (answer.errorCode !== 0 || !answer.data) return void toast.error(answer.errorMsg);
      const { linked, skipped } = answer.data;
      const left = skipped.map((k) => `${[k.color, k.size].filter(Boolean).join('/')}：${k.reason}`);
      if (left.length)
        toast.warning(
          `已关联 ${linked} 个规格；${left.length} 个未关联（${left.slice(0, 3).join('；')}${left.length > 3 ? '…' : ''}）`,
        );
      else toast.success(`货号 ${sku.articleNo} 的 ${linked} 个规格已关联 ${goods.stall} ${goods.articleNo}`);
    } else {
      const answer = await save({
        articleNo: sku.articleNo,
        color: sku.color,
        size: sku.size,
        goodsId: goods.goodsId,
        goodsColor: color,
        goodsSize: size,
        replace: sku.linked !== false,
      });
      setSaving(false);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      toast.success(`已关联 ${goods.stall} ${goods.articleNo}`);
    }
    setGoods(null);
    await onLinked();
  };

  return (
    <Modal
      open={sku !== null}
      title="关联商品"
      width={narrow ? '100%' : 640}
      okText="确认关联"
      okButtonProps={{ disabled: !goods, loading: saving }}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      {sku && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="店铺商品">{sku.title}</Descriptions.Item>
          <Descriptions.Item label="货号 / 规格">
            {sku.articleNo} · {[sku.color, sku.size].filter(Boolean).join(' / ') || '无规格'}
          </Descriptions.Item>
        </Descriptions>
      )}
      {goods ? (
        <Form layout={narrow ? 'vertical' : 'horizontal'} {...(narrow ? {} : { labelCol: { flex: '72px' } })}>
          <Form.Item label="档口商品">
            <Typography.Text strong>{goods.articleNo}</Typography.Text> · {goods.stall} ·{' '}
            <Typography.Text type="danger">{formatFen(goods.priceFen)}</Typography.Text>{' '}
            <Typography.Link onClick={() => setGoods(null)}>重新选择</Typography.Link>
          </Form.Item>
          {(
            [
              ['颜色', color, setColor, goods.colors],
              ['尺码', size, setSize, goods.sizes],
            ] as const
          ).map(([label, value, set, offered]) => (
            <Form.Item key={label} label={label}>
              <Select
                aria-label={`档口${label}`}
                value={value}
                onChange={set}
                disabled={wholeArticle}
                options={offered.map((o) => ({ value: o, label: o }))}
              />
            </Form.Item>
          ))}
          {saveArticle && (
            <Form.Item label="范围">
              <Checkbox checked={wholeArticle} onChange={(ev) => setWholeArticle(ev.target.checked)}>
                按货号关联：货号 {sku?.articleNo} 的全部颜色尺码，按名称对应档口的颜色尺码
              </Checkbox>
            </Form.Item>
          )}
        </Form>
      ) : (
        <GoodsPicker actionLabel="选择" onAdd={choose} />
      )}
    </Modal>
  );
}

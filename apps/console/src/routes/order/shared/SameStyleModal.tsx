import { Button, List, Modal, Typography } from 'antd';
import type { DaifaGoods } from '@oms/api-client';
import { formatFen } from '@oms/ui';
import { useSameStyle } from '../../../api/placeOrder.ts';

/** 找同款: the same style at other stalls, the likeliest to have it first; 换这款 puts it in the line. */
export function SameStyleModal({
  goods,
  onPick,
  onClose,
}: {
  /** The goods to find at other stalls (null: closed). */
  goods: Pick<DaifaGoods, 'goodsId' | 'articleNo'> | null;
  onPick: (other: DaifaGoods) => void;
  onClose: () => void;
}) {
  const { data, error, isLoading } = useSameStyle(goods?.goodsId || null);
  return (
    <Modal open={goods !== null} title={`找同款：${goods?.articleNo ?? ''}`} footer={null} onCancel={onClose}>
      <List
        aria-label="同款商品"
        loading={isLoading}
        locale={{ emptyText: error ? error.message : '其他档口暂无同款' }}
        dataSource={data?.items ?? []}
        renderItem={(g) => (
          <List.Item
            key={g.goodsId}
            actions={[
              <Button key="pick" size="small" type="primary" onClick={() => onPick(g)}>
                换这款
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={`${g.articleNo} · ${g.stall}`}
              description={
                <span>
                  <Typography.Text type="danger">{formatFen(g.priceFen)}</Typography.Text> · 近30天缺货率{' '}
                  {Math.round(g.lackRate30d * 100)}%
                </span>
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}

import { Drawer, Empty, Timeline, Typography } from 'antd';
import { GOODS_ASSOCIATION_ACTIONS, type GoodsDissociateRequest } from '@oms/api-client';
import { formatDateTime, ListState, useNarrowLayout } from '@oms/ui';
import { useGoodsAssociationHistory } from '../../../api/goodsAssociation.ts';
import { specOf } from './AssociationCells.tsx';

/** 关联记录: what happened to one SKU's link — who linked, changed, adopted, imported it, when it lapsed. */
export function AssociationHistoryDrawer({
  sku,
  onClose,
}: {
  sku: GoodsDissociateRequest | null;
  onClose: () => void;
}) {
  const narrow = useNarrowLayout();
  const { data, error, mutate } = useGoodsAssociationHistory(sku);
  return (
    <Drawer
      open={sku !== null}
      onClose={onClose}
      width={narrow ? '100%' : 480}
      title={sku ? `关联记录：${sku.articleNo} ${specOf(sku.color ?? '', sku.size ?? '')}` : '关联记录'}
      destroyOnHidden
    >
      {error ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : data && !data.items.length ? (
        <Empty description="还没有关联记录" />
      ) : (
        <Timeline
          pending={!data ? '加载中…' : undefined}
          items={(data?.items ?? []).map((h) => ({
            color: h.action === 'INVALID' || h.action === 'UNLINK' ? 'red' : 'blue',
            children: (
              <>
                <Typography.Text strong>{GOODS_ASSOCIATION_ACTIONS[h.action]}</Typography.Text> {h.goods}
                {h.detail && <Typography.Text type="secondary">（{h.detail}）</Typography.Text>}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(h.at)} · {h.operator ?? '系统'}
                </Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

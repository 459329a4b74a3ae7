import { Descriptions, Drawer, Table, Typography } from 'antd';
import { offlineOrderState, pickupLineState, type OfflineLine } from '@oms/api-client';
import { formatDateTime, formatFen, ListState, OrderTimeline, StatusTag, useNarrowLayout } from '@oms/ui';
import { useOfflineOrder } from '../../../api/offline.ts';
import { offlineOrderEventText } from '../offlineShared/offlineEventText.ts';

/** 拿货单详情: the customer whole, each line with its pick code and result, the timeline. */
export function OfflineOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const narrow = useNarrowLayout();
  const { data, error, mutate } = useOfflineOrder(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={narrow ? '100%' : 760}
      title={data?.orderNo ?? '拿货单详情'}
    >
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <ListState kind="loading" />
      ) : (
        <>
          <Descriptions size="small" column={narrow ? 1 : 2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="状态">
              <StatusTag map={offlineOrderState} code={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label="创建">
              {formatDateTime(data.createdAt)} · {data.createdBy}
            </Descriptions.Item>
            <Descriptions.Item label="客户">
              {data.customer.name} {data.customer.phone}
            </Descriptions.Item>
            <Descriptions.Item label="地址">{data.customer.address || '—'}</Descriptions.Item>
            <Descriptions.Item label="金额">
              {data.pieces} 件 · {formatFen(data.goodsFen)}
            </Descriptions.Item>
            <Descriptions.Item label="备注">{data.remark || '—'}</Descriptions.Item>
          </Descriptions>
          <Table<OfflineLine>
            size="small"
            rowKey="lineNo"
            pagination={false}
            aria-label="拿货商品"
            dataSource={data.lines}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: '商品',
                key: 'goods',
                render: (_, l) => `${l.stall} ${l.articleNo}${l.title ? ` ${l.title}` : ''}`,
              },
              { title: '颜色/尺码', key: 'spec', render: (_, l) => `${l.color}/${l.size}` },
              {
                title: '数量',
                key: 'qty',
                render: (_, l) => (l.tookQty === null ? l.qty : `${l.tookQty}/${l.qty}`),
              },
              { title: '单价', key: 'price', render: (_, l) => formatFen(l.priceFen) },
              { title: '拿货码', dataIndex: 'pickCode' },
              {
                title: '拿货状态',
                key: 'state',
                render: (_, l) => <StatusTag map={pickupLineState} code={l.pickupState} appearance="dot" />,
              },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 15, marginTop: 20 }}>
            拿货单动态
          </Typography.Title>
          <OrderTimeline aria-label="拿货单动态" events={data.events} wording={offlineOrderEventText} />
        </>
      )}
    </Drawer>
  );
}

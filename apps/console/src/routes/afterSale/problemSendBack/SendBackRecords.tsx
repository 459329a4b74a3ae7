import { useMemo, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { postOrderState, POST_ORDER_TAB_LABELS, POST_ORDER_TABS, type PostOrderRow } from '@oms/api-client';
import { formatDateTime, formatFen, StatusTag } from '@oms/ui';
import { usePostOrderPage } from '../../../api/sendBack.ts';
import { ListSearch } from '../../../list/PagedTable.tsx';
import { KeysetTabList } from '../../../list/KeysetTabList.tsx';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { CancelSendBackButton, PaySendBackButton } from './SendBackButtons.tsx';
import { ReceiverDialog } from './ReceiverDialog.tsx';
import { postOrderRequestOf, postOrderUrl } from './sendBackRecordUrls.ts';

const CANCEL_REASONS: Record<string, string> = { USER: '已取消寄回', UNPAID: '30分钟内未付款，已自动取消' };

function Actions({ row, onEdit }: { row: PostOrderRow; onEdit: (row: PostOrderRow) => void }) {
  if (row.state !== 'WAITING_PAYMENT' && row.state !== 'WAITING_SEND')
    return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex gap={6} wrap>
      {row.state === 'WAITING_PAYMENT' && <PaySendBackButton postNo={row.postNo} />}
      <Button size="small" onClick={() => onEdit(row)} aria-label={`修改收货信息 ${row.postNo}`}>
        修改收货信息
      </Button>
      <CancelSendBackButton
        postNo={row.postNo}
        paid={row.state === 'WAITING_SEND'}
        freightFen={row.freightFen}
      />
    </Flex>
  );
}

const columnsOf = (onEdit: (row: PostOrderRow) => void): ColumnsType<PostOrderRow> => [
  {
    title: '寄回单',
    key: 'postNo',
    width: 180,
    render: (_, r) => (
      <Flex vertical>
        <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }}>{r.postNo}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(r.createdAt)}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '包裹',
    key: 'parcels',
    width: 200,
    render: (_, r) => (
      <Flex vertical>
        {r.parcels.map((p) => (
          <span key={p.id}>
            {p.parcelNo}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {p.problemType}
            </Typography.Text>
          </span>
        ))}
      </Flex>
    ),
  },
  {
    title: '收货信息',
    key: 'receiver',
    render: (_, r) => (
      <Flex vertical>
        <span>
          {r.receiver.name} {r.receiver.phone}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.receiver.area} {r.receiver.address}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '快递',
    key: 'courier',
    width: 190,
    render: (_, r) => (
      <Flex vertical>
        <span>{r.courierName}</span>
        {r.waybillNo ? (
          <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }} style={{ fontSize: 12 }}>
            {r.waybillNo}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.state === 'WAITING_SEND' ? '仓库打包中' : '—'}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: '运费',
    key: 'freight',
    width: 120,
    render: (_, r) => (
      <Flex vertical>
        <span>{formatFen(r.freightFen)}</span>
        {r.refundedFen > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            已退 {formatFen(r.refundedFen)}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: '状态',
    key: 'state',
    width: 150,
    render: (_, r) => (
      <Flex vertical>
        <StatusTag map={postOrderState} code={r.state} appearance="dot" />
        {r.state === 'CANCEL' && r.cancelReason && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {CANCEL_REASONS[r.cancelReason] ?? ''}
          </Typography.Text>
        )}
        {r.shippedAt && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            寄出 {formatDateTime(r.shippedAt)}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: '操作',
    key: 'actions',
    width: 150,
    fixed: 'right',
    render: (_, r) => <Actions row={r} onEdit={onEdit} />,
  },
];

/**
 * 寄回记录 (the bare 问题件寄回 page): every 寄回单 of the account, newest first, by state, with the parcels
 * it carries, where it goes, the courier and waybill, the freight and what came back; 去支付, 修改收货信息
 * and 取消寄回 while the warehouse has not shipped it.
 */
export function SendBackRecords() {
  const { state, update } = useListUrlState(postOrderUrl);
  const request = useMemo(() => postOrderRequestOf(state), [state]);
  const query = usePostOrderPage(request);
  const [editing, setEditing] = useState<PostOrderRow | null>(null);
  const columns = useMemo(() => columnsOf(setEditing), []);
  return (
    <Flex vertical gap={12}>
      <ListSearch
        label="搜索寄回单"
        placeholder="寄回单号、寄回运单号或问题件运单号"
        value={state.q}
        onSearch={(q) => update({ q })}
      />
      <KeysetTabList<PostOrderRow, (typeof POST_ORDER_TABS)[number]>
        label="寄回记录"
        tabs={POST_ORDER_TABS}
        tabLabels={POST_ORDER_TAB_LABELS}
        state={state}
        update={update}
        query={query}
        columns={columns}
        rowKey="postNo"
        titleKey="postNo"
        rowLabel={(r) => `寄回单 ${r.postNo}`}
        empty={state.q ? '没有找到匹配的寄回单' : '还没有寄回记录'}
        scrollX={1150}
      />
      {editing && <ReceiverDialog row={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

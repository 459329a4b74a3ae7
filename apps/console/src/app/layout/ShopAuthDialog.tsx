import { Button, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { salesChannel, stateLabel } from '@oms/api-client';
import { formatDateTime, RowCards, useNarrowLayout } from '@oms/ui';
import { Link } from 'react-router-dom';
import type { Row } from './ShopAuthPopup.tsx';

/** How a listed shop stands: every one here has expired or ends within days — never plain 已授权. */
function ExpiryTag({ row }: { row: Row }) {
  return row.ifExpire ? <Tag color="error">已过期</Tag> : <Tag color="warning">即将到期</Tag>;
}

/** The shop-authorisation reminder itself: which shops expired or expire soon, and what to do. */
export default function ShopAuthDialog({
  rows,
  onClose,
  onDoNotRemind,
}: {
  rows: Row[];
  onClose: () => void;
  onDoNotRemind: (id: number) => void;
}) {
  const narrow = useNarrowLayout();
  const columns: ColumnsType<Row> = [
    { title: '店铺名称', dataIndex: 'name', width: 200 },
    {
      title: '平台',
      dataIndex: 'type',
      width: 90,
      render: (type: string) => stateLabel(salesChannel, type),
    },
    {
      title: '上次授权时间',
      dataIndex: 'lastAuthTime',
      width: 170,
      render: (t: string) => formatDateTime(t),
    },
    {
      title: '授权到期时间',
      dataIndex: 'expireTime',
      width: 170,
      render: (t: string) => formatDateTime(t),
    },
    {
      title: '剩余天数',
      dataIndex: 'leftDays',
      width: 90,
      render: (d: number) => `${Math.max(0, d)}天`,
    },
    {
      title: '状态',
      key: 'state',
      width: 90,
      render: (_, row) => <ExpiryTag row={row} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <>
          <Link to="/basicSet/shopAuthorization" onClick={onClose}>
            去授权
          </Link>
          {!row.reminded && (
            <Button type="link" size="small" onClick={() => onDoNotRemind(row.id)}>
              不再提醒
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <Modal open title="店铺授权到期提醒" width={980} footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        以下店铺授权已过期或即将过期，过期后将无法同步订单，请及时重新授权。
      </Typography.Paragraph>
      {narrow ? (
        <RowCards<Row>
          aria-label="授权到期的店铺"
          rowKey="id"
          rows={rows}
          columns={columns}
          rowLabel={(r) => r.name}
        />
      ) : (
        <Table<Row> rowKey="id" size="small" pagination={false} dataSource={rows} columns={columns} />
      )}
    </Modal>
  );
}

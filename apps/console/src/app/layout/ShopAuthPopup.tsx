import { useEffect, useState } from 'react';
import { Button, Modal, Table, Tag, Typography } from 'antd';
import { salesChannel, stateLabel, type ShopAuthPopupRow } from '@oms/api-client';
import { formatDateTime, useFeedback } from '@oms/ui';
import { Link, useLocation } from 'react-router-dom';
import { fetchShopAuthPopup, markNotShopPopup } from '../../api/shell.ts';
import { shopPopupDayKey, SHOP_POPUP_FORCE_QUERY } from './shopAuthPopupKeys.ts';


function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

type Row = ShopAuthPopupRow & { reminded: boolean };

/** Shops whose authorisation expired or ends within 5 days; at most once a day (spec §2, §4, §9). */
export function ShopAuthPopup({ userId, onOpenChange }: { userId: number; onOpenChange?: (open: boolean) => void }) {
  const location = useLocation();
  const forced = new URLSearchParams(location.search).get(SHOP_POPUP_FORCE_QUERY) === '1';
  const [rows, setRows] = useState<Row[]>([]);
  const [open, setOpen] = useState(false);
  const { toast } = useFeedback();

  useEffect(() => {
    onOpenChange?.(open);
  }, [open, onOpenChange]);

  useEffect(() => {
    const dayKey = shopPopupDayKey(userId);
    if (!forced && localStorage.getItem(dayKey) === today()) return;
    let cancelled = false;
    fetchShopAuthPopup()
      .then((shops) => {
        if (cancelled || shops.length === 0) return;
        localStorage.setItem(dayKey, today());
        setRows(shops.map((s) => ({ ...s, reminded: false })));
        setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [forced, userId]);

  const doNotRemind = async (id: number) => {
    const answer = await markNotShopPopup(id);
    if (answer.errorCode === 0) {
      toast.success('已设置为不再提醒');
      setRows((current) => current.map((r) => (r.id === id ? { ...r, reminded: true } : r)));
    } else {
      toast.error('操作失败');
    }
  };

  return (
    <Modal open={open} title="店铺授权到期提醒" width={980} footer={null} onCancel={() => setOpen(false)}>
      <Typography.Paragraph type="secondary">以下店铺授权已过期或即将过期，过期后将无法同步订单，请及时重新授权。</Typography.Paragraph>
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '店铺名称', dataIndex: 'name', width: 200 },
          { title: '平台', dataIndex: 'type', width: 90, render: (type: string) => stateLabel(salesChannel, type) },
          { title: '上次授权时间', dataIndex: 'lastAuthTime', width: 170, render: (t: string) => formatDateTime(t) },
          { title: '授权到期时间', dataIndex: 'expireTime', width: 170, render: (t: string) => formatDateTime(t) },
          { title: '剩余天数', dataIndex: 'leftDays', width: 90, render: (d: number) => `${Math.max(0, d)}天` },
          {
            title: '状态',
            dataIndex: 'ifExpire',
            width: 80,
            render: (expired: boolean) => (expired ? <Tag color="error">已过期</Tag> : <Tag color="success">已授权</Tag>),
          },
          {
            title: '操作',
            width: 150,
            render: (_, row) => (
              <>
                <Link to="/basicSet/shopAuthorization" onClick={() => setOpen(false)}>
                  去授权
                </Link>
                {!row.reminded && (
                  <Button type="link" size="small" onClick={() => void doNotRemind(row.id)}>
                    不再提醒
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
    </Modal>
  );
}

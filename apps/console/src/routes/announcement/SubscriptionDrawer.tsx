import { useEffect, useState } from 'react';
import { Button, Drawer, Switch, Table, Typography } from 'antd';
import { messageCategory, stateLabel, type MessageSubscription } from '@oms/api-client';
import { useFeedback, useNarrowLayout } from '@oms/ui';
import { saveMessageSubscription, useMessageSubscription } from '../../api/messages.ts';

/** 接收设置: per category, 接收 (counted and listed under 全部) and 弹窗提醒 (a notice in the corner when one arrives). */
export function SubscriptionDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const narrow = useNarrowLayout();
  const { toast } = useFeedback();
  const { data } = useMessageSubscription(open);
  const [rows, setRows] = useState<MessageSubscription[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setRows(data);
  }, [data]);
  const set = (category: string, change: Partial<MessageSubscription>) =>
    setRows((all) =>
      all.map((r) =>
        r.category === category
          ? // no popup for what is not received
            { ...r, ...change, ...(change.receive === false ? { popup: false } : {}) }
          : r,
      ),
    );
  const save = async () => {
    setSaving(true);
    try {
      const res = await saveMessageSubscription(rows);
      if (res.errorCode !== 0) return void toast.error(res.errorMsg);
      toast.success('接收设置已保存');
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      title="消息接收设置"
      open={open}
      onClose={onClose}
      size={narrow ? '100%' : 480}
      extra={
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        关闭接收后，该分类的消息不计入未读数，也不在“全部分类”中显示；弹窗提醒会在新消息到达时在页面右上角提示。
      </Typography.Paragraph>
      <Table<MessageSubscription>
        rowKey="category"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '消息分类', dataIndex: 'category', render: (c: string) => stateLabel(messageCategory, c) },
          {
            title: '接收',
            dataIndex: 'receive',
            render: (v: boolean, r) => (
              <Switch
                checked={v}
                aria-label={`接收${stateLabel(messageCategory, r.category)}消息`}
                onChange={(receive) => set(r.category, { receive })}
              />
            ),
          },
          {
            title: '弹窗提醒',
            dataIndex: 'popup',
            render: (v: boolean, r) => (
              <Switch
                checked={v}
                disabled={!r.receive}
                aria-label={`${stateLabel(messageCategory, r.category)}消息弹窗提醒`}
                onChange={(popup) => set(r.category, { popup })}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}

import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { salesChannel, senderSchema, stateLabel, type CustomInfo } from '@oms/api-client';
import { SmallTable, useFeedback } from '@oms/ui';
import { saveShopSender } from '../../../api/platformSettings.ts';

type ShopRow = CustomInfo['shops'][number];

/** 编辑 one shop's own sender: both fields, checked as the server checks them. */
function ShopSenderDialog(p: { shop: ShopRow | null; onClose: () => void }) {
  const [name, setName] = useState(p.shop?.sender?.name ?? '');
  const [phone, setPhone] = useState(p.shop?.sender?.phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { toast } = useFeedback();
  if (!p.shop) return null;
  const shop = p.shop;
  const save = async () => {
    const parsed = senderSchema.safeParse({ name, phone });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setSaving(true);
    try {
      const answer = await saveShopSender(shop.shopId, parsed.data);
      if (answer.errorCode !== 0) return setError(answer.errorMsg);
      toast.success(`已保存「${shop.shopName}」的寄件人`);
      p.onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${shop.shopName} 的寄件人`}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={p.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label="寄件人" htmlFor="shop-sender-name" required>
          <Input
            id="shop-sender-name"
            value={name}
            maxLength={20}
            showCount
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="寄件人电话"
          htmlFor="shop-sender-phone"
          required
          extra="手机号、座机号或虚拟号（如 13800138000-1234）"
        >
          <Input
            id="shop-sender-phone"
            value={phone}
            maxLength={20}
            onChange={(e) => setPhone(e.target.value)}
          />
        </Form.Item>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}

/** 店铺寄件人: a shop may send under its own name; the others use the account's sender above. */
export function ShopSenders({ shops, loading }: { shops: ShopRow[]; loading: boolean }) {
  const [editing, setEditing] = useState<ShopRow | null>(null);
  const { toast, confirm } = useFeedback();
  const clear = async (shop: ShopRow) => {
    if (!(await confirm({ content: `清除后「${shop.shopName}」的包裹使用上面的寄件人，确定清除吗？` })))
      return;
    const answer = await saveShopSender(shop.shopId, null);
    if (answer.errorCode !== 0) toast.error(answer.errorMsg);
    else toast.success(`已清除「${shop.shopName}」的寄件人`);
  };
  const columns: ColumnsType<ShopRow> = [
    { title: '店铺', key: 'shop', render: (_, s) => s.shopName },
    { title: '平台', key: 'platform', width: 90, render: (_, s) => stateLabel(salesChannel, s.platform) },
    {
      title: '寄件人',
      key: 'sender',
      render: (_, s) =>
        s.sender ? (
          `${s.sender.name} ${s.sender.phone}`
        ) : (
          <Typography.Text type="secondary">同账号设置</Typography.Text>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, s) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(s)}
            aria-label={`编辑 ${s.shopName} 的寄件人`}
          >
            编辑
          </Button>
          {s.sender && (
            <Button
              type="link"
              size="small"
              onClick={() => void clear(s)}
              aria-label={`清除 ${s.shopName} 的寄件人`}
            >
              清除
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <>
      <SmallTable<ShopRow>
        aria-label="店铺寄件人"
        rows={shops}
        rowKey="shopId"
        columns={columns}
        titleKey="shop"
        actionsKey="actions"
        rowLabel={(s) => s.shopName}
        loading={loading}
        empty="还没有授权店铺"
      />
      {editing && <ShopSenderDialog key={editing.shopId} shop={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

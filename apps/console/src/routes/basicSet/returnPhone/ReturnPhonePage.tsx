import { useState } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RETURN_PHONE, salesChannel, stateLabel, type ReturnPhones } from '@oms/api-client';
import { ListState, Page, SmallTable, useFeedback } from '@oms/ui';
import { saveReturnPhone, useReturnPhones } from '../../../api/returnSettings.ts';
import { ReturnAddressCard } from '../../afterSale/shared/ReturnAddressCard.tsx';
import { PlatformSettingsTabs } from '../platformSettings/PlatformSettingsTabs.tsx';

type ShopPhone = ReturnPhones['shops'][number];

/** One shop's phone, typed and saved in place (Enter or 保存); empty clears it. */
function PhoneCell({ shop }: { shop: ShopPhone }) {
  const [text, setText] = useState(shop.phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { toast } = useFeedback();
  const changed = text.trim() !== (shop.phone ?? '');
  const save = async () => {
    const phone = text.trim();
    if (phone && !RETURN_PHONE.test(phone)) return setError('请输入正确的手机号、座机号或400电话');
    setError(null);
    setSaving(true);
    try {
      const answer = await saveReturnPhone(shop.shopId, phone);
      if (answer.errorCode !== 0) return setError(answer.errorMsg);
      toast.success(phone ? `已保存「${shop.shopName}」的退货电话` : `已清除「${shop.shopName}」的退货电话`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={2}>
      <Flex gap={8}>
        <Input
          aria-label={`${shop.shopName} 的退货电话`}
          value={text}
          maxLength={20}
          status={error ? 'error' : undefined}
          placeholder="未设置，用仓库电话"
          style={{ maxWidth: 200 }}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void save()}
        />
        <Button disabled={!changed} loading={saving} onClick={() => void save()}>
          保存
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

const columns: ColumnsType<ShopPhone> = [
  { title: '店铺', key: 'shop', render: (_, s) => s.shopName },
  { title: '平台', key: 'platform', width: 100, render: (_, s) => stateLabel(salesChannel, s.platform) },
  {
    title: '退货电话',
    key: 'phone',
    width: 300,
    render: (_, s) => <PhoneCell key={s.phone ?? ''} shop={s} />,
  },
];

/**
 * 店铺退货电话 (/basicSet/returnPhone, under 平台代发设置): the phone each shop gives buyers with the return
 * address, and that address with the account's 退货编码 — written in 收件人, it puts a return parcel to
 * this account at the warehouse even when its waybill matches no after-sale.
 */
export default function ReturnPhonePage() {
  const { data, error, isLoading, mutate } = useReturnPhones();
  const shops = data?.shops ?? [];
  return (
    <Page title="店铺退货电话">
      <PlatformSettingsTabs />
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          买家退货时，平台把退货地址和这里的电话一起给买家；不设置则用仓库电话。请让买家把退货编码写在收件人后面，包裹到仓后能直接对上您的售后，不会成为无头件。
        </Typography.Text>
        <Card size="small" title="各店铺退货电话">
          {error && !data ? (
            <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
          ) : (
            <SmallTable<ShopPhone>
              aria-label="店铺退货电话"
              rows={shops}
              rowKey="shopId"
              columns={columns}
              titleKey="shop"
              actionsKey="phone"
              rowLabel={(s) => s.shopName}
              loading={isLoading}
              empty="还没有授权店铺"
            />
          )}
        </Card>
        <ReturnAddressCard />
      </Flex>
    </Page>
  );
}

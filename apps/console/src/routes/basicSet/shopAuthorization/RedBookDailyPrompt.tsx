import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import type { ShopRow } from '@oms/api-client';
import { neverPromptRedBook, takeTodaysRedBookPrompt } from './redBookPromptStorage.ts';
import { needsRedBookCheck } from './shopRules.ts';

/**
 * Once a day per account, while REDBOOK shops wait for their 千帆 check (they do not sync until then):
 * says which, and offers to verify now, later, or never to be told again.
 */
export function RedBookDailyPrompt({
  userId,
  shops,
  onVerify,
}: {
  userId: number;
  shops: ShopRow[] | undefined;
  onVerify: (shop: ShopRow) => void;
}) {
  const [open, setOpen] = useState(false);
  const waiting = (shops ?? []).filter(needsRedBookCheck);
  const anyWaiting = waiting.length > 0;

  useEffect(() => {
    if (anyWaiting && takeTodaysRedBookPrompt(userId)) setOpen(true);
  }, [anyWaiting, userId]);

  return (
    <Modal
      open={open && anyWaiting}
      title="小红书店铺待验证"
      onCancel={() => setOpen(false)}
      footer={[
        <Button
          key="never"
          onClick={() => {
            neverPromptRedBook(userId);
            setOpen(false);
          }}
        >
          不再提示
        </Button>,
        <Button key="later" onClick={() => setOpen(false)}>
          稍后
        </Button>,
        <Button
          key="verify"
          type="primary"
          onClick={() => {
            setOpen(false);
            onVerify(waiting[0]!);
          }}
        >
          去验证
        </Button>,
      ]}
    >
      <Typography.Paragraph>以下小红书店铺尚未完成千帆验证码验证，验证前不会同步订单：</Typography.Paragraph>
      <ul>
        {waiting.map((shop) => (
          <li key={shop.id}>{shop.name}</li>
        ))}
      </ul>
    </Modal>
  );
}

import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { ErrorCode, type ShopRow } from '@oms/api-client';
import { formatDateTime, showServerError, useFeedback, validatedValues } from '@oms/ui';
import { shopWrites } from '../../../api/shops.ts';
import { useCountdown } from './useCountdown.ts';

/** The platform lets a new code be asked for once a minute. */
export const RESEND_AFTER_SECONDS = 60;

/**
 * The REDBOOK check: the platform sends a 6-digit code to the shop's 千帆 inbox and the seller types it
 * here. A wrong code is shown on the field with the attempts left (the server's words); after five the
 * check locks for 30 minutes, which the list then shows as verifyLockedUntil.
 */
export function RedBookVerifyDialog({
  shop,
  onClose,
  onVerified,
  onLocked,
}: {
  shop: ShopRow | null;
  onClose: () => void;
  onVerified: (shop: ShopRow) => void;
  /** The check just locked: the list's verifyLockedUntil will say until when, here in the dialog. */
  onLocked: () => void;
}) {
  const [form] = Form.useForm<{ code: string }>();
  const { toast } = useFeedback();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const locked = shop?.verifyLockedUntil ?? null;

  const sendCode = async () => {
    if (!shop) return;
    setSending(true);
    const answer = await shopWrites.sendRedBookCode(shop.id);
    setSending(false);
    if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
    toast.success('验证码已发送到店铺的千帆消息中心');
    countdown.start(RESEND_AFTER_SECONDS);
  };

  const verify = async () => {
    const values = await validatedValues(form);
    if (!values || !shop) return;
    setVerifying(true);
    const answer = await shopWrites.verifyRedBook(shop.id, values.code);
    setVerifying(false);
    if (answer.errorCode === 0) {
      toast.success(`验证成功：${shop.name}，开始同步订单`);
      onVerified(shop);
      return;
    }
    if (showServerError(form, answer)) return;
    toast.error(answer.errorMsg);
    if (answer.errorCode === ErrorCode.TOO_MANY_REQUESTS) onLocked();
  };

  return (
    <Modal
      open={shop !== null}
      title={`验证小红书店铺：${shop?.name ?? ''}`}
      okText="验证"
      okButtonProps={{ loading: verifying, disabled: locked !== null }}
      onOk={() => void verify()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        小红书店铺需完成验证后才能同步订单。点击“发送验证码”，验证码会以千帆消息发送到该店铺，请在小红书千帆的消息中心查看后填写。
      </Typography.Paragraph>
      {locked && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`验证码错误次数过多，请于 ${formatDateTime(locked)} 后再试`}
        />
      )}
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void verify()}>
        <Form.Item label="验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="code"
              noStyle
              rules={[
                { required: true, message: '请输入验证码' },
                { pattern: /^\d{6}$/, message: '验证码是6位数字' },
              ]}
            >
              <Input
                aria-label="验证码"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="6位数字"
                disabled={locked !== null}
              />
            </Form.Item>
            <Button
              onClick={() => void sendCode()}
              loading={sending}
              disabled={countdown.left > 0 || locked !== null}
            >
              {countdown.left > 0 ? `${countdown.left}秒后重新发送` : '发送验证码'}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}

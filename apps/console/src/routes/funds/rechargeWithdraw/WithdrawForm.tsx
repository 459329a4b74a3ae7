import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Descriptions, Form, Skeleton, Typography } from 'antd';
import { ErrorCode } from '@oms/api-client';
import { PinInput, PriceInput, formatFen, priceTextToFen, useFeedback } from '@oms/ui';
import { applyWithdraw, refreshFunds, useWithdrawQuota } from '../../../api/funds.ts';
import { SmsCodeField } from '../shared/SmsCodeField.tsx';

/**
 * 提现: to the bound Alipay account (or 去绑定), 全部提现, the day's remaining count and amount, the PIN and
 * an SMS code. Up to ¥5,000 approves itself 10 minutes after applying; more is reviewed by the platform.
 */
export function WithdrawForm({ onApplied }: { onApplied: () => void }) {
  const quota = useWithdrawQuota();
  const { toast } = useFeedback();
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const q = quota.data;
  if (!q) return <Skeleton active />;
  const most = Math.min(q.withdrawableFen, q.remainingFen);

  if (!q.alipay.bound) {
    return <Alert type="info" showIcon message="提现前请先绑定支付宝账号" action={<Link to="/funds/bindAlipay">去绑定</Link>} />;
  }
  if (!q.payPasswordSet) {
    return <Alert type="info" showIcon message="提现需要支付密码，请先设置支付密码" action={<Link to="/funds/resetPayPass">去设置</Link>} />;
  }

  const submit = async () => {
    const fen = priceTextToFen(amount);
    if (fen === null || fen <= 0) return setError('请输入提现金额');
    if (fen < q.minFen) return setError(`提现金额不能低于${formatFen(q.minFen)}`);
    if (fen > q.withdrawableFen) return setError('提现金额超过可提现余额');
    if (pin.length !== 6) return setError('请输入6位支付密码');
    if (code.length !== 6) return setError('请输入6位短信验证码');
    setBusy(true);
    try {
      const res = await applyWithdraw({ amountFen: fen, payPassword: pin, smsCode: code });
      if (res.errorCode !== 0) {
        if (res.errorCode === ErrorCode.PAY_PASSWORD_WRONG || res.errorCode === ErrorCode.PAY_PASSWORD_LOCKED) setPin('');
        return setError(res.errorMsg);
      }
      toast.success(res.data.autoApproveAt ? '提现申请已提交，约10分钟后自动审核打款' : '提现申请已提交，等待平台审核');
      setAmount('');
      setCode('');
      setPin('');
      void refreshFunds();
      onApplied();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 460 }} onFinish={() => void submit()}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="可提现余额">
          <Typography.Text strong data-testid="withdrawable">
            {formatFen(q.withdrawableFen)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="到账支付宝">
          {q.alipay.account}（{q.alipay.realName}）<Link to="/funds/bindAlipay" style={{ marginLeft: 8 }}>更换</Link>
        </Descriptions.Item>
        <Descriptions.Item label="今日额度">
          今日还可提现 {q.remainingCount} 次 / {formatFen(q.remainingFen)}
        </Descriptions.Item>
      </Descriptions>
      <Form.Item label="提现金额" htmlFor="withdraw-amount" extra={`单笔最低 ${formatFen(q.minFen)}；${formatFen(q.autoApproveFen)} 以内约10分钟自动审核，超过需平台审核`}>
        <PriceInput
          id="withdraw-amount"
          value={amount}
          onChange={(v) => (setAmount(v), setError(null))}
          size="large"
          suffix={
            <Typography.Link onClick={() => setAmount((Math.max(0, most) / 100).toFixed(2))} disabled={most <= 0}>
              全部提现
            </Typography.Link>
          }
        />
      </Form.Item>
      <Form.Item label="支付密码" htmlFor="withdraw-pin">
        <PinInput id="withdraw-pin" value={pin} onChange={(v) => (setPin(v), setError(null))} />
      </Form.Item>
      <Form.Item label={`短信验证码${q.phone ? `（${q.phone}）` : ''}`} htmlFor="withdraw-sms">
        <SmsCodeField id="withdraw-sms" scene="WITHDRAW" value={code} onChange={(v) => (setCode(v), setError(null))} />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={q.remainingCount === 0}>
        申请提现
      </Button>
    </Form>
  );
}

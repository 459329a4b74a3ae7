import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Descriptions, Form, Skeleton, Typography } from 'antd';
import { ErrorCode } from '@oms/api-client';
import { PinInput, PriceInput, formatFen, priceTextToFen, useFeedback } from '@oms/ui';
import { applyWithdraw, refreshFunds, useWithdrawQuota } from '../../../api/funds.ts';
import { SmsCodeField } from '../shared/SmsCodeField.tsx';

type Field = 'amount' | 'pin' | 'sms';
const FIELD_IDS: Record<Field, string> = {
  amount: 'withdraw-amount',
  pin: 'withdraw-pin',
  sms: 'withdraw-sms',
};
const FIELD_ORDER: Field[] = ['amount', 'pin', 'sms'];

interface Errors {
  amount?: ReactNode;
  pin?: ReactNode;
  sms?: ReactNode;
  /** What belongs to no field: the day's quota, the server. */
  form?: string;
}

/** The field a refusal of 提现 belongs to, or null for the form's own alert. */
function fieldOf(errorCode: number, data: unknown): Field | null {
  switch (errorCode) {
    case ErrorCode.PAY_PASSWORD_WRONG:
    case ErrorCode.PAY_PASSWORD_LOCKED:
      return 'pin';
    case ErrorCode.SMS_CODE_INVALID:
      return 'sms';
    case ErrorCode.INSUFFICIENT_BALANCE:
      return 'amount';
    case ErrorCode.INVALID_INPUT: {
      const field = (data as { field?: unknown } | null)?.field;
      if (field === 'amountFen') return 'amount';
      if (field === 'payPassword') return 'pin';
      if (field === 'smsCode') return 'sms';
      return null;
    }
    default:
      return null;
  }
}

const focusField = (field: Field) => document.getElementById(FIELD_IDS[field])?.focus();

/**
 * 提现: to the bound Alipay account (or 去绑定), 全部提现, the day's remaining count and amount, the PIN and
 * an SMS code. Up to ¥5,000 approves itself 10 minutes after applying; more is reviewed by the platform.
 * Each error shows on its field, which takes the focus; the quota's and the server's in an alert.
 */
export function WithdrawForm({ onApplied }: { onApplied: () => void }) {
  const quota = useWithdrawQuota();
  const { toast } = useFeedback();
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // focus the first field in error once it shows its message
  const [focusOn, setFocusOn] = useState<{ field: Field } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (focusOn) focusField(focusOn.field);
  }, [focusOn]);
  const q = quota.data;
  if (!q) return <Skeleton active />;
  const most = Math.min(q.withdrawableFen, q.remainingFen);

  if (!q.alipay.bound) {
    return (
      <Alert
        type="info"
        showIcon
        message="提现前请先绑定支付宝账号"
        action={<Link to="/funds/bindAlipay">去绑定</Link>}
      />
    );
  }
  if (!q.payPasswordSet) {
    return (
      <Alert
        type="info"
        showIcon
        message="提现需要支付密码，请先设置支付密码"
        action={<Link to="/funds/resetPayPass">去设置</Link>}
      />
    );
  }

  const clear = (field: Field) =>
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));
  const show = (next: Errors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) setFocusOn({ field: first });
  };

  const submit = async () => {
    const fen = priceTextToFen(amount);
    const found: Errors = {};
    if (fen === null || fen <= 0) found.amount = '请输入提现金额';
    else if (fen < q.minFen) found.amount = `提现金额不能低于${formatFen(q.minFen)}`;
    else if (fen > q.withdrawableFen) found.amount = '提现金额超过可提现余额';
    if (pin.length !== 6) found.pin = '请输入6位支付密码';
    if (code.length !== 6) found.sms = '请输入6位短信验证码';
    if (found.amount || found.pin || found.sms || fen === null) return show(found);
    setBusy(true);
    try {
      const res = await applyWithdraw({ amountFen: fen, payPassword: pin, smsCode: code });
      if (res.errorCode !== 0) {
        const field = fieldOf(res.errorCode, res.data);
        if (field === 'pin') {
          setPin('');
          return show({
            pin:
              res.errorCode === ErrorCode.PAY_PASSWORD_LOCKED ? (
                <>
                  {res.errorMsg} <Link to="/funds/resetPayPass?mode=forget">忘记支付密码</Link>
                </>
              ) : (
                res.errorMsg
              ),
          });
        }
        if (field === 'sms') setCode('');
        return show(field ? { [field]: res.errorMsg } : { form: res.errorMsg });
      }
      toast.success(
        res.data.autoApproveAt ? '提现申请已提交，约10分钟后自动审核打款' : '提现申请已提交，等待平台审核',
      );
      setAmount('');
      setCode('');
      setPin('');
      setErrors({});
      void refreshFunds();
      onApplied();
    } finally {
      setBusy(false);
    }
  };

  const status = (field: Field) => (errors[field] ? ('error' as const) : undefined);
  return (
    <Form layout="vertical" style={{ maxWidth: 460 }} onFinish={() => void submit()}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="可提现余额">
          <Typography.Text strong data-testid="withdrawable">
            {formatFen(q.withdrawableFen)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="到账支付宝">
          {q.alipay.account}（{q.alipay.realName}）
          <Link to="/funds/bindAlipay" style={{ marginLeft: 8 }}>
            更换
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label="今日额度">
          今日还可提现 {q.remainingCount} 次 / {formatFen(q.remainingFen)}
        </Descriptions.Item>
      </Descriptions>
      <Form.Item
        label="提现金额"
        htmlFor="withdraw-amount"
        validateStatus={status('amount')}
        help={errors.amount}
        extra={`单笔最低 ${formatFen(q.minFen)}；${formatFen(q.autoApproveFen)} 以内约10分钟自动审核，超过需平台审核`}
      >
        <PriceInput
          id="withdraw-amount"
          value={amount}
          onChange={(v) => (setAmount(v), clear('amount'))}
          size="large"
          aria-invalid={errors.amount ? true : undefined}
          suffix={
            <Typography.Link
              onClick={() => (setAmount((Math.max(0, most) / 100).toFixed(2)), clear('amount'))}
              disabled={most <= 0}
            >
              全部提现
            </Typography.Link>
          }
        />
      </Form.Item>
      <Form.Item label="支付密码" htmlFor="withdraw-pin" validateStatus={status('pin')} help={errors.pin}>
        <PinInput
          id="withdraw-pin"
          value={pin}
          status={status('pin')}
          onChange={(v) => (setPin(v), clear('pin'))}
        />
      </Form.Item>
      <Form.Item
        label={`短信验证码${q.phone ? `（${q.phone}）` : ''}`}
        htmlFor="withdraw-sms"
        validateStatus={status('sms')}
        help={errors.sms}
      >
        <SmsCodeField
          id="withdraw-sms"
          scene="WITHDRAW"
          value={code}
          onChange={(v) => (setCode(v), clear('sms'))}
        />
      </Form.Item>
      {errors.form && <Alert type="error" showIcon message={errors.form} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={q.remainingCount === 0}>
        申请提现
      </Button>
    </Form>
  );
}

// 修改支付密码 (from the header's user menu; any account): 设置 the first time with an SMS code, 修改 with
// the current PIN, or 忘记 with an SMS code (which also lifts a lock).
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Form, Skeleton, Typography } from 'antd';
import { PinInput, Page, useFeedback } from '@oms/ui';
import { refreshFunds, resetPayPassword, setPayPassword, usePayPasswordState } from '../../../api/funds.ts';
import { SmsCodeField } from '../shared/SmsCodeField.tsx';
import { chinaTime } from '../fundsFormat.ts';

/** Mirrors the server's rule, so the user hears it before sending. */
function pinProblem(pin: string): string | null {
  if (!/^\d{6}$/.test(pin)) return '支付密码为6位数字';
  if (/^(\d)\1{5}$/.test(pin)) return '支付密码不能是相同的数字';
  const steps = new Set([...pin].slice(1).map((d, i) => (Number(d) - Number(pin[i]) + 10) % 10));
  if (steps.size === 1 && (steps.has(1) || steps.has(9))) return '支付密码不能是连续的数字';
  return null;
}

export default function ResetPayPassPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const state = usePayPasswordState();
  const [oldPin, setOldPin] = useState('');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!state.data)
    return (
      <Page title="修改支付密码">
        <Skeleton active />
      </Page>
    );
  const mode: 'set' | 'change' | 'forget' = !state.data.set
    ? 'set'
    : params.get('mode') === 'forget'
      ? 'forget'
      : 'change';
  const title = { set: '设置支付密码', change: '修改支付密码', forget: '忘记支付密码' }[mode];

  const submit = async () => {
    const problem = pinProblem(pin);
    if (problem) return setError(problem);
    if (pin !== again) return setError('两次输入的支付密码不一致');
    if (mode === 'change' && oldPin.length !== 6) return setError('请输入原支付密码');
    if (mode !== 'change' && code.length !== 6) return setError('请输入6位短信验证码');
    setBusy(true);
    try {
      const res =
        mode === 'forget'
          ? await resetPayPassword({ payPassword: pin, smsCode: code })
          : await setPayPassword({
              payPassword: pin,
              ...(mode === 'change' ? { oldPayPassword: oldPin } : { smsCode: code }),
            });
      if (res.errorCode !== 0) return setError(res.errorMsg);
      toast.success(mode === 'set' ? '支付密码已设置' : '支付密码已修改');
      void refreshFunds();
      navigate(-1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="修改支付密码">
      <Card title={title} style={{ maxWidth: 520 }}>
        {state.data.locked && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={`支付密码错误次数过多，已锁定至 ${chinaTime(state.data.lockedUntil!)}，可通过短信验证码重设`}
          />
        )}
        <Form layout="vertical" onFinish={() => void submit()}>
          {mode === 'change' ? (
            <Form.Item label="原支付密码" htmlFor="old-pin">
              <PinInput
                id="old-pin"
                aria-label="原支付密码"
                value={oldPin}
                onChange={(v) => (setOldPin(v), setError(null))}
                autoFocus
              />
            </Form.Item>
          ) : (
            <Form.Item
              label={`短信验证码${state.data.phone ? `（${state.data.phone}）` : ''}`}
              htmlFor="sms-code"
            >
              <SmsCodeField
                id="sms-code"
                scene="PAY_PASSWORD"
                value={code}
                onChange={(v) => (setCode(v), setError(null))}
              />
            </Form.Item>
          )}
          <Form.Item label="新支付密码" htmlFor="new-pin" extra="6位数字，不能是相同或连续的数字">
            <PinInput
              id="new-pin"
              aria-label="新支付密码"
              value={pin}
              onChange={(v) => (setPin(v), setError(null))}
            />
          </Form.Item>
          <Form.Item label="再次输入新支付密码" htmlFor="new-pin-again">
            <PinInput
              id="new-pin-again"
              aria-label="再次输入新支付密码"
              value={again}
              onChange={(v) => (setAgain(v), setError(null))}
            />
          </Form.Item>
          {error && (
            <Typography.Paragraph type="danger" role="alert">
              {error}
            </Typography.Paragraph>
          )}
          <Button type="primary" htmlType="submit" loading={busy}>
            确定
          </Button>
          {mode === 'change' && (
            <Link to="/funds/resetPayPass?mode=forget" style={{ marginLeft: 16 }}>
              忘记支付密码？
            </Link>
          )}
          {mode === 'forget' && (
            <Link to="/funds/resetPayPass" style={{ marginLeft: 16 }}>
              想起来了，用原密码修改
            </Link>
          )}
        </Form>
      </Card>
    </Page>
  );
}

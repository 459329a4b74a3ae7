// 绑定支付宝 (needs 充值提现): the account withdrawals go to — account, real name (Alipay checks it at
// payout), an SMS code and the PIN; 更换 binds another, 解绑 removes it (not while a withdrawal runs).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton, Space, Typography } from 'antd';
import { ConfirmButton, PinInput, Page, useFeedback } from '@oms/ui';
import { bindAlipay, refreshFunds, unbindAlipay, useAlipayBinding } from '../../../api/funds.ts';
import { SmsCodeField } from '../shared/SmsCodeField.tsx';
import { chinaTime } from '../fundsFormat.ts';

export default function BindAlipayPage() {
  const binding = useAlipayBinding();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [changing, setChanging] = useState(false);
  const [account, setAccount] = useState('');
  const [realName, setRealName] = useState('');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [unbindPin, setUnbindPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const b = binding.data;
  if (!b)
    return (
      <Page title="绑定支付宝">
        <Skeleton active />
      </Page>
    );

  const submit = async () => {
    setBusy(true);
    try {
      const res = await bindAlipay({
        account: account.trim(),
        realName: realName.trim(),
        smsCode: code,
        payPassword: pin,
      });
      if (res.errorCode !== 0) return setError(res.errorMsg);
      toast.success('支付宝账号已绑定');
      void refreshFunds();
      navigate('/funds/rechargeWithdraw?tab=withdraw');
    } finally {
      setBusy(false);
    }
  };
  const unbind = async () => {
    const res = await unbindAlipay(unbindPin);
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    toast.success('已解绑');
    setUnbindPin('');
    void refreshFunds();
  };

  return (
    <Page title="绑定支付宝">
      <Card style={{ maxWidth: 560 }}>
        {b.bound && !changing ? (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="支付宝账号">{b.account}</Descriptions.Item>
              <Descriptions.Item label="真实姓名">{b.realName}</Descriptions.Item>
              <Descriptions.Item label="绑定时间">{b.boundAt ? chinaTime(b.boundAt) : '—'}</Descriptions.Item>
            </Descriptions>
            <Space wrap>
              <Button type="primary" onClick={() => setChanging(true)}>
                更换
              </Button>
              <ConfirmButton
                title="输入支付密码以解绑"
                description={
                  <PinInput aria-label="解绑支付密码" autoFocus value={unbindPin} onChange={setUnbindPin} />
                }
                okText="解绑"
                cancelText="取消"
                okDisabled={unbindPin.length !== 6}
                onConfirm={() => void unbind()}
                danger
              >
                解绑
              </ConfirmButton>
              <Link to="/funds/rechargeWithdraw?tab=withdraw">去提现</Link>
            </Space>
          </Space>
        ) : (
          <Form layout="vertical" onFinish={() => void submit()}>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message="提现将打款到该支付宝账号，真实姓名须与支付宝实名认证一致，否则打款失败并退回余额"
            />
            <Form.Item label="支付宝账号" htmlFor="alipay-account" extra="手机号或邮箱">
              <Input
                id="alipay-account"
                value={account}
                onChange={(e) => (setAccount(e.target.value), setError(null))}
                maxLength={80}
              />
            </Form.Item>
            <Form.Item label="真实姓名" htmlFor="alipay-name">
              <Input
                id="alipay-name"
                value={realName}
                onChange={(e) => (setRealName(e.target.value), setError(null))}
                maxLength={20}
              />
            </Form.Item>
            <Form.Item label="短信验证码" htmlFor="alipay-sms">
              <SmsCodeField
                id="alipay-sms"
                scene="BIND_ALIPAY"
                value={code}
                onChange={(v) => (setCode(v), setError(null))}
              />
            </Form.Item>
            <Form.Item label="支付密码" htmlFor="alipay-pin">
              <PinInput id="alipay-pin" value={pin} onChange={(v) => (setPin(v), setError(null))} />
            </Form.Item>
            {error && (
              <Typography.Paragraph type="danger" role="alert">
                {error}
              </Typography.Paragraph>
            )}
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>
                {b.bound ? '确认更换' : '绑定'}
              </Button>
              {b.bound && <Button onClick={() => setChanging(false)}>取消</Button>}
            </Space>
          </Form>
        )}
      </Card>
    </Page>
  );
}

// 支付宝分账授权 (needs 我的余额; the main account authorises or revokes, with the PIN): the platform
// becomes 分账收入方 on the Alipay account the shop's income reaches, so a completed shop order settles
// its 货款后付 debt; what a split cannot settle is taken from the balance when due.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { ALI_LEDGER_MAX_CAP_PERCENT } from '@oms/api-client';
import { ConfirmButton, PinInput, Page, formatFen, useFeedback } from '@oms/ui';
import { authoriseAliLedger, refreshFunds, revokeAliLedger, useAliLedgerAuth } from '../../../api/funds.ts';
import { useSession } from '../../../app/session/sessionStore.ts';
import { chinaTime } from '../fundsFormat.ts';

export default function AliLedgerAuthPage() {
  const auth = useAliLedgerAuth();
  const isMain = useSession((s) => s.user?.userType === 0);
  const { toast } = useFeedback();
  const [account, setAccount] = useState('');
  const [realName, setRealName] = useState('');
  const [cap, setCap] = useState<number>(ALI_LEDGER_MAX_CAP_PERCENT);
  const [pin, setPin] = useState('');
  const [revokePin, setRevokePin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const a = auth.data;
  if (!a)
    return (
      <Page title="支付宝分账授权">
        <Skeleton active />
      </Page>
    );

  const submit = async () => {
    setBusy(true);
    try {
      const res = await authoriseAliLedger({
        account: account.trim(),
        realName: realName.trim(),
        capPercent: cap,
        payPassword: pin,
      });
      if (res.errorCode !== 0) return setError(res.errorMsg);
      toast.success('已授权支付宝分账');
      setPin('');
      void refreshFunds();
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    const res = await revokeAliLedger(revokePin);
    setRevokePin('');
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    toast.success('已解除授权');
    void refreshFunds();
  };

  return (
    <Page title="支付宝分账授权">
      <Card style={{ maxWidth: 640 }}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="货款后付的代发订单，在对应店铺订单完成后，由平台从店铺收款支付宝账号的订单收入中分账结清"
          description={`单笔分账不超过店铺订单金额的设定比例（支付宝默认最高${ALI_LEDGER_MAX_CAP_PERCENT}%）；分账失败或超出比例的部分到期从余额扣除。`}
        />
        {a.state === 'AUTHORISED' ? (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="授权状态">已授权</Descriptions.Item>
              <Descriptions.Item label="收款支付宝账号">{a.alipayAccount}</Descriptions.Item>
              <Descriptions.Item label="单笔分账上限">订单金额的{a.capPercent}%</Descriptions.Item>
              <Descriptions.Item label="授权时间">
                {a.authorisedAt ? chinaTime(a.authorisedAt) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="待分账">{formatFen(a.waitingFen)}</Descriptions.Item>
            </Descriptions>
            <Space wrap>
              {isMain && (
                <ConfirmButton
                  title="解除后，未结清的货款后付将到期从余额扣除"
                  description={
                    <PinInput
                      aria-label="解除授权支付密码"
                      autoFocus
                      value={revokePin}
                      onChange={setRevokePin}
                    />
                  }
                  okText="解除授权"
                  cancelText="取消"
                  okDanger
                  okDisabled={revokePin.length !== 6}
                  onConfirm={() => void revoke()}
                  danger
                >
                  解除授权
                </ConfirmButton>
              )}
              <Link to="/funds/aliLedger">分账记录</Link>
            </Space>
          </Space>
        ) : !isMain ? (
          <Alert
            type="warning"
            showIcon
            message={
              a.state === 'REVOKED'
                ? '分账授权已解除，仅主账号可以重新授权'
                : '尚未授权支付宝分账，仅主账号可以授权'
            }
          />
        ) : (
          <Form layout="vertical" onFinish={() => void submit()}>
            {a.state === 'REVOKED' && (
              <Typography.Paragraph type="secondary">
                授权已于 {a.revokedAt ? chinaTime(a.revokedAt) : '—'} 解除，可重新授权。
              </Typography.Paragraph>
            )}
            <Form.Item
              label="收款支付宝账号"
              htmlFor="ledger-account"
              extra="店铺订单收入到账的支付宝账号（手机号或邮箱）"
            >
              <Input
                id="ledger-account"
                value={account}
                onChange={(e) => (setAccount(e.target.value), setError(null))}
                maxLength={80}
              />
            </Form.Item>
            <Form.Item label="真实姓名" htmlFor="ledger-name">
              <Input
                id="ledger-name"
                value={realName}
                onChange={(e) => (setRealName(e.target.value), setError(null))}
                maxLength={20}
              />
            </Form.Item>
            <Form.Item label="单笔分账上限（%）" htmlFor="ledger-cap">
              <InputNumber
                id="ledger-cap"
                min={1}
                max={ALI_LEDGER_MAX_CAP_PERCENT}
                precision={0}
                value={cap}
                onChange={(v) => (setCap(v ?? ALI_LEDGER_MAX_CAP_PERCENT), setError(null))}
              />
            </Form.Item>
            <Form.Item label="支付密码" htmlFor="ledger-pin">
              <PinInput id="ledger-pin" value={pin} onChange={(v) => (setPin(v), setError(null))} />
            </Form.Item>
            {error && (
              <Typography.Paragraph type="danger" role="alert">
                {error}
              </Typography.Paragraph>
            )}
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>
                授权
              </Button>
              <Link to="/funds/aliLedger">分账记录</Link>
            </Space>
          </Form>
        )}
      </Card>
    </Page>
  );
}

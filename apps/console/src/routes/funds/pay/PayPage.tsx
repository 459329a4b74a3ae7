// 支付: one payment order as the server decided it — its lines by payment item type, 应付金额, the
// countdown, and 余额支付 with the PIN or 支付宝 (the cashier, then 支付结果确认中… on the way back).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Table,
  Typography,
  theme,
} from 'antd';
import { ErrorCode, paymentItemType, stateLabel } from '@oms/api-client';
import { Page, PinInput, formatFen, useFeedback, useNarrowLayout } from '@oms/ui';
import { refreshFunds, submitPayment, usePayOrder } from '../../../api/funds.ts';
import { paymentReturn } from '../../../app/navigation/payCallback.ts';
import { takeDaifaCallback } from '../../../app/navigation/daifaCallback.ts';
import { PayConfirming } from './PayConfirming.tsx';
import { clock, payPageUrl, readPayPageQuery } from './payUrls.ts';

type Method = 'BALANCE' | 'ALIPAY';

function useCountdown(secondsLeft: number | undefined) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (secondsLeft !== undefined) setDeadline(Date.now() + secondsLeft * 1000);
  }, [secondsLeft]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return deadline === null ? null : Math.max(0, Math.round((deadline - now) / 1000));
}

export default function PayPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const { token } = theme.useToken();
  const { toast } = useFeedback();
  const { payNo, returned } = readPayPageQuery(location.search);
  const order = usePayOrder(payNo);
  const left = useCountdown(order.data?.secondsLeft);
  const [method, setMethod] = useState<Method | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<{ code: number; message: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const [couponId, setCouponId] = useState<number | null>(null);

  const data = order.data;
  const chosen: Method =
    method ?? (data && data.balanceAllowed && data.availableFen >= data.dueFen ? 'BALANCE' : 'ALIPAY');

  // The payCallback landing of spec §2 (recharge → 我的余额, bukuan → 代发补款记录, …).
  // A 代发 order from a goods page returns there instead (its callback_url, with orderNo and result).
  const landing = useCallback(
    (payCallback: string, result: 'success' | 'closed' = 'success') => {
      const back = payCallback === 'daifaorder' && payNo ? takeDaifaCallback(payNo, result) : null;
      if (back) return window.location.assign(back);
      const to = paymentReturn(`?payCallback=${payCallback}`);
      navigate(to?.kind === 'landing' ? to.to : '/funds/balance', { replace: true });
    },
    [navigate, payNo],
  );
  const retry = useCallback(() => {
    navigate(payPageUrl(payNo ?? ''), { replace: true });
    void order.mutate();
  }, [navigate, order, payNo]);

  const lines = useMemo(() => data?.lines.map((l, i) => ({ ...l, key: i })) ?? [], [data]);
  // A recharge stays here once paid, to say 充值成功 and how much; other payments go on to their page.
  const recharge = data?.documentKind === 'RECHARGE';
  // Back from the cashier and already paid (the notification beat the browser): on to the landing.
  const paidOnReturn = returned && data?.state === 'PAID' && !recharge ? data.payCallback : null;
  useEffect(() => {
    if (paidOnReturn === null) return;
    const timer = setTimeout(() => landing(paidOnReturn), 1500);
    return () => clearTimeout(timer);
  }, [paidOnReturn, landing]);
  // the balance cards and the 充值记录 show the recharge as soon as it is known paid
  const rechargePaid = recharge && data?.state === 'PAID';
  useEffect(() => {
    if (rechargePaid) void refreshFunds();
  }, [rechargePaid]);
  const confirmed = useCallback(
    (payCallback: string) => (recharge ? void order.mutate() : landing(payCallback)),
    [recharge, order, landing],
  );

  if (!payNo)
    return (
      <Page title="支付">
        <Result status="warning" title="缺少支付单号" extra={<Link to="/funds/balance">返回我的余额</Link>} />
      </Page>
    );
  if (order.error) {
    return (
      <Page title="支付">
        <Result
          status="error"
          title="支付单不存在或无权查看"
          subTitle={(order.error as Error).message}
          extra={<Link to="/funds/balance">返回我的余额</Link>}
        />
      </Page>
    );
  }
  if (!data)
    return (
      <Page title="支付">
        <Skeleton active />
      </Page>
    );

  if (returned && data.state === 'WAITING') {
    return (
      <Page title="支付">
        <PayConfirming
          payNo={payNo}
          onPaid={confirmed}
          onRetry={retry}
          pending={recharge ? '充值单待支付' : '支付单待支付'}
          extra={
            recharge ? <Link to="/funds/rechargeWithdraw?tab=rechargeRecords">查看充值记录</Link> : undefined
          }
        />
      </Page>
    );
  }
  if (data.state === 'PAID' && recharge) {
    return (
      <Page title="支付">
        <Result
          status="success"
          title="充值成功"
          subTitle={
            <span data-testid="recharge-paid">
              已充值 {formatFen(data.dueFen)}，当前可用余额 {formatFen(data.availableFen)}
            </span>
          }
          extra={[
            <Button key="balance" type="primary" onClick={() => landing(data.payCallback)}>
              查看余额
            </Button>,
            <Button key="records" onClick={() => navigate('/funds/rechargeWithdraw?tab=rechargeRecords')}>
              充值记录
            </Button>,
          ]}
        />
      </Page>
    );
  }
  if (data.state === 'PAID') {
    return (
      <Page title="支付">
        <Result
          status="success"
          title="支付成功"
          subTitle={`${data.subject}，已支付 ${formatFen(data.dueFen)}${returned ? '，即将返回…' : ''}`}
          extra={
            <Button type="primary" onClick={() => landing(data.payCallback)}>
              返回
            </Button>
          }
        />
      </Page>
    );
  }
  if (data.state === 'CLOSED' || left === 0) {
    return (
      <Page title="支付">
        <Result
          status="warning"
          title="支付单已关闭"
          subTitle="超过30分钟未支付，支付单已关闭，请回到原页面重新发起支付"
          extra={<Button onClick={() => landing(data.payCallback, 'closed')}>返回</Button>}
        />
      </Page>
    );
  }

  const coupon = data.coupons.find((c) => c.id === couponId) ?? null;
  const due = data.dueFen - (coupon?.faceFen ?? 0);
  const insufficient = data.availableFen < due;
  const pay = async () => {
    if (chosen === 'BALANCE' && pin.length !== 6)
      return setPinError({ code: 0, message: '请输入6位支付密码' });
    setPaying(true);
    try {
      const res = await submitPayment({
        payNo,
        method: chosen,
        ...(chosen === 'BALANCE' ? { payPassword: pin } : { channel: narrow ? 'WAP' : 'WEB' }),
        ...(coupon ? { couponId: coupon.id } : {}),
      });
      if (res.errorCode !== 0) {
        if (
          chosen === 'BALANCE' &&
          [
            ErrorCode.PAY_PASSWORD_WRONG,
            ErrorCode.PAY_PASSWORD_LOCKED,
            ErrorCode.PAY_PASSWORD_NOT_SET,
          ].includes(res.errorCode as 42002)
        ) {
          setPin('');
          setPinError({ code: res.errorCode, message: res.errorMsg });
        } else {
          toast.error(res.errorMsg);
          void order.mutate();
        }
        return;
      }
      if (res.data.kind === 'CASHIER') {
        window.location.assign(res.data.cashierUrl);
        return;
      }
      void refreshFunds();
      toast.success('支付成功');
      landing(res.data.payCallback);
    } finally {
      setPaying(false);
    }
  };

  return (
    <Page title="支付">
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 760 }}>
        <Alert
          type="warning"
          showIcon
          message={
            <span>
              请在 <Typography.Text strong>{clock(left ?? data.secondsLeft)}</Typography.Text>{' '}
              内完成支付，超时支付单将自动关闭
            </span>
          }
        />
        <Card title="订单信息" size="small">
          <Descriptions column={narrow ? 1 : 2} size="small">
            <Descriptions.Item label="支付单号">{data.payNo}</Descriptions.Item>
            <Descriptions.Item label="单据">{data.documentNos.join('、')}</Descriptions.Item>
            <Descriptions.Item label="内容">{data.subject}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            pagination={false}
            dataSource={lines}
            scroll={{ x: 480 }}
            columns={[
              { title: '单号', dataIndex: 'documentNo', width: 190 },
              {
                title: '费用类型',
                dataIndex: 'itemType',
                width: 100,
                render: (v: string) => stateLabel(paymentItemType, v),
              },
              { title: '说明', dataIndex: 'label' },
              {
                title: '金额',
                dataIndex: 'fen',
                width: 110,
                align: 'right',
                render: (v: number) => formatFen(v),
              },
            ]}
          />
          {data.discountFen > 0 && (
            <Typography.Paragraph style={{ textAlign: 'right', margin: '8px 0 0' }}>
              优惠 -{formatFen(data.discountFen)}
            </Typography.Paragraph>
          )}
          {data.coupons.length > 0 && (
            <div style={{ textAlign: 'right', marginTop: 8 }}>
              <span style={{ marginRight: 8 }}>优惠劵</span>
              <Select
                aria-label="优惠劵"
                style={{ minWidth: 220, textAlign: 'left' }}
                value={couponId ?? 0}
                onChange={(v) => setCouponId(v === 0 ? null : v)}
                options={[
                  { value: 0, label: '不使用优惠劵' },
                  ...data.coupons.map((c) => ({
                    value: c.id,
                    label: `${formatFen(c.faceFen)}（满${formatFen(c.thresholdFen)}可用）`,
                  })),
                ]}
              />
            </div>
          )}
          <Typography.Paragraph style={{ textAlign: 'right', margin: '8px 0 0' }}>
            应付金额{' '}
            <Typography.Text strong style={{ fontSize: 22, color: '#cf1322' }} data-testid="pay-due">
              {formatFen(due)}
            </Typography.Text>
          </Typography.Paragraph>
        </Card>
        <Card title="支付方式" size="small">
          <Radio.Group
            value={chosen}
            onChange={(e) => setMethod(e.target.value as Method)}
            style={{ display: 'grid', gap: 12 }}
          >
            {data.balanceAllowed && (
              <Radio value="BALANCE" disabled={insufficient}>
                余额支付（可用余额 {formatFen(data.availableFen)}）
                {insufficient && (
                  <>
                    {' '}
                    <Typography.Text type="danger">余额不足，</Typography.Text>
                    <Link to="/funds/rechargeWithdraw">去充值</Link>
                  </>
                )}
              </Radio>
            )}
            <Radio value="ALIPAY">支付宝</Radio>
          </Radio.Group>
          {chosen === 'BALANCE' && !insufficient && (
            <div style={{ marginTop: 16 }}>
              {data.payPasswordSet ? (
                <Space direction="vertical" size={8}>
                  <span>请输入6位支付密码</span>
                  <PinInput
                    value={pin}
                    onChange={(v) => (setPin(v), setPinError(null))}
                    status={pinError ? 'error' : undefined}
                    autoFocus
                    onEnter={() => void pay()}
                  />
                  {pinError && (
                    <Typography.Text type="danger" role="alert">
                      {pinError.message}
                      {pinError.code === ErrorCode.PAY_PASSWORD_LOCKED && (
                        <>
                          {' '}
                          <Link to="/funds/resetPayPass?mode=forget">忘记支付密码</Link>
                        </>
                      )}
                    </Typography.Text>
                  )}
                  <Link to="/funds/resetPayPass?mode=forget">忘记支付密码？</Link>
                </Space>
              ) : (
                <Alert
                  type="info"
                  showIcon
                  message="您还未设置支付密码"
                  action={<Link to="/funds/resetPayPass">去设置</Link>}
                />
              )}
            </div>
          )}
        </Card>
        {/* Kept in view at the bottom: on a 900 px screen the PIN's card pushed it below the fold. */}
        <div
          style={{
            textAlign: 'right',
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            padding: '12px 0',
            background: token.colorBgLayout,
          }}
        >
          <Button
            type="primary"
            size="large"
            loading={paying}
            disabled={chosen === 'BALANCE' && (insufficient || !data.payPasswordSet)}
            onClick={() => void pay()}
            block={narrow}
          >
            {chosen === 'BALANCE' ? `确认支付 ${formatFen(due)}` : '去支付宝付款'}
          </Button>
        </div>
      </Space>
    </Page>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Space, Tag, Typography } from 'antd';
import { RECHARGE_MAX_FEN, RECHARGE_MIN_FEN } from '@oms/api-client';
import { PriceInput, formatFen, priceTextToFen, useFeedback } from '@oms/ui';
import { createRecharge } from '../../../api/funds.ts';
import { payPageUrl } from '../pay/payUrls.ts';

const QUICK = ['100', '500', '1000', '5000'];

/** 充值: ¥1–¥50,000 by Alipay; the payment order opens on /funds/pay (payCallback=recharge). */
export function RechargeForm() {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const fen = priceTextToFen(amount);
    if (fen === null) return setError('请输入充值金额');
    if (fen < RECHARGE_MIN_FEN || fen > RECHARGE_MAX_FEN) {
      return setError(`充值金额为 ${formatFen(RECHARGE_MIN_FEN)} ~ ${formatFen(RECHARGE_MAX_FEN)}`);
    }
    setBusy(true);
    try {
      const res = await createRecharge(fen);
      if (res.errorCode !== 0) return void toast.error(res.errorMsg);
      navigate(payPageUrl(res.data.payNo));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 420 }} onFinish={() => void submit()}>
      <Form.Item
        label="充值金额"
        htmlFor="recharge-amount"
        validateStatus={error ? 'error' : undefined}
        help={error ?? `单笔 ${formatFen(RECHARGE_MIN_FEN)} ~ ${formatFen(RECHARGE_MAX_FEN)}`}
      >
        <PriceInput
          id="recharge-amount"
          value={amount}
          onChange={(v) => (setAmount(v), setError(null))}
          size="large"
        />
      </Form.Item>
      <Space wrap style={{ marginBottom: 16 }}>
        {QUICK.map((q) => (
          <Tag.CheckableTag key={q} checked={amount === q} onChange={() => (setAmount(q), setError(null))}>
            ¥{q}
          </Tag.CheckableTag>
        ))}
      </Space>
      <Typography.Paragraph type="secondary">
        充值方式：支付宝。到账后可用于支付代发订单、补款和运费。
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" size="large" loading={busy}>
        去支付宝充值
      </Button>
    </Form>
  );
}

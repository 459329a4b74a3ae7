import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { fetchPayStatus, refreshFunds } from '../../../api/funds.ts';

const POLL_MS = 2000;
/**
 * The server asks Alipay itself 10 s after the buyer went to the cashier (QUERY_AFTER_SECONDS); still
 * unpaid after this long back here, the payment was not made (取消 at the cashier, or the page closed).
 */
const UNPAID_AFTER_MS = 12_000;

/**
 * Back from the cashier: the return itself proves nothing, so the page asks the server until the
 * payment is confirmed (by Alipay's notification, or the server's own query). Still unpaid once the
 * server has asked Alipay, it says so (待支付) and offers 重新支付, while it keeps asking.
 */
export function PayConfirming({
  payNo,
  onPaid,
  onRetry,
  pending = '支付单待支付',
  extra,
}: {
  payNo: string;
  onPaid: (payCallback: string) => void;
  onRetry: () => void;
  /** What is still to pay, when it was not paid: 充值单待支付. */
  pending?: string;
  /** Beside 重新支付 once unpaid (查看充值记录). */
  extra?: ReactNode;
}) {
  const [unpaid, setUnpaid] = useState(false);
  // The parent's callbacks change with its renders; the polling loop must not restart for that.
  const handlers = useRef({ onPaid, onRetry });
  handlers.current = { onPaid, onRetry };
  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    const poll = async () => {
      try {
        const status = await fetchPayStatus(payNo);
        if (stopped) return;
        if (status.state === 'PAID') {
          void refreshFunds();
          return handlers.current.onPaid(status.payCallback);
        }
        if (status.state === 'CLOSED') return handlers.current.onRetry();
      } catch {
        /* a failed poll is retried */
      }
      if (Date.now() - started > UNPAID_AFTER_MS) setUnpaid(true);
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    let timer = setTimeout(() => void poll(), 300);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [payNo]);
  if (unpaid) {
    return (
      <Result
        status="warning"
        title="支付未完成"
        subTitle={`${pending}：支付宝尚未收到这笔付款。如已付款，结果会自动更新；未付款请重新支付。`}
        extra={
          <Space wrap>
            <Button type="primary" onClick={onRetry}>
              重新支付
            </Button>
            {extra}
          </Space>
        }
      />
    );
  }
  return (
    <Result
      icon={<Spin size="large" />}
      title="支付结果确认中…"
      subTitle="请稍候，正在向支付宝确认支付结果"
    />
  );
}

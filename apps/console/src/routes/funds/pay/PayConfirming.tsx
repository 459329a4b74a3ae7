import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { fetchPayStatus, refreshFunds } from '../../../api/funds.ts';

const POLL_MS = 2000;
/** After this long without an answer the page says so (the server keeps asking Alipay). */
const PATIENCE_MS = 45_000;

/**
 * Back from the cashier: the return itself proves nothing, so the page asks the server until the
 * payment is confirmed (by Alipay's notification, or the server's own query after 10 s).
 */
export function PayConfirming({ payNo, onPaid, onRetry }: { payNo: string; onPaid: (payCallback: string) => void; onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
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
      if (Date.now() - started > PATIENCE_MS) setSlow(true);
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    let timer = setTimeout(() => void poll(), 300);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [payNo]);
  return (
    <Result
      icon={<Spin size="large" />}
      title="支付结果确认中…"
      subTitle={slow ? '暂未收到支付宝的支付结果。如已付款，结果会自动更新；未付款可重新支付。' : '请稍候，正在向支付宝确认支付结果'}
      extra={
        slow ? (
          <Button type="primary" onClick={onRetry}>
            重新支付
          </Button>
        ) : null
      }
    />
  );
}

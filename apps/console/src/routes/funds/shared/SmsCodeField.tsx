import { useEffect, useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useFeedback } from '@oms/ui';
import { sendSmsCode } from '../../../api/funds.ts';

type Scene = 'WITHDRAW' | 'PAY_PASSWORD' | 'BIND_ALIPAY';

/** 6-digit code + 获取验证码 with the 60 s wait the server enforces. */
export function SmsCodeField({ scene, value, onChange, id }: { scene: Scene; value: string; onChange: (v: string) => void; id?: string }) {
  const { toast } = useFeedback();
  const [wait, setWait] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const send = async () => {
    const res = await sendSmsCode(scene);
    if (res.errorCode !== 0) {
      toast.error(res.errorMsg);
      const retry = (res.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      if (retry) setWait(retry);
      return;
    }
    setSentTo(res.data.phone);
    setWait(res.data.retryAfterSeconds);
    toast.success(`验证码已发送至 ${res.data.phone}`);
  };
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 320 }}>
      <Input
        id={id}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={sentTo ? `已发送至 ${sentTo}` : '短信验证码'}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      <Button disabled={wait > 0} onClick={() => void send()} style={{ minWidth: 112 }}>
        {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}

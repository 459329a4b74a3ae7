import { useEffect, useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useFeedback } from '@oms/ui';
import { sendSmsCode } from '../../../api/funds.ts';

export type SmsScene = 'WITHDRAW' | 'PAY_PASSWORD' | 'BIND_ALIPAY';

interface Cooldown {
  /** When 获取验证码 may be pressed again (ms since the epoch: a reload keeps counting down). */
  until: number;
  /** Where the last code went (masked), for the placeholder. */
  phone: string | null;
}

const KEY = (scene: SmsScene) => `sms-cooldown:${scene}`;

/** The wait the server set for this scene, kept for this tab so a reload does not offer 获取验证码 (and a 429). */
export function readSmsCooldown(
  scene: SmsScene,
  now = Date.now(),
  storage: Storage = sessionStorage,
): Cooldown | null {
  try {
    const raw = storage.getItem(KEY(scene));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Cooldown>;
    if (typeof saved.until !== 'number' || saved.until <= now) {
      storage.removeItem(KEY(scene));
      return null;
    }
    return { until: saved.until, phone: typeof saved.phone === 'string' ? saved.phone : null };
  } catch {
    return null;
  }
}

export function saveSmsCooldown(scene: SmsScene, cooldown: Cooldown, storage: Storage = sessionStorage) {
  try {
    storage.setItem(KEY(scene), JSON.stringify(cooldown));
  } catch {
    // storage full or blocked: the wait then lasts only as long as the page
  }
}

const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/** 6-digit code + 获取验证码 with the 60 s wait the server enforces (kept across a reload). */
export function SmsCodeField({
  scene,
  value,
  onChange,
  id,
}: {
  scene: SmsScene;
  value: string;
  onChange: (v: string) => void;
  id?: string;
}) {
  const { toast } = useFeedback();
  const [cooldown, setCooldown] = useState<Cooldown | null>(() => readSmsCooldown(scene));
  const [now, setNow] = useState(() => Date.now());
  const wait = cooldown ? secondsLeft(cooldown.until, now) : 0;
  useEffect(() => {
    if (!cooldown) return;
    const left = cooldown.until - Date.now();
    if (left <= 0) return;
    // tick on the second boundary of the deadline, so the count never shows a second too many
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [cooldown, now]);

  const startWait = (seconds: number, phone: string | null) => {
    const next = { until: Date.now() + seconds * 1000, phone };
    saveSmsCooldown(scene, next);
    setCooldown(next);
    setNow(Date.now());
  };

  const send = async () => {
    const res = await sendSmsCode(scene);
    if (res.errorCode !== 0) {
      toast.error(res.errorMsg);
      // 42006 (HTTP 429) says how long the server still refuses
      const retry = (res.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      if (retry && retry > 0) startWait(retry, cooldown?.phone ?? null);
      return;
    }
    startWait(res.data.retryAfterSeconds, res.data.phone);
    toast.success(`验证码已发送至 ${res.data.phone}`);
  };
  const sentTo = cooldown?.phone ?? null;
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

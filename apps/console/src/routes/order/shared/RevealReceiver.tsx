import { useState } from 'react';
import { Button, Typography } from 'antd';
import type { ApiEnvelope, RevealedReceiver } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { useSession } from '../../../app/session/sessionStore.ts';

interface Props {
  /** Asks the server (which asks the platform for sealed receivers); each ask is counted and audited. */
  reveal: () => Promise<ApiEnvelope<RevealedReceiver>>;
  /** What the drawer shows until asked: the masked receiver. */
  children: React.ReactNode;
}

/**
 * 查看完整信息: the masked receiver with a link that shows it in full, once, for main accounts (staff
 * work with the masked one). Nothing is kept: closing the drawer masks it again.
 */
export function RevealReceiver({ reveal, children }: Props) {
  const isMain = useSession((s) => s.user?.userType === 0);
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<RevealedReceiver | null>(null);
  if (shown)
    return (
      <span>
        <Typography.Text
          copyable={{
            text: `${shown.name} ${shown.phone} ${shown.province}${shown.city}${shown.district}${shown.address}`,
          }}
        >
          {shown.name} {shown.phone}，{shown.province} {shown.city} {shown.district} {shown.address}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">（今日还可查看 {shown.leftToday} 次）</Typography.Text>
      </span>
    );
  const ask = async () => {
    setBusy(true);
    const answer = await reveal();
    setBusy(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    setShown(answer.data);
  };
  return (
    <span>
      {children}
      {isMain && (
        <Button type="link" size="small" loading={busy} onClick={() => void ask()}>
          查看完整信息
        </Button>
      )}
    </span>
  );
}

import { useState } from 'react';
import { Alert, Button } from 'antd';
import { formatFen, useFeedback } from '@oms/ui';
import { migrateOldBalance, refreshFunds, useOldBalance } from '../../../api/funds.ts';

/** 您在旧版系统还有余额 ¥x [一键迁移]: shown until the balance has moved (once; a repeat moves nothing). */
export function OldBalanceBanner() {
  const old = useOldBalance();
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  if (!old.data || old.data.migrated || old.data.fen <= 0) return null;
  const migrate = async () => {
    setBusy(true);
    try {
      const res = await migrateOldBalance();
      if (res.errorCode !== 0) return void toast.error(res.errorMsg);
      toast.success(`已迁移 ${formatFen(res.data.fen)} 到可用余额`);
      void refreshFunds();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type="info"
      showIcon
      message={`您在旧版系统还有余额 ${formatFen(old.data.fen)}`}
      action={
        <Button size="small" type="primary" loading={busy} onClick={() => void migrate()}>
          一键迁移
        </Button>
      }
    />
  );
}

import type { ReactNode } from 'react';
import { Result } from 'antd';
import { Page } from '@oms/ui';
import { useSession } from '../session/sessionStore.ts';

/**
 * Pages of the purchaser's own team (拿货任务指派, 供应商管理): a seller account that the menu shows them
 * to (拿退货 granted) is told whose they are instead of calling the purchaser-only API (10001 would sign
 * it out).
 */
export function PurchaserOnly({ title, children }: { title: string; children: ReactNode }) {
  const source = useSession((s) => s.user?.source);
  if (source === 'purchaser') return <>{children}</>;
  return (
    <Page title={title}>
      <Result
        status="info"
        title={`${title}用于采购商的自有拿货团队`}
        subTitle="请使用采购商账号登录后使用。"
      />
    </Page>
  );
}

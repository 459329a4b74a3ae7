import { Result } from 'antd';
import { PICKUP_ASSIGN_CODE } from '@oms/api-client';
import { Page } from '@oms/ui';
import { useSession } from '../../../app/session/sessionStore.ts';
import { MyTasks } from './MyTasks.tsx';
import { PickupBoard } from './PickupBoard.tsx';

/**
 * /offlineReturnOrder/pickup: the board for whoever may hand out work (指派与管理), 我的任务 for a picker
 * who holds the entry alone. A seller account has no pick-up team of its own here.
 */
export default function PickupPage() {
  const user = useSession((s) => s.user);
  const permissions = useSession((s) => s.permissions);
  if (user?.source !== 'purchaser')
    return (
      <Page title="拿货任务指派">
        <Result
          status="info"
          title="拿货任务指派用于采购商的自有拿货团队"
          subTitle="请使用采购商账号登录后指派拿货任务。"
        />
      </Page>
    );
  return permissions === 'all' || permissions.has(PICKUP_ASSIGN_CODE) ? <PickupBoard /> : <MyTasks />;
}

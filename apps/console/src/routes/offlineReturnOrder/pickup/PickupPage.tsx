import { PICKUP_ASSIGN_CODE } from '@oms/api-client';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { useSession } from '../../../app/session/sessionStore.ts';
import { MyTasks } from './MyTasks.tsx';
import { PickupBoard } from './PickupBoard.tsx';

/**
 * /offlineReturnOrder/pickup: the board for whoever may hand out work (指派与管理), 我的任务 for a picker
 * who holds the entry alone.
 */
export default function PickupPage() {
  const permissions = useSession((s) => s.permissions);
  return (
    <PurchaserOnly title="拿货任务指派">
      {permissions === 'all' || permissions.has(PICKUP_ASSIGN_CODE) ? <PickupBoard /> : <MyTasks />}
    </PurchaserOnly>
  );
}

import { RETURN_ASSIGN_CODE } from '@oms/api-client';
import { PurchaserOnly } from '../../../app/guards/PurchaserOnly.tsx';
import { useSession } from '../../../app/session/sessionStore.ts';
import { MyReturns } from './MyReturns.tsx';
import { ReturnBoard } from './ReturnBoard.tsx';

/**
 * /offlineReturnOrder/offlineReturnOrderList: the returns board for whoever may hand out work (指派与管理),
 * 我的退货 for a 退货员 who holds the entry alone.
 */
export default function ReturnAssignPage() {
  const permissions = useSession((s) => s.permissions);
  return (
    <PurchaserOnly title="退货登记指派">
      {permissions === 'all' || permissions.has(RETURN_ASSIGN_CODE) ? <ReturnBoard /> : <MyReturns />}
    </PurchaserOnly>
  );
}

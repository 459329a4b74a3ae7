import type { ShopOrderSelection } from '@oms/api-client';
import { exportShopOrdersNow, startShopOrderExport } from '../../../api/listJobs.ts';
import { ListExport } from '../../../list/ListExport.tsx';

/** 同步订单's 导出 and 导出记录. */
export function ShopOrderExport(props: { selection: ShopOrderSelection; count: number | null }) {
  return (
    <ListExport
      listKey="shopOrders"
      fileTitle="同步订单"
      exportNow={exportShopOrdersNow}
      startExport={startShopOrderExport}
      {...props}
    />
  );
}

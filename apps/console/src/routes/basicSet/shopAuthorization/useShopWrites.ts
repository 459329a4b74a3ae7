import type { ShopRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { shopWrites } from '../../../api/shops.ts';
import { isPlatformCode } from './shopPlatforms.ts';
import { useRefreshShops } from './useRefreshShops.ts';
import { useStartAuthorization } from './useStartAuthorization.ts';

/** 重新授权, 取消授权 and 立即同步 of one shop, with what each says back. */
export function useShopWrites(watchSync: (shopId: number, since: string | null) => void) {
  const { toast, confirm } = useFeedback();
  const refresh = useRefreshShops();
  const authorization = useStartAuthorization();

  const reauthorize = (shop: ShopRow) => {
    // A platform this build does not know cannot be asked for; the server would refuse it anyway.
    if (!isPlatformCode(shop.platform)) return toast.error('暂不支持该平台的授权');
    void authorization.start({ platform: shop.platform, shopId: shop.id });
  };

  const cancel = async (shop: ShopRow) => {
    const sure = await confirm({
      title: `取消授权「${shop.name}」？`,
      content: '取消后该店铺将停止同步订单；已同步的订单会保留。需要时可以重新授权。',
      okText: '取消授权',
      cancelText: '暂不取消',
      danger: true,
    });
    if (!sure) return;
    const answer = await shopWrites.cancel(shop.id);
    if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
    toast.success(`已取消授权：${shop.name}`);
    void refresh();
  };

  const syncNow = async (shop: ShopRow) => {
    const answer = await shopWrites.syncNow(shop.id);
    if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
    toast.success(`已开始同步：${shop.name}`);
    watchSync(shop.id, shop.lastSyncAt);
  };

  return { reauthorize, cancel, syncNow, leaving: authorization.pending };
}

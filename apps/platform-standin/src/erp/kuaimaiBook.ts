import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import { goodsImagePath } from '../goodsImage.ts';

/**
 * One purchaser's 快麦 ERP, as its open API shows it: the suppliers it buys from (stalls of the
 * wholesale markets), its goods (货号, SKUs by colour and size, 采购价, the usual supplier — or none)
 * and its 采购单 of the last days. Deterministic per ERP session: the same session sees the same book.
 */
export interface ErpSupplier {
  id: string;
  /** How the ERP user wrote the stall: "新中国大厦 2楼B205". */
  name: string;
  mobile: string;
}

export interface ErpSku {
  skuOuterId: string;
  /** "颜色:黑色;尺码:M", as 快麦 writes SKU properties. */
  propertiesName: string;
  purchasePrice: number;
}

export interface ErpItem {
  sysItemId: string;
  outerId: string;
  title: string;
  picPath: string;
  supplierId: string | null;
  skus: ErpSku[];
  modified: number;
}

/** 快麦's 采购单 states: 待审核 … 已作废. */
export const PURCHASE_STATUSES = [
  'WAIT_VERIFY',
  'GOODS_NOT_ARRIVED',
  'GOODS_PART_ARRIVED',
  'FINISHED',
  'GOODS_CLOSED',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export interface ErpPurchaseOrder {
  code: string;
  status: PurchaseStatus;
  supplierId: string | null;
  created: number;
  modified: number;
  /** `id`: the ERP's id of the line (its detail), stable when lines before it are removed. */
  items: {
    id: string;
    outerId: string;
    skuOuterId: string;
    propertiesName: string;
    count: number;
    price: number;
  }[];
}

const MARKETS = ['新中国大厦', '沙河万佳', '白马服装城', '四季青'];
const KINDS: readonly (readonly [string, string, string, number, number])[] = [
  ['毛衣女', 'S M L XL', '米白色 燕麦色 黑色', 59, 129],
  ['针织开衫女', '均码', '奶杏色 灰色 酒红色', 69, 119],
  ['连衣裙', 'S M L XL', '碎花蓝 白色 黑色', 79, 159],
  ['T恤女', 'S M L XL', '白色 黑色 浅粉色', 19, 49],
  ['阔腿裤女', 'S M L', '黑色 卡其色', 39, 89],
  ['牛仔裤女', '26 27 28 29', '浅蓝色 深蓝色', 49, 109],
  ['卫衣女', 'M L XL', '灰色 藏青色 白色', 45, 99],
  ['风衣女', 'S M L', '卡其色 黑色', 119, 259],
];
const STYLES = ['韩版', '法式', '复古', '日系', '百搭', '气质'];
export const ERP_SUPPLIERS = 24;
export const ERP_ITEMS = 150;
/** Goods the ERP knows no supplier of: the purchaser's 未指定供应商. */
export const ERP_ITEMS_WITHOUT_SUPPLIER = 20;
const DAY = 86_400_000;
const SHANGHAI = 8 * 3_600_000;

export interface KuaimaiBook {
  suppliers: ErpSupplier[];
  items: ErpItem[];
  /** The 采购单 of the 4 Shanghai days up to `nowMs`, made as the days went by. */
  purchaseOrders(nowMs: number): ErpPurchaseOrder[];
}

export function kuaimaiBookOf(session: string): KuaimaiBook {
  const seed = hashText(`km-erp:${session}`);
  const rng = new Rng(mixSeed(seed, 1));
  const suppliers: ErpSupplier[] = Array.from({ length: ERP_SUPPLIERS }, (_, i) => {
    const market = MARKETS[i % MARKETS.length]!;
    const floor = 1 + (i % 4);
    const k = Math.floor(i / 4);
    const mi = i % MARKETS.length;
    // the stall numbers the demo's markets use: letter by position, the floor, then a two-digit number
    const stallNo = `${String.fromCharCode(65 + ((k + mi) % 4))}${floor}${String(k + 1).padStart(2, '0')}`;
    return {
      id: `S${1001 + i}`,
      name: `${market} ${floor}楼${stallNo}`,
      mobile: `136${String(10000000 + i * 7919).slice(0, 8)}`,
    };
  });
  const epoch = Date.UTC(2026, 0, 1);
  const items: ErpItem[] = Array.from({ length: ERP_ITEMS }, (_, i) => {
    const [kind, sizes, colours, low, high] = rng.pick(KINDS);
    const outerId = `KM${String(2000 + i * 7).padStart(4, '0')}`;
    const price = rng.int(low, high) * 100;
    const skus = colours.split(' ').flatMap((colour, ci) =>
      sizes.split(' ').map((size, si) => ({
        skuOuterId: `${outerId}-${ci + 1}${si + 1}`,
        propertiesName: `颜色:${colour};尺码:${size}`,
        purchasePrice: price,
      })),
    );
    return {
      sysItemId: String(700_000 + i),
      outerId,
      title: `${rng.pick(STYLES)}${kind}`,
      picPath: goodsImagePath(outerId, kind),
      // the last ones were entered without a supplier
      supplierId: i >= ERP_ITEMS - ERP_ITEMS_WITHOUT_SUPPLIER ? null : suppliers[i % suppliers.length]!.id,
      skus,
      modified: epoch + i * 60_000,
    };
  });
  return {
    suppliers,
    items,
    purchaseOrders(nowMs) {
      const today = Math.floor((nowMs + SHANGHAI) / DAY);
      const orders: ErpPurchaseOrder[] = [];
      for (let day = today - 3; day <= today; day += 1) {
        const dayRng = new Rng(mixSeed(seed, 2, day));
        const dayStart = day * DAY - SHANGHAI;
        // a day's 采购单 are settled when the next morning's buying starts (08:00): till then they are open
        const settledAt = dayStart + DAY + 8 * 3_600_000;
        const settled = nowMs >= settledAt;
        for (let n = 0; n < 6; n += 1) {
          // made through the working day, from 08:00 one every 90 minutes
          const created = dayStart + 8 * 3_600_000 + n * 90 * 60_000;
          if (created > nowMs) break;
          const lines = dayRng.int(2, 4);
          const picked = new Set<number>();
          // one order a day buys goods without a supplier
          const pool = n === 2 ? ERP_ITEMS_WITHOUT_SUPPLIER : ERP_ITEMS - ERP_ITEMS_WITHOUT_SUPPLIER;
          const offset = n === 2 ? ERP_ITEMS - ERP_ITEMS_WITHOUT_SUPPLIER : 0;
          while (picked.size < lines) picked.add(offset + dayRng.int(0, pool - 1));
          const chosen = [...picked].map((i) => items[i]!);
          // voided on its day and so kept; yesterday's fourth still partly in; the rest of a settled day done
          const status: PurchaseStatus =
            n === 5
              ? 'GOODS_CLOSED'
              : settled
                ? n === 3 && day === today - 1
                  ? 'GOODS_PART_ARRIVED'
                  : 'FINISHED'
                : n === 4
                  ? 'WAIT_VERIFY'
                  : 'GOODS_NOT_ARRIVED';
          const date = new Date(dayStart + SHANGHAI).toISOString().slice(2, 10).replace(/-/g, '');
          orders.push({
            code: `CG${date}${String(n + 1).padStart(3, '0')}`,
            status,
            supplierId: chosen[0]!.supplierId,
            created,
            // a past day's 采购单 were settled (完成, or still 部分到货) the morning after: changed then
            modified:
              settled && status !== 'GOODS_CLOSED' ? settledAt : Math.min(nowMs, created + 10 * 60_000),
            items: chosen.map((item, i) => {
              const sku = dayRng.pick(item.skus);
              return {
                id: `${date}${String(n + 1).padStart(3, '0')}${i + 1}`,
                outerId: item.outerId,
                skuOuterId: sku.skuOuterId,
                propertiesName: sku.propertiesName,
                count: dayRng.int(1, 5),
                price: sku.purchasePrice,
              };
            }),
          });
        }
      }
      return orders;
    },
  };
}

import type { stateMaps } from '@oms/api-client';

type Channel = keyof typeof stateMaps.salesChannel;
type OrderState = keyof typeof stateMaps.combinedOrderState;

export interface GoodsLine {
  id: string;
  title: string;
  color: string;
  size: string;
  articleNo: string;
  stall: string | null;
  quantity: number;
  priceFen: number;
}

export interface SyncedOrder {
  id: string;
  tid: string;
  shopName: string;
  platform: Channel;
  status: OrderState;
  orderTime: number;
  sellerRemark: string;
  lines: GoodsLine[];
}

const CHANNELS: Channel[] = ['TAOBAO', 'PDD', 'TIKTOK', 'JD', 'KUAISHOU'];
const STATES: OrderState[] = ['WAITING_TAKING', 'TAKING', 'TOOK', 'TOOK_PART', 'E_LACK_TAKING', 'DELIVERED'];
const GOODS = [
  '碎花连衣裙',
  '高腰阔腿裤',
  '针织开衫',
  '纯棉T恤',
  '牛仔半身裙',
  '法式衬衫（长袖，宽松版型，春秋季新款）',
];
const COLORS = ['米白', '黑色', '燕麦', '雾霾蓝'];
const SIZES = ['S', 'M', 'L', 'XL', '均码'];
const STALLS = ['国大3楼A12', '女人街2楼B07', '大西豪5楼 520', null];

/** Deterministic synced orders with 1–5 goods lines each (200 orders ≈ 600 lines). */
export function makeSyncedOrders(count: number): SyncedOrder[] {
  const base = new Date('2025-01-09T09:30:00+08:00').getTime();
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    tid: `38${String(1_000_000_000 + i * 7919).padStart(10, '0')}`,
    shopName: `${['杭州', '广州', '深圳'][i % 3]}女装旗舰店`,
    platform: CHANNELS[i % CHANNELS.length]!,
    status: STATES[i % STATES.length]!,
    orderTime: base - i * 1_800_000,
    sellerRemark: i % 4 === 0 ? '加急，顺丰发' : '',
    lines: Array.from({ length: 1 + ((i * 7) % 5) }, (_, j) => ({
      id: `${i + 1}-${j + 1}`,
      title: GOODS[(i + j) % GOODS.length]!,
      color: COLORS[(i + j) % COLORS.length]!,
      size: SIZES[(i * 3 + j) % SIZES.length]!,
      articleNo: `K${String(1000 + ((i * 13 + j) % 900))}`,
      stall: STALLS[(i + j) % STALLS.length]!,
      quantity: 1 + ((i + j) % 3),
      priceFen: 3900 + ((i * 37 + j * 11) % 200) * 100 + (j % 2) * 50,
    })),
  }));
}

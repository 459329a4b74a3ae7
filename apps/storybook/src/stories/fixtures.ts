import type { stateMaps } from '@oms/api-client';

type CombinedState = keyof typeof stateMaps.combinedOrderState;
type Channel = keyof typeof stateMaps.salesChannel;

export interface OrderRow {
  id: string;
  orderNo: string;
  shop: string;
  channel: Channel;
  consignee: string;
  phone: string;
  goods: string;
  amount: string;
  state: CombinedState;
  createdAt: number;
  children?: OrderRow[];
}

const STATES: CombinedState[] = [
  'WAITING_PAYMENT',
  'WAITING_TAKING',
  'TAKING',
  'TOOK',
  'TOOK_PART',
  'E_LACK_TAKING',
  'DELIVERED',
  'CANCELED',
  'REFUNDING',
];
const CHANNELS: Channel[] = ['TAOBAO', 'PDD', 'TIKTOK', 'JD', 'KUAISHOU', 'WEIDIAN'];
const NAMES = ['张三', '李小龙', '欧阳娜娜', '王芳', '陈静', '刘德华'];
const GOODS = [
  '碎花连衣裙 M 米白',
  '高腰阔腿裤 L 黑色',
  '针织开衫 均码 燕麦',
  '纯棉T恤 XL 白色',
  '牛仔半身裙 S 蓝色',
];

/** Deterministic rows, so screenshots and story tests see the same data every time. */
export function makeOrders(count: number): OrderRow[] {
  const base = new Date('2025-01-09T09:30:00+08:00').getTime();
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    orderNo: `DF2025010900${String(i + 1).padStart(3, '0')}`,
    shop: `${['杭州', '广州', '深圳'][i % 3]}女装旗舰店`,
    channel: CHANNELS[i % CHANNELS.length]!,
    consignee: NAMES[i % NAMES.length]!,
    phone: `138${String(10000000 + i * 7919).slice(0, 8)}`,
    goods: GOODS[i % GOODS.length]!,
    amount: (39 + ((i * 37) % 200) + 0.5 * (i % 2)).toFixed(2),
    state: STATES[i % STATES.length]!,
    createdAt: base - i * 3_600_000 * 5,
  }));
}

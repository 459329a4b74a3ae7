/**
 * The couriers a dropship order can go by, with 快递鸟's ShipperCode as our code and each platform's
 * own code for the waybill write-back (the platforms name some couriers differently).
 */
export interface Courier {
  code: string;
  name: string;
  /** Days from 揽收 to signing, typically, within mainland China. */
  etaDays: number;
  platformCodes: Partial<Record<string, string>>;
}

export const COURIERS: readonly Courier[] = [
  {
    code: 'ZTO',
    name: '中通快递',
    etaDays: 3,
    platformCodes: { TAOBAO: 'ZTO', PDD: 'ZTO', TIKTOK: 'zhongtong', JD: 'ZTO' },
  },
  {
    code: 'YTO',
    name: '圆通速递',
    etaDays: 3,
    platformCodes: { TAOBAO: 'YTO', PDD: 'YTO', TIKTOK: 'yuantong', JD: 'YTO' },
  },
  {
    code: 'STO',
    name: '申通快递',
    etaDays: 3,
    platformCodes: { TAOBAO: 'STO', PDD: 'STO', TIKTOK: 'shentong', JD: 'STO' },
  },
  {
    code: 'YD',
    name: '韵达速递',
    etaDays: 3,
    platformCodes: { TAOBAO: 'YUNDA', PDD: 'YUNDA', TIKTOK: 'yunda', JD: 'YUNDA' },
  },
  {
    code: 'JTSD',
    name: '极兔速递',
    etaDays: 3,
    platformCodes: { TAOBAO: 'JTSD', PDD: 'JTSD', TIKTOK: 'jtexpress', JD: 'JTSD' },
  },
  {
    code: 'HTKY',
    name: '百世快递',
    etaDays: 4,
    platformCodes: { TAOBAO: 'HTKY', PDD: 'HT', TIKTOK: 'huitongkuaidi', JD: 'HTKY' },
  },
  {
    code: 'EMS',
    name: 'EMS',
    etaDays: 4,
    platformCodes: { TAOBAO: 'EMS', PDD: 'EMS', TIKTOK: 'ems', JD: 'EMS' },
  },
  {
    code: 'SF',
    name: '顺丰速运',
    etaDays: 2,
    platformCodes: { TAOBAO: 'SF', PDD: 'SF', TIKTOK: 'shunfeng', JD: 'SF' },
  },
  {
    code: 'JD',
    name: '京东快递',
    etaDays: 2,
    platformCodes: { TAOBAO: 'JD', PDD: 'JD', TIKTOK: 'jd', JD: 'JD' },
  },
  {
    code: 'DBL',
    name: '德邦快递',
    etaDays: 3,
    platformCodes: { TAOBAO: 'DBKD', PDD: 'DEBANGWULIU', TIKTOK: 'debangkuaidi', JD: 'DBKD' },
  },
];

export const courierByCode = (code: string) => COURIERS.find((c) => c.code === code) ?? null;

/** A courier as a platform names it in words (圆通速递, 圆通): the first whose name starts the same. */
export const courierByName = (name: string) =>
  COURIERS.find((c) => name && (c.name === name || c.name.startsWith(name.slice(0, 2)))) ?? null;

/** Our one sending warehouse today (广州); rules are per warehouse so a second one needs no change. */
export const DEFAULT_WAREHOUSE = 'GZ';

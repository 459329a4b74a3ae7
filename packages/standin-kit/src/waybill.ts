import { Rng, hashText, mixSeed } from './random.ts';

/** Each courier's waybill number shape (prefix and digit count), close enough to pass a format check. */
const SHAPES: Record<string, [string, number]> = {
  ZTO: ['7', 11],
  YTO: ['YT', 13],
  STO: ['77', 11],
  YD: ['43', 11],
  JTSD: ['JT', 13],
  HTKY: ['55', 11],
  EMS: ['11', 11],
  SF: ['SF', 13],
  JD: ['JD', 13],
  DBL: ['DPK', 12],
};

export const COURIER_NAMES: Record<string, string> = {
  ZTO: '中通快递',
  YTO: '圆通速递',
  STO: '申通快递',
  YD: '韵达速递',
  JTSD: '极兔速递',
  HTKY: '百世快递',
  EMS: 'EMS',
  SF: '顺丰速运',
  JD: '京东快递',
  DBL: '德邦快递',
};

/** The waybill an order's parcel gets: seeded by the order, so a rerun prints the same number. */
export function waybillNo(seed: number, courierCode: string, orderNo: string): string {
  const [prefix, digits] = SHAPES[courierCode] ?? ['9', 12];
  const rng = new Rng(mixSeed(seed, hashText(orderNo), hashText(courierCode), 31));
  return prefix + String(rng.int(1, 9)) + rng.digits(digits - 1);
}

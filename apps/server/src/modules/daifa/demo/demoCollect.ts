import type { Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { saveCollectDrafts } from '../collect/collects.ts';
import { submitCollect } from '../collect/collectSubmit.ts';
import { demoSellerId, payByAlipay } from './demoDaifa.ts';
import type { MarketGateway } from '../gateways/marketGateway.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';

const RECEIVERS = [
  { name: '林晓燕', phone: '13912348801', areaCode: '440305', address: '科技园科苑路 15 号 2 栋 1103' },
  { name: '陈建国', phone: '13712348802', areaCode: '330106', address: '文三路 90 号东部软件园 3 号楼' },
  { name: '王丽', phone: '18612348803', areaCode: '310115', address: '张杨路 500 号时代广场 18 楼' },
  { name: '赵敏', phone: '15012348804', areaCode: '510107', address: '武侯祠大街 231 号' },
  { name: '刘洋', phone: '13512348805', areaCode: '420106', address: '中南路 99 号保利广场 A 座' },
  { name: '孙悦', phone: '17712348806', areaCode: '110105', address: '建国路 88 号 SOHO 现代城' },
];

/**
 * 报单记录 in the demo, through the same code as the console: a 手动报单 of four orders — two placed
 * and paid, one 货号 the market does not have (待核价), one colour the goods lacks (失败) — and two 草稿.
 */
export async function seedDemoCollect(db: Db, funds: FundsServices, market: MarketGateway, brand: Brand) {
  const kind = stallKindOf(brand);
  const tenantId = await demoSellerId(db);
  if (!tenantId) return 0;
  const caller = { tenantId, accountId: tenantId };
  const goods = (await market.search({ kind, page: 1, pageSize: 20 })).items.filter((g) => !g.delisted);
  if (goods.length < 3) return 0;
  // as sellers type them: the stall's last part (1楼B191), the 货号 in any case
  const line = (i: number, qty = 1, color?: string) => ({
    stall: goods[i]!.stall.split(' ').at(-1)!,
    articleNo: goods[i]!.articleNo,
    color: color ?? goods[i]!.colors[0]!,
    size: goods[i]!.sizes[0]!,
    qty,
  });
  const receiverText = (r: (typeof RECEIVERS)[number]) => `${r.name} ${r.phone} ${r.address}`;
  const submitted = await submitCollect(db, { funds, market, kind, brand }, caller, {
    requestKey: 'demo-collect',
    courierCode: 'ZTO',
    rows: [
      { receiverText: receiverText(RECEIVERS[0]!), receiver: RECEIVERS[0]!, lines: [line(0, 2), line(1)] },
      { receiver: RECEIVERS[1]!, lines: [line(2)], remark: '发货前电话联系' },
      { receiver: RECEIVERS[2]!, lines: [{ ...line(0), stall: '新品档口 8楼', articleNo: 'XP-2611' }] },
      { receiver: RECEIVERS[3]!, lines: [line(1, 1, '荧光绿')] },
    ],
  });
  if (submitted.payNo) await payByAlipay(db, funds, submitted.payNo, 'demo-collect');
  await saveCollectDrafts(db, caller, {
    courierCode: 'ZTO',
    rows: [
      {
        receiverText: receiverText(RECEIVERS[4]!),
        receiver: { ...RECEIVERS[4]!, areaCode: '' },
        lines: [{ ...line(2), qty: 3 }],
      },
      {
        receiver: { name: RECEIVERS[5]!.name, phone: RECEIVERS[5]!.phone, areaCode: '', address: '' },
        lines: [{ stall: '', articleNo: goods[0]!.articleNo, color: '', size: '', qty: null }],
      },
    ],
  });
  return submitted.rows.length + 2;
}

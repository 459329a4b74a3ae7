import type { Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { ListJobServices } from '../../../list/jobs/listJobRuntime.ts';
import { demoSellerId } from './demoDaifa.ts';
import type { MarketGateway } from '../gateways/marketGateway.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { startImportPlace } from '../import/importPlace.ts';
import { createImport } from '../import/imports.ts';

const TAOBAO = [
  '订单编号',
  '收货人姓名',
  '联系手机',
  '收货地址',
  '档口',
  '商家编码',
  '颜色',
  '尺码',
  '购买数量',
  '买家留言',
];
const PDD = [
  '订单号',
  '收货人',
  '手机',
  '省',
  '市',
  '区',
  '街道',
  '档口',
  '商品货号',
  '颜色',
  '尺码',
  '商品数量',
];

/**
 * 订单导入 in the demo, through the same code as the console: a 淘宝 export (GBK, as Excel saves it) of
 * four orders placed on the job queue, and a 拼多多 one checked and waiting, with rows to fix — a short
 * phone, an address without its district, a colour the goods do not come in.
 */
export async function seedDemoImports(
  db: Db,
  market: MarketGateway,
  brand: Brand,
  listJobs: ListJobServices,
) {
  const kind = stallKindOf(brand);
  const tenantId = await demoSellerId(db);
  if (!tenantId) return 0;
  const owner = { tenantId, accountId: tenantId };
  const goods = (await market.search({ kind, page: 2, pageSize: 20 })).items.filter((g) => !g.delisted);
  if (goods.length < 4) return 0;
  const deps = { market, kind, brand };
  const cells = (i: number, qty = 1, color?: string) => [
    goods[i]!.stall.split(' ').at(-1)!,
    goods[i]!.articleNo,
    color ?? goods[i]!.colors[0]!,
    goods[i]!.sizes.at(-1)!,
    String(qty),
  ];
  const day = new Date().toISOString().slice(2, 10).replace(/-/g, '');
  const taobao = await createImport(db, deps, owner, `淘宝订单导出-${day}.csv`, {
    encoding: 'GBK',
    headers: TAOBAO,
    rows: [
      [`TB${day}0101`, '周芳', '13812340101', '广东省 广州市 海珠区 新港中路 397 号', ...cells(0, 2), ''],
      [`TB${day}0101`, '', '', '', ...cells(1), ''],
      [`TB${day}0102`, '吴刚', '13912340102', '江苏省南京市鼓楼区中山路 18 号', ...cells(2), '不要放驿站'],
      [`TB${day}0103`, '郑爽', '+86 137 1234 0103', '湖北省 武汉市 洪山区 珞喻路 1037 号', ...cells(3), ''],
      [`TB${day}0104`, '冯磊', '15012340104', '四川省成都市锦江区春熙路 8 号', ...cells(0), ''],
    ].map((row, i) => ({ rowNo: i + 2, cells: row })),
  });
  if (taobao.readyOrders > 0)
    await startImportPlace(
      db,
      listJobs.kinds.bulk.daifaImports!,
      (jobId) => listJobs.startBulk(jobId),
      owner,
      taobao.id,
      'demo-import-taobao',
    );
  await createImport(db, deps, owner, `拼多多订单-${day}.xlsx`, {
    encoding: 'XLSX',
    headers: PDD,
    rows: [
      [
        `PDD-${day}-2201`,
        '褚明',
        '13612342201',
        '浙江省',
        '宁波市',
        '鄞州区',
        '天童南路 588 号',
        ...cells(1),
      ],
      [`PDD-${day}-2202`, '卫静', '1361234', '福建省', '厦门市', '思明区', '环岛南路 2 号', ...cells(2)],
      [`PDD-${day}-2203`, '蒋涛', '13612342203', '', '', '', '幸福路 12 号', ...cells(3)],
      [
        `PDD-${day}-2204`,
        '沈佳',
        '13612342204',
        '山东省',
        '青岛市',
        '市南区',
        '香港中路 10 号',
        ...cells(0, 1, '荧光绿'),
      ],
      [
        `PDD-${day}-2205`,
        '韩雪',
        '13612342205',
        '河南省',
        '郑州市',
        '金水区',
        '花园路 39 号',
        ...cells(2, 3),
      ],
    ].map((row, i) => ({ rowNo: i + 2, cells: row })),
  });
  return 2;
}

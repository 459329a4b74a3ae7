import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { startFulfilmentStandIn } from '@oms/fulfilment-standin';
import type { DaifaGoods } from '@oms/api-client';
import { call, signIn, startServerProcess } from '../test/scaleOut/serverProcess.ts';
import { openBenchDatabase } from './benchDatabase.ts';

/**
 * `pnpm --filter @oms/server bench:import` (and part of `pnpm bench`): 订单导入 of a 5,000-row file
 * (2,500 orders of two lines, 300 货号) against a real server process and the market stand-in, as .xlsx
 * and as GBK .csv — the upload answers when every row is checked. Target: ≤ 10 s each.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROWS = 5000;
const results: { figure: string; value: string; target: string; ok: boolean }[] = [];
const record = (figure: string, value: number, unit: string, target: string, ok: boolean) => {
  results.push({ figure, value: `${value.toFixed(1)} ${unit}`, target, ok });
  console.log(`[bench] ${figure}: ${value.toFixed(1)} ${unit} (target ${target})${ok ? '' : '  ← MISSED'}`);
};

const HEADERS = [
  '订单编号',
  '收货人姓名',
  '联系手机',
  '收货地址',
  '档口',
  '商家编码',
  '颜色',
  '尺码',
  '购买数量',
];
const PLACES = [
  '广东省深圳市南山区科技园科苑路 15 号',
  '浙江省杭州市西湖区文三路 90 号',
  '四川省成都市锦江区春熙路 8 号',
];

const bench = await openBenchDatabase();
const market = await startFulfilmentStandIn({ secret: 'bench', callbackUrl: null, simSpeed: 0 });
const server = await startServerProcess({
  DATABASE_URL: bench.url,
  NODE_ENV: 'production',
  OMS_PLATFORM_URL: 'http://127.0.0.1:9',
  OMS_FULFILMENT_URL: market.url,
  OMS_FULFILMENT_KEY: 'bench',
  OMS_RUN_JOBS: '0',
  OMS_SIGNIN_PER_MINUTE: '100000',
});
try {
  const who = await signIn(server.url, 'seller', 'seller123');
  const goods: DaifaGoods[] = [];
  for (let page = 1; goods.length < 300; page++) {
    const found = await call(server.url, 'GET', `/api/b2/daifa/goods/search?pageSize=50&page=${page}`, who);
    if (found.errorCode !== 0) throw new Error(`goods: ${found.errorMsg}`);
    const items = found.data.items as DaifaGoods[];
    if (!items.length) break;
    goods.push(...items.filter((g) => !goods.some((o) => o.articleNo === g.articleNo)));
  }
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const g = goods[i % goods.length]!;
    const order = Math.floor(i / 2);
    return [
      `BENCH${order}`,
      `买家${order}`,
      `139${String(order).padStart(8, '0')}`,
      PLACES[order % 3]!,
      g.stall.split(' ').at(-1)!,
      g.articleNo,
      g.colors[0]!,
      g.sizes[0]!,
      String(1 + (i % 3)),
    ];
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('订单');
  for (const row of [HEADERS, ...rows]) sheet.addRow(row);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  const csv = iconv.encode([HEADERS, ...rows].map((r) => r.join(',')).join('\r\n'), 'gbk');

  for (const [label, name, data] of [
    ['.xlsx', 'bench.xlsx', xlsx],
    ['GBK .csv', 'bench.csv', csv],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/b2/daifa/import/upload`, {
      method: 'POST',
      headers: who,
      body: form,
    });
    const seconds = (performance.now() - started) / 1000;
    const answer = (await res.json()) as {
      errorCode: number;
      errorMsg: string;
      data: { totalRows: number; readyOrders: number };
    };
    if (answer.errorCode !== 0) throw new Error(`upload ${label}: ${answer.errorMsg}`);
    if (answer.data.totalRows !== ROWS)
      throw new Error(`upload ${label}: ${answer.data.totalRows} rows read`);
    console.log(`[import] ${label}: ${answer.data.readyOrders.toLocaleString()} of ${ROWS / 2} orders ready`);
    record(
      `订单导入 ${ROWS.toLocaleString()} rows (${label}, ${(data.length / 1024).toFixed(0)} KB) read and checked`,
      seconds,
      's',
      '≤ 10 s',
      seconds <= 10,
    );
  }
} finally {
  await server.stop();
  await market.close();
  await bench.stop();
}
await fs.mkdir(path.join(repoRoot, '.artifacts/bench'), { recursive: true });
await fs.writeFile(
  path.join(repoRoot, '.artifacts/bench/daifa-import.json'),
  JSON.stringify(results, null, 2),
);
const missed = results.filter((r) => !r.ok);
console.log(missed.length ? `[bench] ${missed.length} figure(s) missed` : '[bench] every import figure met');

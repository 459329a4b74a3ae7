import ExcelJS from 'exceljs';
import type { OutStockPage, ShopTakeStatistics, TakeReturnStatistics } from '@oms/api-client';

type Column = { header: string; key: string; width: number };

function book(sheetName: string, columns: Column[], rows: Record<string, unknown>[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  for (const r of rows) sheet.addRow(r);
  return workbook;
}

const buffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

export const shopTakeWorkbook = (s: ShopTakeStatistics) =>
  buffer(
    book(
      '店铺拿退统计',
      [
        { header: '店铺', key: 'shop', width: 20 },
        { header: '订单数', key: 'orders', width: 10 },
        { header: '件数', key: 'pieces', width: 10 },
        { header: '已拿件数', key: 'took', width: 10 },
        { header: '缺货件数', key: 'lack', width: 10 },
        { header: '售后件数', key: 'afterSale', width: 10 },
        { header: '货款(元)', key: 'goods', width: 12 },
      ],
      s.rows.map((r) => ({
        shop: r.shopName,
        orders: r.orders,
        pieces: r.pieces,
        took: r.tookPieces,
        lack: r.lackPieces,
        afterSale: r.afterSalePieces,
        goods: r.goodsFen / 100,
      })),
    ),
  );

export const outStockWorkbook = (page: OutStockPage, byArticle: boolean) =>
  buffer(
    book(
      '缺货统计',
      [
        { header: '档口', key: 'stall', width: 30 },
        ...(byArticle ? [{ header: '货号', key: 'article', width: 14 }] : []),
        { header: '上报行数', key: 'answered', width: 10 },
        { header: '缺货行数', key: 'lacked', width: 10 },
        { header: '缺货率', key: 'rate', width: 10 },
        { header: '近7天缺货', key: 'lacked7', width: 10 },
        { header: '最近缺货', key: 'last', width: 12 },
      ],
      page.list.map((r) => ({
        stall: r.stall,
        article: r.articleNo,
        answered: r.answered,
        lacked: r.lacked,
        rate: `${(r.lackPermille / 10).toFixed(1)}%`,
        lacked7: r.lacked7,
        last: r.lastLackDay ?? '',
      })),
    ),
  );

export async function takeReturnWorkbook(s: TakeReturnStatistics) {
  const workbook = book(
    '按日',
    [
      { header: '日期', key: 'day', width: 12 },
      { header: '上报行数', key: 'lines', width: 10 },
      { header: '拿货件数', key: 'took', width: 10 },
      { header: '拿货金额(元)', key: 'tookFen', width: 14 },
      { header: '缺货行数', key: 'lack', width: 10 },
      { header: '退货件数', key: 'returned', width: 10 },
      { header: '退货退款(元)', key: 'refund', width: 14 },
    ],
    s.days.map((d) => ({
      day: d.day,
      lines: d.lines,
      took: d.tookPieces,
      tookFen: d.tookFen / 100,
      lack: d.lackLines,
      returned: d.returnedPieces,
      refund: d.refundFen / 100,
    })),
  );
  const people = workbook.addWorksheet('按人员');
  people.columns = [
    { header: '人员', key: 'name', width: 14 },
    { header: '上报行数', key: 'lines', width: 10 },
    { header: '拿货件数', key: 'took', width: 10 },
    { header: '缺货行数', key: 'lack', width: 10 },
    { header: '退货件数', key: 'returned', width: 10 },
  ];
  for (const p of s.staff)
    people.addRow({
      name: p.name,
      lines: p.lines,
      took: p.tookPieces,
      lack: p.lackLines,
      returned: p.returnedPieces,
    });
  return buffer(workbook);
}

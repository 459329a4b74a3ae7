import {
  findArea,
  IMPORT_FIELDS,
  IMPORT_MAX_LINES,
  RECEIVER_PHONE,
  type AreaTree,
  type CollectLineInput,
  type ImportFieldKey,
  type ImportMapping,
} from '@oms/api-client';
import { COURIERS } from '../express/couriers.ts';
import { isLineProblem, resolveCollectLine } from '../collect/collectGoods.ts';
import type { MarketGoods } from '../gateways/marketGateway.ts';
import type { Receiver } from '../placement/placement.ts';

export type ImportValues = Record<ImportFieldKey, string>;
export interface ImportError {
  field: ImportFieldKey | null;
  reason: string;
}

/** What the check needs besides the rows: the area tree, the market's goods, where couriers go. */
export interface CheckContext {
  tree: AreaTree;
  goods: Map<string, MarketGoods[]>;
  /** `${courierCode}:${provinceCode}` pairs with a fee rule in force. */
  reachable: Set<string>;
  /** This seller's 平台订单号 already on an active DF order, with that order's number. */
  placedPlatformNos: Map<string, string>;
  defaultCourier: string;
}

export interface ImportOrder {
  groupKey: string;
  platformOrderNo: string | null;
  receiver: Receiver;
  courierCode: string;
  remark: string;
  lines: CollectLineInput[];
}

export interface CheckedRow {
  rowNo: number;
  groupKey: string;
  errors: ImportError[];
}

/** The cells of a row by field, as the mapping reads them ('' for unmapped columns). */
export function valuesOf(cells: string[], mapping: ImportMapping): ImportValues {
  return Object.fromEntries(
    IMPORT_FIELDS.map((f) => {
      const at = mapping[f.key];
      return [f.key, at === null ? '' : (cells[at] ?? '').trim()];
    }),
  ) as ImportValues;
}

export const groupKeyOf = (rowNo: number, values: ImportValues) => values.platformOrderNo || `#${rowNo}`;

/** Shops export phones as +86 138 0013 8000 or 86-13800138000; the courier wants 13800138000. */
export function normalisePhone(raw: string): string {
  return raw.replace(/[\s()（）]/g, '').replace(/^(\+?86-?)(?=1[3-9]\d{9})/, '');
}

const bare = (name: string) => name.replace(/(快递|速递|快运|物流|速运|邮政|EMS)$/i, '');

/** A courier as a file names it (中通, 中通快递, ZTO): its code, or null. */
export function courierOf(name: string): string | null {
  const v = name.trim();
  if (!v) return null;
  const found = COURIERS.find(
    (c) => c.code === v.toUpperCase() || c.name === v || (bare(v).length >= 2 && bare(c.name) === bare(v)),
  );
  return found?.code ?? null;
}

const RECEIVER_FIELDS: ImportFieldKey[] = [
  'receiverName',
  'phone',
  'province',
  'city',
  'district',
  'address',
  'courier',
  'remark',
];

/**
 * Every row of an import checked, and the orders the clean ones make. Rows sharing a 平台订单号 are one
 * order: its receiver is the first row's (later rows may leave it blank, but not name another), and an
 * error on any row holds the whole order back. Errors name the column to fix, in the seller's words.
 */
export function checkImport(
  rows: { rowNo: number; values: ImportValues }[],
  ctx: CheckContext,
): { rows: CheckedRow[]; orders: ImportOrder[] } {
  const groups = new Map<string, { rowNo: number; values: ImportValues }[]>();
  for (const row of rows) {
    const key = groupKeyOf(row.rowNo, row.values);
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  const checked: CheckedRow[] = [];
  const orders: ImportOrder[] = [];
  for (const [groupKey, group] of groups) {
    const errorsByRow = group.map(() => [] as ImportError[]);
    const head = group[0]!.values;
    const order = checkReceiver(head, errorsByRow[0]!, ctx);
    group.slice(1).forEach((row, i) => {
      const differs = RECEIVER_FIELDS.filter((f) => row.values[f] && row.values[f] !== head[f]);
      for (const field of differs)
        errorsByRow[i + 1]!.push({
          field,
          reason: `与同一订单第${group[0]!.rowNo}行的${labelOf(field)}不一致`,
        });
    });
    const lines: CollectLineInput[] = [];
    group.forEach((row, i) => {
      const line = checkLine(row.values, errorsByRow[i]!, ctx);
      if (line) lines.push(line);
    });
    const placed = head.platformOrderNo ? ctx.placedPlatformNos.get(head.platformOrderNo) : undefined;
    if (placed) errorsByRow[0]!.push({ field: 'platformOrderNo', reason: `该平台订单已代发（${placed}）` });
    if (group.length > IMPORT_MAX_LINES)
      errorsByRow[0]!.push({ field: 'platformOrderNo', reason: `一个订单最多${IMPORT_MAX_LINES}款商品` });
    const anyError = errorsByRow.some((e) => e.length > 0);
    group.forEach((row, i) => {
      const errors = errorsByRow[i]!;
      // The clean rows of a held order say why they wait.
      if (anyError && errors.length === 0) errors.push({ field: null, reason: '同一订单的其他行有错误' });
      checked.push({ rowNo: row.rowNo, groupKey, errors });
    });
    if (!anyError && order) orders.push({ ...order, groupKey, lines });
  }
  checked.sort((a, b) => a.rowNo - b.rowNo);
  return { rows: checked, orders };
}

const labelOf = (field: ImportFieldKey) => IMPORT_FIELDS.find((f) => f.key === field)!.label;

function checkReceiver(
  v: ImportValues,
  errors: ImportError[],
  ctx: CheckContext,
): Omit<ImportOrder, 'groupKey' | 'lines'> | null {
  const start = errors.length;
  const need = (field: ImportFieldKey) => {
    if (v[field]) return true;
    errors.push({ field, reason: `请填写${labelOf(field)}` });
    return false;
  };
  if (need('receiverName') && v.receiverName.length > 30)
    errors.push({ field: 'receiverName', reason: '收件人最多30个字符' });
  const phone = normalisePhone(v.phone);
  if (need('phone') && !RECEIVER_PHONE.test(phone))
    errors.push({ field: 'phone', reason: '手机号格式不正确（手机号、虚拟号或座机号）' });
  let area: ReturnType<typeof findArea> = null;
  let street = '';
  if (need('address')) {
    const text = `${v.province}${v.city}${v.district}${v.address}`.replace(/\s+/g, '');
    area = findArea(text, ctx.tree);
    street = area ? (text.slice(0, area.start) + text.slice(area.end)).trim() : '';
    const field: ImportFieldKey = v.province ? 'province' : 'address';
    if (!area) errors.push({ field, reason: '无法识别省市区' });
    else if (!street) errors.push({ field: 'address', reason: '请填写详细地址（街道、门牌号）' });
    else if (street.length > 200) errors.push({ field: 'address', reason: '详细地址最多200个字符' });
  }
  const courierCode = v.courier ? courierOf(v.courier) : ctx.defaultCourier;
  if (!courierCode) errors.push({ field: 'courier', reason: `没有这个快递：${v.courier}` });
  const provinceCode = area ? `${area.code.slice(0, 2)}0000` : null;
  if (courierCode && provinceCode && !ctx.reachable.has(`${courierCode}:${provinceCode}`))
    errors.push({
      field: v.courier ? 'courier' : 'address',
      reason: `该地区暂不支持此快递（${area!.path[0]}）`,
    });
  if (v.remark.length > 500) errors.push({ field: 'remark', reason: '备注最多500个字符' });
  if (errors.length > start || !area || !courierCode) return null;
  return {
    platformOrderNo: v.platformOrderNo || null,
    receiver: {
      name: v.receiverName,
      phone,
      provinceCode: provinceCode!,
      province: area.path[0],
      city: area.path[1],
      district: area.path[2],
      address: street,
    },
    courierCode,
    remark: v.remark,
  };
}

function checkLine(v: ImportValues, errors: ImportError[], ctx: CheckContext): CollectLineInput | null {
  const start = errors.length;
  for (const field of ['stall', 'articleNo', 'color', 'size', 'qty'] as const)
    if (!v[field]) errors.push({ field, reason: `请填写${labelOf(field)}` });
  const qty = /^\d{1,3}$/.test(v.qty) ? Number(v.qty) : NaN;
  if (v.qty && !(qty >= 1 && qty <= 999)) errors.push({ field: 'qty', reason: '数量必须是1–999的整数' });
  if (errors.length > start) return null;
  const line = { stall: v.stall, articleNo: v.articleNo, color: v.color, size: v.size, qty };
  const resolved = resolveCollectLine(line, ctx.goods);
  if (isLineProblem(resolved)) {
    errors.push({
      field: resolved.field,
      // 待核价 is 手动报单's way; a file's row that the market does not know is sent back to fix.
      reason: resolved.unpriced
        ? `市场未收录「${v.stall} ${v.articleNo}」，请核对档口和货号`
        : resolved.reason,
    });
    return null;
  }
  return line;
}

import type { SearchField } from '../../../../../packages/ui/src/list/filters/index.ts';

/**
 * The order lists' search fields, in guessing order: the first whose pattern fits wins, so the catch-all
 * 买家昵称 comes last. The console keeps its own copy next to its order pages.
 */
export const ORDER_SEARCH_FIELDS: SearchField[] = [
  {
    key: 'platformOrderNo',
    label: '平台订单号',
    placeholder: '淘宝、拼多多等平台的订单号',
    // 15–20 digits (淘宝, 抖音), or 拼多多's date-dash form: 240612-123456789012345.
    guess: (v) => /^\d{15,20}$/.test(v) || /^\d{6}-\d{6,}$/.test(v),
  },
  { key: 'systemNo', label: '系统单号', placeholder: 'SO 开头', guess: (v) => /^SO\d{6,}$/i.test(v) },
  {
    key: 'waybillNo',
    label: '运单号',
    // Carrier prefix + digits (SF, YT, JT…), or 中通's 7 + 13 digits.
    guess: (v) => /^(SF|YT|JT|ZTO|YD|STO|JD|DPK|EMS)\d{9,}$/i.test(v) || /^7\d{13}$/.test(v),
  },
  {
    key: 'phoneTail',
    label: '收件人手机尾号',
    placeholder: '手机号后 4 位',
    guess: (v) => /^\d{4}$/.test(v),
  },
  {
    key: 'goodsNo',
    label: '货号',
    placeholder: '如 A2317',
    guess: (v) => /^[A-Za-z]{1,3}-?\d{2,6}$/.test(v),
  },
  { key: 'stall', label: '档口', placeholder: '如 3楼A318', guess: (v) => /[楼档]/.test(v) },
  { key: 'buyerNick', label: '买家昵称', guess: () => true },
];

/** What sellers paste, and the field each should land in. */
export const SEARCH_SAMPLES: [text: string, fieldLabel: string][] = [
  ['3912876543210987654', '平台订单号'],
  ['240612-593817264501928', '平台订单号'],
  ['SO2025010900012', '系统单号'],
  ['SF1234567890123', '运单号'],
  ['YT7512345678901', '运单号'],
  ['JT0001234567890', '运单号'],
  ['73512345678901', '运单号'],
  ['5678', '收件人手机尾号'],
  ['A2317', '货号'],
  ['3楼A318', '档口'],
  ['女人街2档', '档口'],
  ['小鹿乱撞的店', '买家昵称'],
];

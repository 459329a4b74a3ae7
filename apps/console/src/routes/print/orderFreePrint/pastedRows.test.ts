import { describe, expect, it } from 'vitest';
import { pastedRows } from './pastedRows.ts';

const fields = ['orderNo', 'picker', 'sortNo'];
const labels = { orderNo: '订单号', picker: '拣货员' };

describe('rows pasted from Excel', () => {
  it('without a header: the columns are the fields in order; extra cells dropped, missing ones empty', () => {
    expect(pastedRows('DF1\t李师傅\tA-1\tx\r\nDF2\t王姐\r\n\r\n', fields)).toEqual([
      { values: { orderNo: 'DF1', picker: '李师傅', sortNo: 'A-1' }, copies: 1 },
      { values: { orderNo: 'DF2', picker: '王姐', sortNo: '' }, copies: 1 },
    ]);
  });

  it('a header by Chinese label or key, in any order, with 份数 (clamped to 1–500)', () => {
    const text = '拣货员\t份数\torderNo\n李师傅\t3\tDF1\n王姐\t0\tDF2\n张三\t9999\tDF3';
    expect(pastedRows(text, fields, labels)).toEqual([
      { values: { orderNo: 'DF1', picker: '李师傅', sortNo: '' }, copies: 3 },
      { values: { orderNo: 'DF2', picker: '王姐', sortNo: '' }, copies: 1 },
      { values: { orderNo: 'DF3', picker: '张三', sortNo: '' }, copies: 500 },
    ]);
  });

  it('a quoted cell keeps its tab, line break and quotes', () => {
    expect(pastedRows('"A\t1"\t"两行\n文字"\t"说""好"""', fields)).toEqual([
      { values: { orderNo: 'A\t1', picker: '两行\n文字', sortNo: '说"好"' }, copies: 1 },
    ]);
  });

  it('a first line that is data, not names, stays a row', () => {
    expect(pastedRows('订单号\t随便\nDF1\tx', fields, labels)).toHaveLength(2);
  });
});

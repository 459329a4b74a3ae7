import { describe, expect, it } from 'vitest';
import type { AreaTree } from '@oms/api-client';
import {
  areaPath,
  emptyRow,
  isBlank,
  recogniseRow,
  rowFromRecord,
  rowProblems,
  toDraft,
  toSubmitted,
} from './collectRows.ts';

const tree: AreaTree = [
  {
    code: '440000',
    name: '广东省',
    children: [{ code: '440300', name: '深圳市', children: [{ code: '440305', name: '南山区' }] }],
  },
];

const filled = () => ({
  ...emptyRow(),
  receiver: { name: '王五', phone: '13912345678', areaCode: '440305', address: '科苑路 15 号' },
  lines: [{ stall: '1楼B191', articleNo: 'K4551', color: '黑色', size: 'S', qty: 2 }],
});

describe('手动报单 rows', () => {
  it('智能识别 fills the receiver from the pasted text and keeps what it could not tell', () => {
    const row = { ...emptyRow(), receiverText: '王五 13912345678 广东省深圳市南山区科苑路15号' };
    const recognised = recogniseRow(row, tree);
    expect(recognised.receiver).toEqual({
      name: '王五',
      phone: '13912345678',
      areaCode: '440305',
      address: '科苑路15号',
    });
    const partly = recogniseRow({ ...row, receiverText: '13900000000', receiver: recognised.receiver }, tree);
    expect(partly.receiver).toMatchObject({ name: '王五', phone: '13900000000', areaCode: '440305' });
    expect(areaPath(tree, '440305')).toEqual(['440000', '440300', '440305']);
    expect(areaPath(tree, '999999')).toEqual([]);
  });

  it('names what a row still lacks, line by line', () => {
    expect(rowProblems(filled())).toEqual([]);
    const row = { ...filled(), receiver: { ...filled().receiver, phone: '123', areaCode: '' } };
    row.lines = [...row.lines, { stall: '', articleNo: 'A1', color: '', size: 'M', qty: 0 }];
    expect(rowProblems(row)).toEqual(['手机号格式不正确', '请选择省市区', '第2款缺少档口、颜色、数量']);
  });

  it('a blank row is left out; a draft keeps what was typed, a quantity out of range as none', () => {
    expect(isBlank(emptyRow())).toBe(true);
    expect(isBlank({ ...emptyRow(), receiverText: ' 王 ' })).toBe(false);
    const draft = toDraft({
      ...filled(),
      lines: [{ stall: ' 1楼 ', articleNo: '', color: '', size: '', qty: 0 }],
    });
    expect(draft.lines).toEqual([{ stall: '1楼', articleNo: '', color: '', size: '', qty: null }]);
    expect(toSubmitted({ ...filled(), id: 7 })).toMatchObject({ id: 7, lines: [{ qty: 2 }] });
  });

  it('a record edits as itself and reports again as a new row', () => {
    const record = {
      id: 9,
      state: 'FAILED' as const,
      receiverText: '',
      receiver: {
        name: '王五',
        phone: '13912345678',
        areaCode: '440305',
        region: '广东省 深圳市 南山区',
        address: 'x',
      },
      lines: [{ stall: 'a', articleNo: 'b', color: 'c', size: 'd', qty: 1 }],
      courierCode: 'ZTO',
      remark: '',
      orderNo: null,
      reason: '失败',
      createdAt: '2026-11-25T00:00:00Z',
      submittedAt: null,
    };
    expect(rowFromRecord(record, 'edit').id).toBe(9);
    expect(rowFromRecord(record, 'again').id).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { guessSearchField, type SearchField } from './guessSearchField.ts';

const fields: SearchField[] = [
  { key: 'systemNo', label: '系统单号', guess: (v) => /^SO\d+$/i.test(v) },
  { key: 'phoneTail', label: '手机尾号', guess: (v) => /^\d{4}$/.test(v) },
  { key: 'remark', label: '备注' },
  { key: 'nick', label: '买家昵称', guess: () => true },
];

describe('guessSearchField', () => {
  it('takes the first field whose guess accepts the trimmed text', () => {
    expect(guessSearchField('  SO20250109001 ', fields)?.key).toBe('systemNo');
    expect(guessSearchField('5678', fields)?.key).toBe('phoneTail');
    expect(guessSearchField('小王的店', fields)?.key).toBe('nick');
  });

  it('never guesses a field without a guess, and gives null for blank text or no taker', () => {
    expect(guessSearchField('   ', fields)).toBeNull();
    expect(guessSearchField('备注', fields.slice(0, 3))).toBeNull();
  });
});

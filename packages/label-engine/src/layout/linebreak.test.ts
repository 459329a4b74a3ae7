import { describe, expect, it } from 'vitest';
import { breakLines, NO_LINE_START } from './linebreak.ts';

// every character one unit wide makes the expectations easy to read
const measure = (s: string) => Array.from(s).length;

describe('Chinese line breaking', () => {
  it('never starts a line with closing punctuation', () => {
    const lines = breakLines('有问题请二十四小时内反馈，谢谢。', 5, measure);
    for (const l of lines) expect(NO_LINE_START.has(Array.from(l)[0]!)).toBe(false);
    expect(lines.join('')).toBe('有问题请二十四小时内反馈，谢谢。');
    expect(lines.slice(-2)).toEqual(['反馈，谢', '谢。']);
  });
  it('moves a closing mark with the previous character instead of leaving it alone', () => {
    expect(breakLines('一二三四五，六', 5, measure)).toEqual(['一二三四', '五，六']);
  });
  it('carries a chain of closing marks together', () => {
    expect(breakLines('一二三四。」五', 5, measure)).toEqual(['一二三', '四。」五']);
  });
  it('does not end a line with an opening bracket', () => {
    expect(breakLines('一二三四（五）', 5, measure)).toEqual(['一二三四', '（五）']);
  });
  it('keeps Latin words whole and cuts only words longer than a line', () => {
    expect(breakLines('货号 AB1234 红', 6, measure)).toEqual(['货号', 'AB1234', '红']);
    expect(breakLines('ABCDEFGHIJ', 4, measure)).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(breakLines('单号 SO2403080001', 6, measure)).toEqual(['单号', 'SO2403', '080001']);
  });
  it('honours explicit line breaks', () => {
    expect(breakLines('甲\n乙', 10, measure)).toEqual(['甲', '乙']);
  });
});

import { describe, expect, it } from 'vitest';
import { isEmpty } from './isEmpty.ts';

describe('isEmpty (spec §5)', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '  \t\n'],
    ['an empty object', {}],
    ['an object without prototype', Object.create(null) as object],
    ['an empty array', []],
  ])('%s is empty', (_name, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ['zero', 0],
    ['NaN', Number.NaN],
    ['false', false],
    ['true', true],
    ['a function', () => undefined],
    ['a date', new Date(0)],
    ['an invalid date', new Date('nope')],
    ['a string', ' a '],
    ['an object with a key', { a: undefined }],
    ['an array with a hole value', [undefined]],
    ['an empty Map', new Map()],
  ])('%s is not empty', (_name, value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

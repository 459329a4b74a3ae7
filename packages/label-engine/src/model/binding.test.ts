import { describe, expect, it } from 'vitest';
import { bindingFields, resolveBindings, templateFields } from './binding.ts';

describe('bindings', () => {
  it('fills fields and applies formatters', () => {
    const data = { price: 12345, at: '2025-03-08T01:02:03Z', no: '42', name: '杭州四季青' };
    expect(resolveBindings('¥{{price|yuan}}', data).text).toBe('¥123.45');
    expect(resolveBindings('{{price|yuan:symbol}}', data).text).toBe('¥123.45');
    expect(resolveBindings('{{at|date}}', data).text).toBe('2025-03-08 09:02:03');
    expect(resolveBindings('{{at|date:"MM-DD HH:mm"}}', data).text).toBe('03-08 09:02');
    expect(resolveBindings('{{no|pad:5}}', data).text).toBe('00042');
    expect(resolveBindings('{{name|substr:0:2}}', data).text).toBe('杭州');
    expect(resolveBindings('{{name|substr:-3}}', data).text).toBe('四季青');
  });
  it('reports a field without a value and an unknown formatter', () => {
    const r = resolveBindings('{{a}}-{{b|bogus}}', { b: 'x' });
    expect(r.text).toBe('-x');
    expect(r.problems).toEqual([
      { kind: 'missing-value', field: 'a' },
      { kind: 'unknown-formatter', field: 'b', formatter: 'bogus' },
    ]);
    expect(resolveBindings('{{a|default:无}}', {}).problems).toEqual([]);
    expect(bindingFields('{{ a }} {{b|date}}')).toEqual(['a', 'b']);
  });
  it('yuan keeps negative amounts and whole fen', () => {
    expect(resolveBindings('{{p|yuan}}', { p: -5 }).text).toBe('-0.05');
  });
});

describe('templateFields', () => {
  it('lists the fields of texts, codes and image sources once each', () => {
    expect(
      templateFields([
        { type: 'text', content: '{{a}} {{b|yuan}}' },
        { type: 'barcode', content: '{{a}}' },
        { type: 'image', src: '{{logo}}' },
        { type: 'line' },
      ]),
    ).toEqual(['a', 'b', 'logo']);
  });
});

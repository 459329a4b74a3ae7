// `{{field}}` bindings with a pipe of formatters, e.g. {{printTime|date:"MM-DD HH:mm"}} or {{price|yuan:symbol}}.
import { FORMATTERS } from './formatters.ts';

export type LabelData = Record<string, unknown>;

export interface BindingProblem {
  kind: 'missing-value' | 'unknown-formatter';
  field: string;
  formatter?: string;
}

export interface ResolvedText {
  text: string;
  problems: BindingProblem[];
}

const BINDING = /\{\{\s*([^{}]*?)\s*\}\}/g;

function splitOutsideQuotes(s: string, sep: string, keepQuotes = false): string[] {
  const parts: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of s) {
    if (ch === '"') {
      quoted = !quoted;
      if (keepQuotes) cur += ch;
    } else if (ch === sep && !quoted) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  return parts;
}

function lookup(data: LabelData, path: string): unknown {
  let cur: unknown = data;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function stringify(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** Field names a text uses, in order. */
export function bindingFields(content: string): string[] {
  const out: string[] = [];
  for (const m of content.matchAll(BINDING)) {
    const field = splitOutsideQuotes(m[1] ?? '', '|', true)[0]?.trim();
    if (field) out.push(field);
  }
  return out;
}

export function resolveBindings(content: string, data: LabelData): ResolvedText {
  const problems: BindingProblem[] = [];
  const text = content.replace(BINDING, (_all, expr: string) => {
    const [fieldPart = '', ...pipes] = splitOutsideQuotes(expr, '|', true);
    const field = fieldPart.trim();
    let value = stringify(lookup(data, field));
    const hasDefault = pipes.some((p) => p.trim().startsWith('default'));
    if (value === '' && !hasDefault) problems.push({ kind: 'missing-value', field });
    for (const pipe of pipes) {
      const [name = '', ...args] = splitOutsideQuotes(pipe.trim(), ':');
      const f = FORMATTERS[name.trim()];
      if (!f) {
        problems.push({ kind: 'unknown-formatter', field, formatter: name.trim() });
        continue;
      }
      if (value !== '' || name.trim() === 'default')
        value = f(
          value,
          args.map((a) => a.trim()),
        );
    }
    return value;
  });
  return { text, problems };
}

/** Every data field a template reads, once each, in element order (for data mapping and forms). */
export function templateFields(
  elements: readonly { type: string; content?: string; src?: string }[],
): string[] {
  const seen = new Set<string>();
  for (const el of elements) {
    const text = el.type === 'image' ? el.src : el.content;
    if (text) for (const f of bindingFields(text)) seen.add(f);
  }
  return [...seen];
}

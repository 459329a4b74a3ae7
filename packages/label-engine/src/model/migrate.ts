// Templates saved by older versions are upgraded step by step before validation.
import { z } from 'zod';
import { TEMPLATE_SCHEMA_VERSION, templateSchema, type Template } from './schema.ts';

export class TemplateError extends Error {
  constructor(
    message: string,
    readonly issues: string[] = [],
  ) {
    super(issues.length ? `${message}\n${issues.map((i) => `  - ${i}`).join('\n')}` : message);
    this.name = 'TemplateError';
  }
}

type Json = Record<string, unknown>;

/**
 * Version 1 was the first designer's shape (spec §3): name, width, height, elements with kinds
 * text / qrcode / barcode / barcode128A / image / hline / vline and no layering or rotation.
 */
function v1ToV2(t: Json): Json {
  const elements = Array.isArray(t['elements']) ? (t['elements'] as Json[]) : [];
  return {
    ...t,
    schemaVersion: 2,
    elements: elements.map((e, i) => {
      const { type, fontSize, ...rest } = e;
      const base = { id: String(e['id'] ?? `el${i + 1}`), zIndex: i, ...rest };
      switch (type) {
        case 'barcode128A':
          return { ...base, type: 'barcode', subset: 'A' };
        case 'hline':
          return { ...base, type: 'line', direction: 'horizontal', style: e['dashed'] ? 'dashed' : 'solid' };
        case 'vline':
          return { ...base, type: 'line', direction: 'vertical', style: e['dashed'] ? 'dashed' : 'solid' };
        case 'text':
          // v1 font sizes were points.
          return {
            ...base,
            type,
            fontSize: typeof fontSize === 'number' ? (fontSize * 25.4) / 72 : fontSize,
          };
        default:
          return { ...base, type };
      }
    }),
  };
}

const migrations: Record<number, (t: Json) => Json> = { 1: v1ToV2 };

export function migrateTemplate(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  let t = raw as Json;
  let version = typeof t['schemaVersion'] === 'number' ? t['schemaVersion'] : 1;
  while (version < TEMPLATE_SCHEMA_VERSION) {
    const step = migrations[version];
    if (!step) break;
    t = step(t);
    version += 1;
  }
  return t;
}

/** Migrates and validates; throws TemplateError with one Chinese line per problem. */
export function parseTemplate(raw: unknown): Template {
  const result = templateSchema.safeParse(migrateTemplate(raw), { error: chinese });
  if (!result.success) {
    throw new TemplateError('模板格式不正确', result.error.issues.map(formatIssue));
  }
  const ids = new Set<string>();
  for (const el of result.data.elements) {
    if (ids.has(el.id)) throw new TemplateError('模板格式不正确', [`元素 id 重复：${el.id}`]);
    ids.add(el.id);
  }
  return result.data;
}

/**
 * Zod's own Chinese messages for this parse only: the engine speaks Chinese wherever it runs (the CLI,
 * the import dialog, the server) without changing the process's zod settings.
 */
const zh = z.locales.zhCN().localeError;
export const chinese: z.core.$ZodErrorMap = (issue) => zh(issue);

/** `elements.2.width` as the seller reads it: 第3个元素的 width. */
function pathText(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '模板';
  const [head, index, ...rest] = path;
  if ((head === 'elements' || head === 'tagElements') && typeof index === 'number')
    return `第${index + 1}个元素${rest.length ? `的 ${rest.join('.')}` : ''}`;
  return path.map(String).join('.');
}

export function formatIssue(issue: z.core.$ZodIssue): string {
  return `${pathText(issue.path)}：${issue.message}`;
}
